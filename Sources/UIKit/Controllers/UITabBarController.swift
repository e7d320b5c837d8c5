import Foundation
import Motion

/// Switches between child controllers with a tab bar (UIKit's `UITabBarController`). The
/// selected child's view fills the controller's view, under the bar; the bar is an ordinary
/// view, so a transition can slide it off screen by animating its frame.
open class UITabBarController: UIViewController {
    /// The bar.
    public let tabBar = UITabBar()

    /// The tabs' controllers (nil until set, as UIKit); setting them shows the first, or keeps
    /// the selected index if it is still valid.
    public var viewControllers: [UIViewController]? {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    private var storedViewControllers: [UIViewController]?
    /// The tabs' controllers, none when unset.
    private var tabs: [UIViewController] { storedViewControllers ?? [] }

    /// Sets the tabs' controllers (`animated` is accepted for UIKit's signature; the switch is
    /// immediate).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = tabs
        storedViewControllers = viewControllers
        for controller in old where !tabs.contains(where: { $0 === controller }) {
            if controller.viewIfLoaded?.superview != nil { controller.viewIfLoaded?.removeFromSuperview() }
            controller.removeFromParent()
        }
        for child in tabs { addChild(child) }
        tabBar.items = tabs.map { $0.tabBarItem ?? UITabBarItem(title: $0.title ?? "") }
        let index = tabs.indices.contains(selectedIndex) ? selectedIndex : 0
        showChild(at: index, previous: nil)
    }

    /// The selected tab's index (out-of-range values are ignored).
    public var selectedIndex: Int = 0 {
        didSet {
            guard tabs.indices.contains(selectedIndex) else {
                selectedIndex = oldValue
                return
            }
            if selectedIndex != oldValue { showChild(at: selectedIndex, previous: oldValue) }
        }
    }

    /// The selected tab's controller.
    public var selectedViewController: UIViewController? {
        tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
    }

    /// The selected tab decides the status bar.
    open override var childForStatusBarAppearance: UIViewController? { selectedViewController }

    /// A view with the bar along the bottom.
    open override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        tabBar.onSelect = { [weak self] index in self?.selectedIndex = index }
        root.addSubview(tabBar)
        view = root
    }

    /// Keeps the bar at the bottom and the selected child filling the view. A bar that is not
    /// in the controller's view (an app moved it elsewhere for a while) is left where it is.
    open override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        if tabBar.superview === view {
            tabBar.frame = CGRect(x: 0, y: bounds.height - UITabBar.height, width: bounds.width, height: UITabBar.height)
        }
        if let child = selectedViewController?.viewIfLoaded, child.superview === view {
            child.frame = bounds
        }
    }

    private func showChild(at index: Int, previous: Int?) {
        guard isViewLoaded || previous == nil else { return }
        let appearing = tabs.indices.contains(index) ? tabs[index] : nil
        let leaving = previous.flatMap { tabs.indices.contains($0) ? tabs[$0] : nil }
        let onScreen = view.window != nil
        if onScreen { leaving?.beginAppearanceTransition(false, animated: false) }
        leaving?.viewIfLoaded?.removeFromSuperview()
        if let appearing {
            if onScreen { appearing.beginAppearanceTransition(true, animated: false) }
            let childView: UIView = appearing.view
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
