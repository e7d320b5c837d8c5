import Foundation

// Template images: drawn by views as a shape filled with their tint.
extension UIImage {
    /// How views draw an image (UIKit's `UIImage.RenderingMode`, with its raw values).
    public enum RenderingMode: Int, Sendable {
        /// As the view decides: an image view draws it as it is, a system button as a template.
        case automatic
        /// Always as it is.
        case alwaysOriginal
        /// Always as a template: the image's alpha, filled with the view's tint.
        case alwaysTemplate
    }

    /// The same pixels drawn in another rendering mode (the pixels are shared, not copied).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard renderingMode != self.renderingMode else { return self }
        return UIImage(checkedPixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: pixels, renderingMode: renderingMode,
                       orientation: imageOrientation, cgImage: cgImage)
    }

    /// The image's shape in one colour: its alpha filled with `color`, drawn that way wherever
    /// it is drawn (as UIKit draws an image given a tint of its own).
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .automatic)
    }

    /// The image's shape in one colour, in a rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(checkedPixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                pixels: Self.silhouette(of: pixels, in: color), renderingMode: renderingMode)
    }

    /// Pixels with every pixel's alpha kept (times the colour's) and its colour replaced:
    /// premultiplied, so each channel is the colour's times the new alpha.
    static func silhouette(of pixels: [UInt32], in color: UIColor) -> [UInt32] {
        let tint = (alpha: Swift.min(1, Swift.max(0, color.alpha.isNaN ? 1 : color.alpha)),
                    red: Swift.min(1, Swift.max(0, color.red)), green: Swift.min(1, Swift.max(0, color.green)),
                    blue: Swift.min(1, Swift.max(0, color.blue)))
        return pixels.map { pixel in
            let alpha = Double(pixel >> 24) / 255 * tint.alpha
            func channel(_ value: Double) -> UInt32 { UInt32((value * alpha * 255).rounded()) }
            return UInt32((alpha * 255).rounded()) << 24 | channel(tint.red) << 16 | channel(tint.green) << 8 | channel(tint.blue)
        }
    }
}
