/// A view whose text follows the reader's text size (UIKit's protocol, adopted by
/// ``UILabel``). Linux has no text size setting: the property is kept and changes nothing.
@MainActor @preconcurrency
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view takes a new font when the text size changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
