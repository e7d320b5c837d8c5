import Foundation
import Motion

// Core Graphics' bitmaps in a context: drawn upside down as Core Graphics draws them in
// UIKit's coordinates, and made from what an image context drew.
extension CGContext {
    /// The most tiles ``draw(_:in:byTiling:)`` draws for one call: past it, the rest of the
    /// area is left (a tile of a fraction of a pixel would otherwise draw millions).
    public static let maximumTileCount = 4_096

    /// Draws a bitmap into `rect` (user coordinates) as Core Graphics does, with its first row
    /// at the rectangle's *maximum* y: in UIKit's coordinates, where y grows downward, it comes
    /// out upside down, as it does on iOS (flip the context first, or draw a `UIImage`, to
    /// draw it upright). With `byTiling`, the bitmap repeats at `rect`'s size from its origin
    /// over the whole area drawn, up to ``maximumTileCount`` tiles. An empty or non-finite
    /// rectangle draws nothing.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.isFinite, !rect.isEmpty else { return }
        let rect = rect.standardized
        let wrapped = UIImage(cgImage: image)
        guard byTiling else { return drawFlipped(wrapped, in: rect) }
        let transform = state.transform
        guard transform.isInvertible else { return }
        let visible = area.applying(transform.inverted())
        guard visible.isFinite, !visible.isEmpty else { return }
        let columns = ((visible.minX - rect.minX) / rect.width).rounded(.down)...((visible.maxX - rect.minX) / rect.width).rounded(.down)
        let rows = ((visible.minY - rect.minY) / rect.height).rounded(.down)...((visible.maxY - rect.minY) / rect.height).rounded(.down)
        guard (columns.upperBound - columns.lowerBound + 1) * (rows.upperBound - rows.lowerBound + 1) <= Double(Self.maximumTileCount) else {
            FileHandle.standardError.write(Data("CGContext: tiling \(rect.width) × \(rect.height) over \(visible.width) × \(visible.height) needs more than \(Self.maximumTileCount) tiles; nothing is drawn\n".utf8))
            return
        }
        for row in stride(from: rows.lowerBound, through: rows.upperBound, by: 1) {
            for column in stride(from: columns.lowerBound, through: columns.upperBound, by: 1) {
                drawFlipped(wrapped, in: rect.offsetBy(dx: column * rect.width, dy: row * rect.height))
            }
        }
    }

    /// A bitmap of what this context has drawn so far, when it draws an image
    /// (``UIGraphicsImageRenderer``, ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``), at
    /// that image's scale; nil for a view's `draw(_:)` context, which has no bitmap of its own
    /// here (on iOS it is the layer's backing store).
    public func makeImage() -> CGImage? {
        imageRenderer?.rasterize(finishedOperations()).cgImage
    }

    /// Draws `image` into `rect` mirrored top to bottom about the rectangle's middle.
    private func drawFlipped(_ image: UIImage, in rect: CGRect) {
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
        let saved = state.transform
        state.transform = flip.concatenating(saved)
        drawImage(image, in: rect)
        state.transform = saved
    }
}
