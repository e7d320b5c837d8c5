import Foundation

/// A font's vertical metrics in points, as ``UIFont``'s `lineHeight`, `ascender`, `descender`,
/// `leading`, `capHeight` and `xHeight` report them: measured by the host's text measurer
/// (``UIFont/textMeasurer``), estimated from the system face's proportions without one. Pango's
/// are hinted to whole points, as the line heights of labels are (UIKit's are fractional).
public struct FontMetrics: Hashable, Sendable {
    /// How far the tallest letters reach above the baseline.
    public var ascender: Double
    /// How far descenders reach below the baseline (negative, as in UIKit).
    public var descender: Double
    /// The space between lines the font asks for beyond its ascender and descender.
    public var leading: Double
    /// The height of a capital letter above the baseline.
    public var capHeight: Double
    /// The height of a lowercase x above the baseline.
    public var xHeight: Double

    /// Metrics as measured.
    public init(ascender: Double, descender: Double, leading: Double, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// The height of a line: ascender, descender and leading.
    public var lineHeight: Double { ascender - descender + leading }

    /// An estimate for a font of `size` points from Inter's proportions (the system face, as
    /// Pango measures it: ascender 0.97 em, descender 0.24 em, capitals 0.73 em, x 0.55 em).
    public init(estimatedForSize size: Double) {
        self.init(ascender: 0.97 * size, descender: -0.24 * size, leading: 0, capHeight: 0.73 * size, xHeight: 0.55 * size)
    }
}
