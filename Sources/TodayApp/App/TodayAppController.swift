import UIKit

/// The App Store clone's root: a tab bar with Today, Games, Apps, Arcade and Search.
public final class TodayAppController: UITabBarController {
    /// The Today tab.
    public let today: TodayViewController
    /// The stories and catalog shown.
    public private(set) var library: StoriesLibrary
    /// The Search tab.
    public let search: SearchViewController
    /// The Games, Apps and Arcade tabs' lists.
    public let lists: [CatalogListViewController]
    /// The navigation controllers of the tabs (Today, Games, Apps, Arcade, Search), in order.
    public let navigations: [UINavigationController]

    /// The app for a library, dated `date`, decoding image artwork with `imageLoader`.
    public init(library: StoriesLibrary, date: Date, imageLoader: @escaping @MainActor (String) -> UIImage? = { _ in nil }) {
        self.library = library
        today = TodayViewController(stories: library.stories, date: date, imageLoader: imageLoader)
        search = SearchViewController(library: library)
        lists = [
            CatalogListViewController(title: "Games", symbol: "games", apps: library.apps(in: .games)),
            CatalogListViewController(title: "Apps", symbol: "apps", apps: library.apps(in: .apps)),
            CatalogListViewController(title: "Arcade", symbol: "arcade", apps: library.apps(in: .arcade)),
        ]
        // Every tab is a navigation stack. Today and Search draw their own headers and hide the
        // bar at their root; the catalog lists show theirs with a large title.
        navigations = [Self.navigation(for: today, barHidden: true)] + lists.map { Self.navigation(for: $0, barHidden: false) }
            + [Self.navigation(for: search, barHidden: true)]
        super.init(nibName: nil, bundle: nil)
        tabBar.iconDrawer = { symbol, context, rect, color in TabIcons.draw(symbol, in: context, rect: rect, color: color) }
        let purchase: (CatalogApp) -> Void = { [weak self] app in self?.presentPurchase(of: app) }
        let purchaseFrom: (CatalogApp, UIView) -> Void = { [weak self] app, source in self?.presentPurchase(of: app, from: source) }
        for list in lists {
            list.onGet = purchase
            list.onGetFrom = purchaseFrom
        }
        search.onGet = purchase
        search.onGetFrom = purchaseFrom
        today.onGet = purchase
        viewControllers = navigations
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// A tab's navigation controller, preferring large titles, with its bar hidden at first.
    private static func navigation(for root: UIViewController, barHidden: Bool) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.isNavigationBarHidden = barHidden
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = root.tabBarItem
        return navigation
    }

    public override func viewDidLoad() {
        today.header.avatarButton.addAction(UIAction { [weak self] _ in self?.presentAccount() }, for: .primaryActionTriggered)
    }

    // MARK: The tab bar while a story is up

    /// The frame of the bar when shown, in this controller's view.
    public var tabBarShownFrame: CGRect {
        CGRect(x: 0, y: view.bounds.height - UITabBar.height, width: view.bounds.width, height: UITabBar.height)
    }

    /// A story is opening: the feed hides its card, and the bar slides below the screen along
    /// with the story, on its position spring. The bar moves into the transition's container
    /// for the while, above the feed's blur (so the blur's backdrop stays still and is computed
    /// once) and below the growing story. If the opening is cancelled, it comes back.
    public override func viewWillDisappear(_ animated: Bool) {
        guard let coordinator = transitionCoordinator, coordinator.viewController(forKey: .to) is StoryViewController else { return }
        today.openStoryWillOpen(alongside: coordinator)
        let container = coordinator.containerView
        let hiddenY = view.bounds.height
        UIView.performWithoutAnimation { container.addSubview(tabBar) }
        coordinator.animate(alongsideTransition: { [tabBar] coordinator in
            UIView.animate(withDuration: coordinator.transitionDuration, delay: 0, usingSpringWithDamping: TodayMetrics.presentDamping,
                         initialSpringVelocity: 0, options: [], animations: { tabBar.frame.origin.y = hiddenY })
        }, completion: { [weak self] coordinator in
            if coordinator.isCancelled { self?.takeBackTabBar() }
        })
    }

