import Foundation
import Motion
import ViewKit

/// The App Store clone's root: a tab bar with Today, Games, Apps, Arcade and Search.
public final class TodayAppController: TabBarController {
    /// The Today tab.
    public let today: TodayViewController
    /// The stories and catalog shown.
    public private(set) var library: StoriesLibrary

    /// The app for a library, dated `date`, decoding image artwork with `imageLoader`.
    public init(library: StoriesLibrary, date: Date, imageLoader: @escaping @MainActor (String) -> Image? = { _ in nil }) {
        self.library = library
        today = TodayViewController(stories: library.stories, date: date, imageLoader: imageLoader)
        super.init()
        tabBar.iconDrawer = { symbol, context, rect, color in TabIcons.draw(symbol, in: context, rect: rect, color: color) }
        viewControllers = [
            today,
            CatalogListViewController(title: "Games", symbol: "games", apps: library.apps(in: .games)),
            CatalogListViewController(title: "Apps", symbol: "apps", apps: library.apps(in: .apps)),
            CatalogListViewController(title: "Arcade", symbol: "arcade", apps: library.apps(in: .arcade)),
            CatalogListViewController(title: "Search", symbol: "search", apps: library.catalog),
        ]
    }

    /// Handles a key: Escape closes an open story.
    public func handle(_ key: Key) -> Bool {
        if key == .escape, let story = today.openStory, story.presentingViewController != nil {
            story.close()
            return true
        }
        return false
    }
}
