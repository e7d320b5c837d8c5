import Foundation

/// How a paragraph of drawn text is set (UIKit's `NSParagraphStyle`), given as the
/// `.paragraphStyle` attribute. Today's text reads its alignment, line break mode and line
/// height multiple; make one with ``NSMutableParagraphStyle``.
open class NSParagraphStyle: NSObject {
    /// How the lines align (default `.natural`).
    public internal(set) var alignment: NSTextAlignment = .natural
    /// How lines wrap and what is cut (default `.byWordWrapping`).
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// A multiple of the font's natural line height (0, the default, is natural).
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// Space added between lines, in points (kept; Today's text does not add it).
    public internal(set) var lineSpacing: CGFloat = 0

    /// The default style: natural alignment, word wrapping, natural line height.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A default style.
    public override init() {
        super.init()
    }
}
