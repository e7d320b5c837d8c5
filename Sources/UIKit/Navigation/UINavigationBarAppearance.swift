import Foundation

/// How a navigation bar looks (UIKit's `UINavigationBarAppearance`): its background and
/// hairline (``UIBarAppearance``) and the font and colour of its titles. Assign it to a
/// ``UINavigationBar``'s ``UINavigationBar/standardAppearance`` and
/// ``UINavigationBar/scrollEdgeAppearance``, or to a ``UINavigationItem``'s, which win for
/// that item.
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
    /// The small title's attributes: `.font` and `.foregroundColor` are read (17-point
    /// semibold, black, for those not given).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { onChange?() } }
    /// The large title's attributes (34-point bold, black, for those not given).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { onChange?() } }

    /// An appearance with the default background and title attributes.
    public override init() {
        super.init()
    }

    /// A copy, as a bar keeps one when it is assigned (UIKit's appearances are copied too);
    /// the copy tells `onChange` when it changes.
    func copied(onChange: @escaping @MainActor () -> Void) -> UINavigationBarAppearance {
        let copy = UINavigationBarAppearance()
        copy.copyBackground(from: self)
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
        copy.onChange = onChange
        return copy
    }

    /// The small title's style, with `overrides` (a bar's legacy `titleTextAttributes`) over
    /// this appearance's attributes.
    func titleStyle(over overrides: [NSAttributedString.Key: Any]? = nil) -> TextStyle {
        let attributes = titleTextAttributes.merging(overrides ?? [:]) { _, override in override }
        return TextStyle(font: attributes[.font] as? UIFont ?? .system(size: 17, weight: .semibold),
                         color: attributes[.foregroundColor] as? UIColor ?? .label, alignment: .center, numberOfLines: 1)
    }

    /// The large title's style, with `overrides` over this appearance's attributes.
    func largeTitleStyle(over overrides: [NSAttributedString.Key: Any]? = nil) -> TextStyle {
        let attributes = largeTitleTextAttributes.merging(overrides ?? [:]) { _, override in override }
        return TextStyle(font: attributes[.font] as? UIFont ?? .system(size: 34, weight: .bold),
                         color: attributes[.foregroundColor] as? UIColor ?? .label, numberOfLines: 1)
    }
}
