import Foundation
import Motion

/// A bitmap (UIKit's `UIImage`): premultiplied 32-bit ARGB pixels in native byte order (Cairo's
/// `ARGB32`, SDL's `ARGB8888`), with a scale so its size in points is its pixel size / scale.
///
/// Images are immutable and shared; the renderer keys its caches on the instance. Loading files
/// (PNG, JPEG) lives with the renderer, which has the decoders.
public final class UIImage: Sendable {
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double
    /// The pixels, row by row, premultiplied ARGB.
    public let pixels: [UInt32]
    /// How views draw the image (UIKit's `renderingMode`): as it is, or as a template whose
    /// shape they fill with their tint (see UIImage+Rendering.swift).
    public let renderingMode: RenderingMode
    /// How the bitmap it was made from is turned to be shown (UIKit's `imageOrientation`; see
    /// UIImage+Orientation.swift). ``pixels`` are already turned; ``cgImage`` is not.
    public let imageOrientation: Orientation
    /// The bitmap underneath (UIKit's `cgImage`): the pixels before ``imageOrientation`` turns
    /// them, at no scale; nil for the empty image ``init()``.
    public let cgImage: CGImage?

    /// An image from pixels; nil when a dimension is not positive, the scale is not a positive
    /// finite number, or the count does not match.
    public convenience init?(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, pixels: [UInt32]) {
        guard pixelWidth > 0, pixelHeight > 0, scale > 0, scale.isFinite,
            pixels.count == pixelWidth * pixelHeight
        else { return nil }
        self.init(checkedPixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: pixels, renderingMode: .automatic)
    }

    /// An empty image, of no size (UIKit's `UIImage()`): what bars take as "no background image"
    /// and "no hairline" (``UINavigationBar/setBackgroundImage(_:for:)``,
    /// ``UINavigationBar/shadowImage``). It draws nothing.
    public convenience init() {
        self.init(checkedPixelWidth: 0, pixelHeight: 0, scale: 1, pixels: [], renderingMode: .automatic)
    }

    /// An image from pixels already checked (turned as shown), with a rendering mode, and,
    /// for an image turned by `orientation`, the bitmap before it was turned (nil: the pixels).
    init(checkedPixelWidth pixelWidth: Int, pixelHeight: Int, scale: Double, pixels: [UInt32], renderingMode: RenderingMode,
         orientation: Orientation = .up, cgImage: CGImage? = nil) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.pixels = pixels
        self.renderingMode = renderingMode
        imageOrientation = orientation
        self.cgImage = cgImage ?? (pixels.isEmpty ? nil : CGImage(checkedWidth: pixelWidth, height: pixelHeight, pixels: pixels))
    }

    /// The size in points.
    public var size: CGSize { CGSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// A premultiplied ARGB pixel from a colour.
    public static func pixel(_ color: UIColor) -> UInt32 {
        let alpha = color.alpha
        func channel(_ value: Double) -> UInt32 { UInt32((value * alpha * 255).rounded()) }
        return UInt32((alpha * 255).rounded()) << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
    }

    /// An image of one colour.
    public static func filled(with color: UIColor, pixelWidth: Int, pixelHeight: Int) -> UIImage? {
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        return UIImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                     pixels: Array(repeating: pixel(color), count: pixelWidth * pixelHeight))
    }

    /// The colour of a pixel (un-premultiplied); nil outside the image.
    public func color(atPixelX x: Int, y: Int) -> UIColor? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        let value = pixels[y * pixelWidth + x]
        let alpha = Double(value >> 24) / 255
        guard alpha > 0 else { return .clear }
        func channel(_ shift: UInt32) -> Double { Double((value >> shift) & 0xFF) / 255 / alpha }
        return UIColor(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }
}
