import Motion

/// Switches between child controllers with a tab bar (UIKit's `UITabBarController`). The
/// selected child's view fills the controller's view, under the bar; the bar is an ordinary
/// view, so a transition can slide it off screen by animating its frame.
open class UITabBarController: UIViewController {
    /// The bar.
    public let tabBar = UITabBar()

    /// The tabs' controllers; setting them shows the first (or keeps the index if valid).
    public var viewControllers: [UIViewController] = [] {
        didSet {
            for old in oldValue where !viewControllers.contains(where: { $0 === old }) {
                if old.viewIfLoaded?.superview != nil { old.viewIfLoaded?.removeFromSuperview() }
                old.removeFromParent()
            }
            for child in viewControllers { addChild(child) }
            tabBar.items = viewControllers.map { $0.tabBarItem ?? UITabBarItem(title: $0.title ?? "") }
            let index = viewControllers.indices.contains(selectedIndex) ? selectedIndex : 0
            showChild(at: index, previous: nil)
        }
    }

    /// The selected tab's index (out-of-range values are ignored).
    public var selectedIndex: Int = 0 {
        didSet {
            guard viewControllers.indices.contains(selectedIndex) else {
                selectedIndex = oldValue
                return
            }
            if selectedIndex != oldValue { showChild(at: selectedIndex, previous: oldValue) }
        }
    }

    /// The selected tab's controller.
    public var selectedViewController: UIViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// The selected tab decides the status bar.
    open override var childForStatusBarAppearance: UIViewController? { selectedViewController }

    /// A tab bar controller.
    public override init() {
        super.init()
    }

    /// A view with the bar along the bottom.
    open override func loadView() {
        let root = UIView()
        root.backgroundColor = .white
        tabBar.onSelect = { [weak self] index in self?.selectedIndex = index }
        root.addSubview(tabBar)
        view = root
    }

    /// Keeps the bar at the bottom and the selected child filling the view. A bar that is not
    /// in the controller's view (an app moved it elsewhere for a while) is left where it is.
    open override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        if tabBar.superview === view {
            tabBar.frame = Rect(x: 0, y: bounds.height - UITabBar.height, width: bounds.width, height: UITabBar.height)
        }
        if let child = selectedViewController?.viewIfLoaded, child.superview === view {
            child.frame = bounds
        }
    }

    private func showChild(at index: Int, previous: Int?) {
        guard isViewLoaded || previous == nil else { return }
        let appearing = viewControllers.indices.contains(index) ? viewControllers[index] : nil
        let leaving = previous.flatMap { viewControllers.indices.contains($0) ? viewControllers[$0] : nil }
        let onScreen = view.window != nil
        if onScreen { leaving?.beginAppearanceTransition(false, animated: false) }
        leaving?.viewIfLoaded?.removeFromSuperview()
        if let appearing {
            if onScreen { appearing.beginAppearanceTransition(true, animated: false) }
            let childView = appearing.view
            childView.frame = view.bounds
            view.insertSubview(childView, belowSubview: tabBar)
        }
        tabBar.selectedIndex = index
        if onScreen {
            leaving?.endAppearanceTransition()
            appearing?.endAppearanceTransition()
            setNeedsStatusBarAppearanceUpdate()
        }
        view.setNeedsLayout()
    }
}
