import Foundation

// Dynamic Type's text styles (UIKit's `UIFont.TextStyle` and `preferredFont(forTextStyle:)`).
extension UIFont {
    /// A semantic style of text (UIKit's `UIFont.TextStyle`): a font chosen by what the text is
    /// (a headline, body text, a caption) rather than by size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the style.
        public let rawValue: String

        /// A style by UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A screen's large title: 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// A headline: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// A subheadline: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// A callout: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// A footnote: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// A standard caption: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// An alternate caption: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        /// An extra large title (iOS 17): 36 points, bold.
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        /// A second extra large title (iOS 17): 28 points, bold.
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

        /// The style's size and weight at the default content size (iOS's "Large", which is the
        /// only one here): iOS's values; a name UIKit does not have is body text.
        var defaultFont: (size: Double, weight: UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            case .extraLargeTitle: (36, .bold)
            case .extraLargeTitle2: (28, .bold)
            default: (17, .regular)
            }
        }
    }

    /// The system font for a text style at the default content size (UIKit's Dynamic Type):
    /// `.headline` is 17-point semibold, `.body` 17-point regular, `.caption1` 12 points, as on
    /// iOS. Linux has no text size setting, so the size is always the default one.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let font = style.defaultFont
        return UIFont(size: font.size, weight: font.weight)
    }

    /// The system font for a text style in a trait environment; the traits do not change it
    /// (there is no content size category here), so this is ``preferredFont(forTextStyle:)``.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
}