    /// A story is closing: the feed shows its card when the story has landed, and the bar slides
    /// back in along with it, above the shrinking story (the card lands under it, as in the
    /// feed), returning to this controller's view at the end.
    public override func viewWillAppear(_ animated: Bool) {
        guard let coordinator = transitionCoordinator, coordinator.viewController(forKey: .from) is StoryViewController else { return }
        today.openStoryWillClose(alongside: coordinator)
        let container = coordinator.containerView
        let shownFrame = container.convert(tabBarShownFrame, from: view)
        UIView.performWithoutAnimation { container.addSubview(tabBar) }
        coordinator.animate(alongsideTransition: { [tabBar] _ in
            tabBar.frame = shownFrame
        }, completion: { [weak self] coordinator in
            if !coordinator.isCancelled { self?.takeBackTabBar() }
        })
    }

    /// Puts the bar back into this controller's view, keeping where it is on screen.
    private func takeBackTabBar() {
        guard tabBar.superview !== view, isViewLoaded else { return }
        let frame = tabBar.superview.map { view.convert(tabBar.frame, from: $0) } ?? tabBar.frame
        UIView.performWithoutAnimation {
            view.addSubview(tabBar)
            tabBar.frame = frame
        }
    }

    /// The navigation controller of the selected tab.
    var selectedNavigation: UINavigationController? {
        navigations.first { $0 === selectedViewController }
    }

    /// The frontmost controller: an open story or sheet, or this one.
    var frontmost: UIViewController {
        var current: UIViewController = self
        while let presented = current.presentedViewController { current = presented }
        return current
    }

    /// Opens the purchase sheet for an app over whatever is in front: a popover from `source`
    /// (the GET button tapped) in a regular-width window, the app's own sheet otherwise.
    public func presentPurchase(of app: CatalogApp, from source: UIView? = nil) {
        let sheet = PurchaseSheetViewController(app: app)
        if let source, traitCollection.horizontalSizeClass == .regular { sheet.showAsPopover(from: source) }
        frontmost.present(sheet, animated: true)
    }

    /// Opens the account page sheet.
    public func presentAccount() {
        guard presentedViewController == nil else { return }
        present(AccountViewController(), animated: true)
    }

    /// The keys a host uses as commands (`q` quits, `f` shows frame times, `r` records, `s`
    /// slows animations) unless Search is taking text.
    public static let commandKeys: Set<UIKey> = [.character("q"), .character("f"), .character("r"), .character("s")]

    /// Whether typed keys go to the Search field, command keys included: Search is showing with
    /// nothing presented over it and its field already holds text. (With an empty field the
    /// command keys stay commands; any other key starts the text.) The one rule the app and the
    /// hosts share.
    public var isSearchTakingText: Bool {
        frontmost === self && selectedNavigation?.topViewController === search && !search.query.isEmpty
    }

    /// Handles a key: Escape closes the frontmost sheet or story, or goes back a screen (or
    /// clears the search); while
    /// Search is showing, typing goes to its field (see ``isSearchTakingText``). Returns false
    /// for a key the app leaves to the host (its commands).
    @discardableResult
    public func handle(_ key: UIKey) -> Bool {
        let front = frontmost
        if key == .escape, front !== self {
            if let story = front as? StoryViewController { story.close() } else { front.dismiss(animated: true) }
            return true
        }
        if key == .escape, front === self, let navigation = selectedNavigation, navigation.viewControllers.count > 1 {
            navigation.popViewController(animated: true)
            return true
        }
        if front === self, selectedNavigation?.topViewController === search, isSearchTakingText || !Self.commandKeys.contains(key) {
            return search.handle(key)
        }
        return false
    }
}
