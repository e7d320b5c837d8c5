/// A tab's title and icon (UIKit's `UITabBarItem`).
public struct UITabBarItem: Hashable, Sendable {
    /// The title under the icon.
    public var title: String
    /// A name for the icon the tab bar draws (the app supplies drawings by name; unknown names
    /// draw a rounded square).
    public var symbol: String

    /// An item.
    public init(title: String, symbol: String = "") {
        self.title = title
        self.symbol = symbol
    }
}
