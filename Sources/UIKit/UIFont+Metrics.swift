import Foundation

// A font's vertical metrics (UIKit's `lineHeight`, `ascender`, …), measured by the host.
extension UIFont {
    /// What measures fonts and strings outside a window (a font's ``lineHeight``, a string's
    /// `size(withAttributes:)`); the app hosts install Pango's. Without one, sizes are
    /// estimated from the system face's proportions. Labels in a window are measured by the
    /// window's renderer instead, which sets text the same way.
    @MainActor public static var textMeasurer: (any TextMeasuring)?

    /// The font's metrics, from ``textMeasurer`` or estimated. On the main actor, as the
    /// measurer is (UIKit measures fonts on any thread).
    @MainActor var metrics: FontMetrics {
        Self.textMeasurer?.metrics(of: self) ?? FontMetrics(estimatedForSize: size)
    }

    /// The height of a line of text in this font: ascender, descender and leading.
    @MainActor public var lineHeight: CGFloat { CGFloat(metrics.lineHeight) }
    /// How far the tallest letters reach above the baseline.
    @MainActor public var ascender: CGFloat { CGFloat(metrics.ascender) }
    /// How far descenders reach below the baseline (negative).
    @MainActor public var descender: CGFloat { CGFloat(metrics.descender) }
    /// The extra space the font asks for between lines.
    @MainActor public var leading: CGFloat { CGFloat(metrics.leading) }
    /// The height of capital letters above the baseline.
    @MainActor public var capHeight: CGFloat { CGFloat(metrics.capHeight) }
    /// The height of a lowercase x above the baseline.
    @MainActor public var xHeight: CGFloat { CGFloat(metrics.xHeight) }
}
