import UIKit

/// An app or game in the catalog that stories and the Games, Apps and Search tabs list.
public struct CatalogApp: Hashable, Sendable, Identifiable {
    /// Where the app is listed.
    public enum Category: String, Codable, Hashable, Sendable, CaseIterable {
        /// The Apps tab.
        case apps
        /// The Games tab.
        case games
        /// Apple Arcade.
        case arcade
    }

    /// The id stories refer to.
    public var id: String
    /// The name.
    public var name: String
    /// The one-line description under the name.
    public var subtitle: String
    /// The icon's two gradient colours.
    public var iconColors: [UIColor]
    /// The icon's glyph: a letter or two drawn on the gradient.
    public var iconGlyph: String
    /// The price shown on the button ("GET", or "$4.99").
    public var price: String
    /// Whether "In-App Purchases" shows under the button.
    public var hasInAppPurchases: Bool
    /// The tab it appears in.
    public var category: Category
    /// A genre line ("Racing", "Photo & Video").
    public var genre: String

    /// An app.
    public init(id: String, name: String, subtitle: String, iconColors: [UIColor], iconGlyph: String, price: String = "GET",
                hasInAppPurchases: Bool = false, category: Category = .apps, genre: String = "") {
        self.id = id
        self.name = name
        self.subtitle = subtitle
        self.iconColors = iconColors
        self.iconGlyph = iconGlyph
        self.price = price
        self.hasInAppPurchases = hasInAppPurchases
        self.category = category
        self.genre = genre
    }
}
