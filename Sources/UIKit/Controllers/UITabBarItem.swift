/// A tab's title and icon (UIKit's `UITabBarItem`).
///
/// Unlike UIKit's class, it is a value: change a controller's `tabBarItem` and set it again
/// (or mutate it in place through the controller). An ``image`` is kept but the tab bar draws
/// its icon from ``symbol`` (the app supplies drawings by name); see `docs/porting.md`.
public struct UITabBarItem: Hashable, Sendable {
    /// The title under the icon.
    public var title: String?
    /// A name for the icon the tab bar draws (unknown or empty names draw a rounded square).
    public var symbol: String
    /// The icon image UIKit would draw (kept; Today draws ``symbol``).
    public var image: UIImage?
    /// A number to identify the item by.
    public var tag: Int

    /// An item with a title and a named drawing.
    public init(title: String, symbol: String = "") {
        self.title = title
        self.symbol = symbol
        image = nil
        tag = 0
    }

    /// UIKit's item: a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        symbol = ""
        self.image = image
        self.tag = tag
    }

    /// Items are equal when their title, symbol, image and tag are.
    public static func == (lhs: UITabBarItem, rhs: UITabBarItem) -> Bool {
        lhs.title == rhs.title && lhs.symbol == rhs.symbol && lhs.image === rhs.image && lhs.tag == rhs.tag
    }

    /// Hashes the title, symbol and tag.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(symbol)
        hasher.combine(tag)
    }
}
