import Foundation

/// A paragraph style whose settings can be changed (UIKit's `NSMutableParagraphStyle`):
/// `let style = NSMutableParagraphStyle(); style.alignment = .center`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// How the lines align.
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// How lines wrap and what is cut.
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// A multiple of the font's natural line height (0 is natural).
    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    /// Space added between lines, in points (kept; Today's text does not add it).
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
}
