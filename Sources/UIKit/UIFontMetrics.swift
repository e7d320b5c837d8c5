import Foundation

/// Scales fonts and values for Dynamic Type (UIKit's `UIFontMetrics`): custom fonts and
/// spacings that grow with the reader's text size as a text style does. Linux has no text size
/// setting, so everything stays at the default ("Large") size, where UIKit scales by 1 too:
/// fonts and values come back as they are, within a maximum where one is given.
public final class UIFontMetrics: Sendable {
    /// The text style whose scaling this follows.
    public let textStyle: UIFont.TextStyle

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// The metrics of body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled for the current text size: unchanged at the default size.
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// `font` scaled for the current text size, no larger than `maximumPointSize` (0: no
    /// maximum, as in UIKit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        guard maximumPointSize > 0, maximumPointSize.isFinite, font.pointSize > maximumPointSize else { return font }
        return font.withSize(maximumPointSize)
    }

    /// `font` scaled for a trait environment's text size: unchanged (the traits carry no text
    /// size here).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }

    /// A length (a spacing, a height) scaled for the current text size: unchanged at the
    /// default size.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// A length scaled for a trait environment's text size: unchanged.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
