import Foundation
import Motion
import ViewKit

/// The App Store clone's root: a tab bar with Today, Games, Apps, Arcade and Search.
public final class TodayAppController: TabBarController {
    /// The Today tab.
    public let today: TodayViewController
    /// The stories and catalog shown.
    public private(set) var library: StoriesLibrary
    /// The Search tab.
    public let search: SearchViewController

    /// The app for a library, dated `date`, decoding image artwork with `imageLoader`.
    public init(library: StoriesLibrary, date: Date, imageLoader: @escaping @MainActor (String) -> Image? = { _ in nil }) {
        self.library = library
        today = TodayViewController(stories: library.stories, date: date, imageLoader: imageLoader)
        search = SearchViewController(library: library)
        super.init()
        tabBar.iconDrawer = { symbol, context, rect, color in TabIcons.draw(symbol, in: context, rect: rect, color: color) }
        let lists = [
            CatalogListViewController(title: "Games", symbol: "games", apps: library.apps(in: .games)),
            CatalogListViewController(title: "Apps", symbol: "apps", apps: library.apps(in: .apps)),
            CatalogListViewController(title: "Arcade", symbol: "arcade", apps: library.apps(in: .arcade)),
        ]
        let purchase: (CatalogApp) -> Void = { [weak self] app in self?.presentPurchase(of: app) }
        for list in lists { list.onGet = purchase }
        search.onGet = purchase
        today.onGet = purchase
        viewControllers = [today] + lists + [search]
    }

    public override func viewDidLoad() {
        today.header.avatarButton.onTap = { [weak self] in self?.presentAccount() }
    }

    /// The frontmost controller: an open story or sheet, or this one.
    var frontmost: ViewController {
        var current: ViewController = self
        while let presented = current.presentedViewController { current = presented }
        return current
    }

    /// Opens the purchase sheet for an app over whatever is in front.
    public func presentPurchase(of app: CatalogApp) {
        frontmost.present(PurchaseSheetViewController(app: app), animated: true)
    }

    /// Opens the account page sheet.
    public func presentAccount() {
        guard presentedViewController == nil else { return }
        present(AccountViewController(), animated: true)
    }

    /// Handles a key: Escape closes the frontmost sheet or story (or clears the search); while
    /// Search is selected, typing goes to its field.
    public func handle(_ key: Key) -> Bool {
        let front = frontmost
        if key == .escape, front !== self {
            if let story = front as? StoryViewController { story.close() } else { front.dismiss(animated: true) }
            return true
        }
        if front === self, selectedViewController === search, key != .character("q") || !search.query.isEmpty {
            return search.handle(key)
        }
        return false
    }
}
