import Foundation

/// How ``UIGraphicsImageRenderer`` makes its images (UIKit's `UIGraphicsImageRendererFormat`):
/// their scale and whether they are opaque.
@MainActor @preconcurrency
open class UIGraphicsImageRendererFormat {
    /// Pixels a point (default: the main screen's scale).
    public var scale: CGFloat
    /// Whether the images have no transparency: what is not drawn is black (default false).
    public var opaque: Bool

    /// The default format: the main screen's scale, not opaque.
    public init() {
        scale = UIScreen.main.scale
        opaque = false
    }

    /// The default format (UIKit's `UIGraphicsImageRendererFormat.default()`).
    public class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// A format for the main screen's traits (the same as ``default()`` here).
    public class func preferred() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }
}
