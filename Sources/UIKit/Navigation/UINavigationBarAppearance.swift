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

    /// The small title's style.
    var titleStyle: TextStyle {
        TextStyle(font: titleTextAttributes[.font] as? UIFont ?? .system(size: 17, weight: .semibold),
                  color: titleTextAttributes[.foregroundColor] as? UIColor ?? .label, alignment: .center, numberOfLines: 1)
    }

    /// The large title's style.
    var largeTitleStyle: TextStyle {
        TextStyle(font: largeTitleTextAttributes[.font] as? UIFont ?? .system(size: 34, weight: .bold),
                  color: largeTitleTextAttributes[.foregroundColor] as? UIColor ?? .label, numberOfLines: 1)
    }
}
