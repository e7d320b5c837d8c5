import Foundation
import Motion

/// A stack of controllers shown one at a time under a bar (UIKit's `UINavigationController`).
/// Pushing slides a controller in over the top one; popping slides it back out; the bar shows
/// the top controller's ``UIViewController/navigationItem`` with a back button naming the one
/// below; a swipe from the left edge pops interactively.
///
/// ## The order of a push or a pop
///
/// Animated or not, while the controller is in a window (UIKit documents only the delegate's
/// part; the rest is what it does):
/// 1. `navigationController(_:willShow:animated:)`;
/// 2. `navigationController(_:animationControllerFor:from:to:)`, then
///    `navigationController(_:interactionControllerFor:)` (animated only);
/// 3. ``viewControllers`` already holds the new stack; the leaving controller's
///    `viewWillDisappear`, then the arriving one's `viewWillAppear`;
/// 4. a layout pass, then the animator's `animateTransition(using:)` (or the interaction's
///    `startInteractiveTransition(_:)`), with the bar's cross-fade along;
/// 5. the animator calls `completeTransition(_:)`: only the top controller's view stays in the
///    container (a cancelled pop puts the old stack, bar and views back exactly);
/// 6. the alongside completions; `viewDidDisappear`, `viewDidAppear` (a cancel first sends the
///    opposite "will" to each, so every "will" has one "did");
/// 7. `navigationController(_:didShow:animated:)` (only when it completed);
/// 8. `animationEnded(_:)`, then the window's next queued transition.
///
/// Pushes and pops run through the same ``Transition`` as presentations, one at a time per
/// window: a request made while another transition is in flight waits for it (and then reads
/// the stack as it is). Out of a window, the stack changes at once with no callbacks.
open class UINavigationController: UIViewController {
    /// What a transition does to the stack (UIKit's `UINavigationController.Operation`).
    public enum Operation: Int, Hashable, Sendable {
        /// Nothing.
        case none
        /// A controller is pushed onto the stack.
        case push
        /// Controllers are popped off the stack.
        case pop
    }

    /// The bar.
    public let navigationBar = UINavigationBar()
    /// Hears the changes and supplies custom animators (held weakly, as UIKit).
    public weak var delegate: (any UINavigationControllerDelegate)?
    /// The swipe from the left edge that pops interactively (nil until the view loads).
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

    /// Why a push or a pop was refused last (nil when none was).
    public internal(set) var lastRefusal: StackRefusal?
    /// The stack, root first (see `UINavigationController+Stack.swift` for how it changes).
    var stack: [UIViewController] = []
    /// The view the top controller's view sits in, and transitions run in.
    let transitionView = UIView()
    /// The edge swipe's interaction while it drives a pop.
    var popInteraction: NavigationPopInteraction?
    /// The large title's extent the bar keeps while a push or a pop has not yet started
    /// animating it (the leaving controller's; nil: the top controller's, as it scrolls).
    var heldLargeTitleExtent: CGFloat?
    /// The scroll view whose scrolling collapses the large title (the top controller's
    /// ``UIViewController/contentScrollView(for:)``).
    private weak var observedScrollView: UIScrollView?

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller (`nibName` and `bundle` are ignored: there are no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
    }

    /// Nothing decodes controllers on Linux (there are no storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    // MARK: The stack

