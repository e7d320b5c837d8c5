import Foundation

/// Begins drawing an image of `size` points (the API before `UIGraphicsImageRenderer`): its
/// context becomes current until ``UIGraphicsEndImageContext()``, and
/// ``UIGraphicsGetImageFromCurrentImageContext()`` makes the image drawn so far. A `scale` of
/// 0 is the main screen's. The image is made as ``UIGraphicsImageRenderer`` makes its.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    if scale != 0 { format.scale = scale }
    format.opaque = opaque
    let renderer = UIGraphicsImageRenderer(size: size, format: format)
    let context = CGContext(size: renderer.size, imageRenderer: renderer)
    GraphicsContextStack.imageContexts.append((context, renderer))
    UIGraphicsPushContext(context)
}

/// Begins drawing an image of `size` points at scale 1, not opaque.
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current context, when it is one that
/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` began; nil otherwise.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = UIGraphicsGetCurrentContext(),
        let entry = GraphicsContextStack.imageContexts.last(where: { $0.context === current })
    else { return nil }
    return entry.renderer.rasterize(current.finishedOperations())
}

/// Ends the image context last begun, making the context before it current again (with none
/// begun, does nothing).
@MainActor
public func UIGraphicsEndImageContext() {
    guard let ended = GraphicsContextStack.imageContexts.popLast() else { return }
    if let index = GraphicsContextStack.contexts.lastIndex(where: { $0 === ended.context }) {
        GraphicsContextStack.contexts.remove(at: index)
    }
}
