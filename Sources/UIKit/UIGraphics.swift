import Foundation

/// The stack of drawing contexts `UIGraphicsGetCurrentContext()` reads: UIKit keeps one per
/// thread; views draw on the main actor, so here it is the main actor's.
@MainActor
enum GraphicsContextStack {
    /// The contexts pushed, the current one last.
    static var contexts: [CGContext] = []
    /// The image contexts `UIGraphicsBeginImageContextWithOptions` began, with the renderer
    /// that makes their images, the last begun last.
    static var imageContexts: [(context: CGContext, renderer: UIGraphicsImageRenderer)] = []
}

/// The context drawing now: a view's inside its ``UIView/draw(_:)``, or the one last pushed
/// with ``UIGraphicsPushContext(_:)``; nil when nothing is drawing.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.contexts.last
}

/// Makes `context` the current one until ``UIGraphicsPopContext()``.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.contexts.append(context)
}

/// Restores the context current before the last ``UIGraphicsPushContext(_:)`` (with none
/// pushed, does nothing).
@MainActor
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.contexts.popLast()
}

/// Fills a rectangle of the current context with its fill colour.
@MainActor
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills a rectangle of the current context with its fill colour, combined with what is below
/// by `blendMode`.
@MainActor
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a frame one point wide just inside a rectangle of the current context, in its fill
/// colour (as UIKit does).
@MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), rect.isFinite, !rect.isEmpty else { return }
    let outer = rect.standardized
    context.saveGState()
    context.beginPath()
    context.addRect(outer)
    context.addRect(outer.insetBy(dx: 1, dy: 1))
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}