    /// The controllers on the stack, root first. Setting it is ``setViewControllers(_:animated:)``
    /// without animation.
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Pushes `viewController` onto the stack and shows it: animated, with the delegate's
    /// animator or the built-in slide from the right. A controller already on the stack, a
    /// navigation controller or a presented controller is refused (see ``lastRefusal``).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        changeStack(to: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it (nil when it is the root, or when the pop waits
    /// for a transition in flight).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else {
            lastRefusal = .nothingToPop
            return nil
        }
        return changeStack(to: Array(stack.dropLast()), animated: animated) ? top : nil
    }

    /// Pops every controller above the root and returns them, bottom first (nil when the root
    /// is on top, or when the pop waits for a transition in flight).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first (nil when it
    /// is not on the stack, is already on top, or the pop waits for a transition in flight).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else {
            lastRefusal = .nothingToPop
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        return changeStack(to: Array(stack[...index]), animated: animated) ? popped : nil
    }

    /// Replaces the stack. Animated, a new top controller is pushed when it was not on the
    /// stack and popped to when it was; an unchanged top changes the stack at once.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        changeStack(to: viewControllers, animated: animated)
    }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { stack.last }

    /// The controller whose view is shown: what the top controller presents, if anything,
    /// else the top controller.
    public var visibleViewController: UIViewController? {
        guard let top = stack.last else { return nil }
        var visible = top
        while let presented = visible.presentedController { visible = presented }
        return visible
    }

    // MARK: The bar

    /// Whether the bar is hidden (setting it is ``setNavigationBarHidden(_:animated:)`` without
    /// animation).
    public var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    private var barHidden = false

    /// Hides or shows the bar; animated, it slides up out of the view (or back down) over
    /// `UINavigationController.hideShowBarDuration`, and the top controller's safe area follows.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard isViewLoaded else { return }
        let change = {
            self.layoutBarAndChildren()
        }
        if animated {
            UIView.animate(withDuration: Self.hideShowBarDuration, animations: change)
        } else {
            UIView.performWithoutAnimation(change)
        }
    }

    /// How long hiding or showing the bar takes when animated: 0.2 s, UIKit's
    /// `UINavigationControllerHideShowBarDuration`.
    public static let hideShowBarDuration = 0.2

    // MARK: The view

    /// A view holding the transition view (filling it) and the bar along the top, with the
    /// edge-swipe recognizer.
    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        transitionView.frame = root.bounds
        root.addSubview(transitionView)
        root.addSubview(navigationBar)
        let edgeSwipe = UIScreenEdgePanGestureRecognizer(edges: .left) { [weak self] recognizer in
            self?.edgeSwipeChanged(recognizer)
        }
        edgeSwipe.name = "interactivePop"
        root.addGestureRecognizer(edgeSwipe)
        interactivePopGestureRecognizer = edgeSwipe
        view = root
        if let top = stack.last {
            let topView: UIView = top.view
            topView.frame = transitionView.bounds
            transitionView.addSubview(topView)
            top.didMove(toParent: self)
        }
    }

    /// Keeps the bar under the status bar, the transition view filling the view and the top
    /// controller's view filling it (unless a transition is moving it).
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutBarAndChildren()
    }

    /// The top controller decides the status bar.
    open override var childForStatusBarAppearance: UIViewController? { stack.last }

    /// Pushes: `viewController` goes on top of the stack (see ``pushViewController(_:animated:)``).
    open override func show(_ viewController: UIViewController, sender: Any?) {
        pushViewController(viewController, animated: true)
    }

    /// Places the bar (above the view when hidden) and sets the controllers' safe-area insets
    /// for it: the bar's row, and the expanded large-title area for a controller whose title
    /// shows large (the inset stays expanded while the title collapses; see docs/porting.md).
    func layoutBarAndChildren() {
        let bounds = view.bounds
        transitionView.frame = bounds
        layoutBar()
        for (index, controller) in stack.enumerated() {
            let large = navigationBar.showsLargeTitle(forItemAt: index) ? UINavigationBar.largeTitleHeight : 0
            controller.containerSafeAreaInsets = UIEdgeInsets(top: barHidden ? 0 : UINavigationBar.height + large, left: 0, bottom: 0, right: 0)
        }
        if view.window?.activeTransition?.toViewController !== stack.last, let topView = stack.last?.viewIfLoaded,
           topView.superview === transitionView {
            topView.frame = transitionView.bounds
        }
        observeContentScrollView()
    }

    /// Places the bar: under the status bar (above the view when hidden), as tall as its row
    /// and what shows of the top controller's large title (or ``heldLargeTitleExtent``).
    private func layoutBar() {
        let top = view.safeAreaInsets.top
        let height = UINavigationBar.height + (heldLargeTitleExtent ?? largeTitleExtent(for: stack.last))
        navigationBar.backgroundExtension = top
        navigationBar.frame = CGRect(x: 0, y: barHidden ? -height : top, width: view.bounds.width, height: height)
        navigationBar.alpha = barHidden ? 0 : 1
    }

    /// How much of `controller`'s large title shows: none when it shows none; else the expanded
    /// height less how far its content scroll view has scrolled from the top of its content
    /// (more when pulled down past it, none once scrolled that far).
    func largeTitleExtent(for controller: UIViewController?) -> CGFloat {
        guard let controller, let index = stack.firstIndex(where: { $0 === controller }),
              navigationBar.showsLargeTitle(forItemAt: index) else { return 0 }
        guard let scrollView = controller.contentScrollView(for: .top) else { return UINavigationBar.largeTitleHeight }
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        return Swift.max(0, UINavigationBar.largeTitleHeight - scrolled)
    }

    /// Follows the top controller's content scroll view (and stops following the previous one).
    private func observeContentScrollView() {
        let scrollView = stack.last?.contentScrollView(for: .top)
        guard scrollView !== observedScrollView else { return }
        observedScrollView?.scrollObservers[ObjectIdentifier(self)] = nil
        observedScrollView = scrollView
        scrollView?.scrollObservers[ObjectIdentifier(self)] = { [weak self] _ in self?.contentScrolled() }
    }

    /// The top controller's content scrolled: the bar follows it at once (a push or a pop in
    /// flight animates the bar itself).
    private func contentScrolled() {
        guard heldLargeTitleExtent == nil, view.window?.activeTransition?.containerView !== transitionView else { return }
        UIView.performWithoutAnimation { layoutBar() }
    }

    private func edgeSwipeChanged(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        if recognizer.state == .began {
            guard popInteraction == nil, stack.count > 1, let window = view.window, window.activeTransition == nil,
                  stack.last?.presentedController == nil else { return }
            let interaction = NavigationPopInteraction()
            popInteraction = interaction
            changeStack(to: Array(stack.dropLast()), animated: true, edgeInteraction: interaction)
        }
        popInteraction?.follow(recognizer, width: view.bounds.width)
    }
}
