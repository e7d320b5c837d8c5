import Foundation

/// Makes images by drawing (UIKit's `UIGraphicsImageRenderer`):
/// `UIGraphicsImageRenderer(size: size).image { context in … }` runs the block with a Core
/// Graphics context current, as a view's `draw(_:)` runs, and returns what it drew at the
/// format's scale.
///
/// The pixels come from the rasterizer the host installed (``rasterizer``; the app hosts
/// install the renderer's). With none installed, the image is transparent and a line on
/// standard error says why.
@MainActor @preconcurrency
public final class UIGraphicsImageRenderer {
    /// What turns the drawing into pixels; the hosts install the renderer's.
    public static var rasterizer: (any UIGraphicsImageRasterizing)?

    /// The size of the images in points.
    public let size: CGSize
    /// The origin of the drawing: the point drawn at the images' top left.
    public let origin: CGPoint
    /// Their scale and opacity.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images `size` points large (a non-finite or negative size is taken as
    /// empty), in `format` (default: the main screen's scale).
    public init(size: CGSize, format: UIGraphicsImageRendererFormat? = nil) {
        let usable = size.isFinite && size.width > 0 && size.height > 0
        self.size = usable ? size : .zero
        origin = .zero
        self.format = format ?? UIGraphicsImageRendererFormat()
    }

    /// A renderer of images of `bounds`: its origin is drawn at their top left.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat? = nil) {
        let usable = bounds.isFinite && bounds.width > 0 && bounds.height > 0
        size = usable ? bounds.standardized.size : .zero
        origin = usable ? bounds.standardized.origin : .zero
        self.format = format ?? UIGraphicsImageRendererFormat()
    }

    /// An image of what `actions` draws. An empty size gives an image of one transparent
    /// pixel (UIKit's is empty).
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(size: size, transform: CGAffineTransform(translationX: -origin.x, y: -origin.y), imageRenderer: self)
        UIGraphicsPushContext(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, renderer: self))
        UIGraphicsPopContext()
        return rasterize(context.finishedOperations())
    }

    /// The most pixels an image is made with: 8,192 × 8,192 (256 MB). A larger drawing gives
    /// an image of one transparent pixel and a line on standard error.
    public static let maximumPixelCount = 8_192 * 8_192

    /// The image of recorded operations, at the format's scale (clamped to 0.1…10; a scale that
    /// is not finite is 1).
    func rasterize(_ operations: [RecordedDrawing.Operation]) -> UIImage {
        let scale = format.scale.isFinite ? Swift.min(10, Swift.max(0.1, Double(format.scale))) : 1
        // In floating point first: a size of 1e300 points has no Int pixel count.
        let wide = Swift.max(1, (Double(size.width) * scale).rounded(.up)), high = Swift.max(1, (Double(size.height) * scale).rounded(.up))
        guard size.width > 0, size.height > 0, wide * high <= Double(Self.maximumPixelCount) else {
            if size.width > 0, size.height > 0 {
                FileHandle.standardError.write(Data("UIGraphicsImageRenderer: \(size.width) × \(size.height) points at scale \(scale) is over the limit of \(Self.maximumPixelCount) pixels; the image is one transparent pixel\n".utf8))
            }
            return Self.filled(0, width: 1, height: 1, scale: 1)
        }
        let width = Int(wide), height = Int(high)
        let drawing = RecordedDrawing(operations: operations, size: size, version: 0)
        guard let rasterizer = Self.rasterizer else {
            FileHandle.standardError.write(Data("UIGraphicsImageRenderer: no rasterizer installed (UIGraphicsImageRenderer.rasterizer); the image is blank\n".utf8))
            return Self.filled(format.opaque ? UIImage.pixel(.black) : 0, width: width, height: height, scale: scale)
        }
        let image = rasterizer.image(size: size, scale: scale, opaque: format.opaque) { context in
            drawing.replay(in: context, contentMode: .redraw, bounds: size)
        }
        return image ?? Self.filled(format.opaque ? UIImage.pixel(.black) : 0, width: width, height: height, scale: scale)
    }

    /// An image of one pixel value.
    private static func filled(_ pixel: UInt32, width: Int, height: Int, scale: Double) -> UIImage {
        guard let image = UIImage(pixelWidth: width, pixelHeight: height, scale: scale, pixels: Array(repeating: pixel, count: width * height)) else {
            preconditionFailure("an image of positive size, a matching count and a finite scale is always made")
        }
        return image
    }
}
