import Foundation

/// What turns drawing into pixels for ``UIGraphicsImageRenderer`` (a role: the engine has no
/// rasterizer; the renderer's `CairoImageRasterizer` plays it, and the hosts install it in
/// ``UIGraphicsImageRenderer/rasterizer``).
@MainActor @preconcurrency
public protocol UIGraphicsImageRasterizing: AnyObject {
    /// An image of `size` points at `scale` pixels a point, drawn by `draw` with a context in
    /// points whose origin is the image's top left; transparent where nothing is drawn, or
    /// black when `opaque`. Nil when no bitmap of that size can be made.
    func image(size: CGSize, scale: Double, opaque: Bool, draw: (any GraphicsContext) -> Void) -> UIImage?
}
