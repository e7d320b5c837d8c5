import Foundation
import Motion

/// Manages a view and its place in the app (UIKit's `UIViewController`): loads the view on first
/// use, hears its appearance and layout, presents and dismisses other controllers, and states
/// its status bar preference.
///
/// Appearance callbacks are balanced: a controller never gets two `viewWillAppear` without a
/// `viewDidAppear` (or a `viewWillDisappear` that cancels it) in between; see
/// ``AppearanceState``.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    /// A controller; its view loads on first use of ``view``. There are no nibs on Linux:
    /// `nibName` and `bundle` are accepted for UIKit's signature and ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller with no nib (`init(nibName: nil, bundle: nil)`).
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Nothing decodes controllers on Linux (there are no storyboards): always nil. Declared, as
    /// in UIKit, so subclasses written for iOS compile.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The view

    private var loadedView: UIView?

    /// The root view, loaded (``loadView()`` then ``viewDidLoad()``) on first access. Declared
    /// implicitly unwrapped, as UIKit declares it (so iOS code that tests it for nil compiles);
    /// it is never nil when read.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            if let loadedView { return loadedView }
            // loadView() did not set a view: fall back to a plain one, as UIKit would crash here.
            let fallback = UIView()
            install(fallback)
            return fallback
        }
        set { install(newValue ?? UIView()) }
    }

    /// The view if it was loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view was loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The next responder: the superview of this controller's view (UIKit's chain goes from a
    /// root view to its controller, then on to the view's superview).
    open override var next: UIResponder? { viewIfLoaded?.superview }

    /// Creates the view. The default makes a plain view the size of the screen
    /// (``UIScreen/main``), as UIKit does, so `viewDidLoad` can lay out against real bounds;
    /// override to build your own and assign it to ``view`` (without calling super).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// The view was loaded.
    open func viewDidLoad() {}

    /// Loads the view now if it has not been loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil { install(UIView(frame: UIScreen.main.bounds)) }
        viewDidLoad()
    }

    private var isLoadingView = false

    private func install(_ newView: UIView) {
        loadedView?.owningController = nil
        loadedView = newView
        newView.owningController = self
    }

    /// A title (tab bar items, the navigation bar and traces use it). Setting it sets the
    /// ``navigationItem``'s title too, as UIKit does.
    public var title: String? {
        didSet { if title != oldValue { createdNavigationItem?.title = title } }
    }
    /// The navigation item, once something read ``navigationItem``.
    var createdNavigationItem: UINavigationItem?
    /// This controller's tab in a ``UITabBarController`` (by default its title, no icon).
    public var tabBarItem: UITabBarItem?

    // MARK: Appearance and layout hooks

    /// The view is about to be shown.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is shown.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be hidden.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view is hidden.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The controller's view needs its constraints updated (before layout, once
    /// `view.setNeedsUpdateConstraints()` asked). Override to change constraints in one batch and
    /// call super last; the default runs the view's ``UIView/updateConstraints()``.
    open func updateViewConstraints() {
        view.updateConstraints()
    }

    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// The view's container is about to take a new size (a window resize or rotation); animate
    /// along with `coordinator`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The traits of the environment changed (the window crossed a size-class boundary, or its
    /// appearance changed); `previousTraitCollection` is what they were. Called on every
    /// controller in the window, parents before children, after ``viewWillTransition(to:with:)``.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits are about to change to `newCollection` (before ``viewWillTransition(to:with:)``,
    /// as UIKit); animate along with `coordinator`. The default tells the children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The traits of the window this controller's view is in (the main screen's window's, or
    /// an iPhone's in portrait, before it is in one), in the controller's appearance (see
    /// ``overrideUserInterfaceStyle``).
    public var traitCollection: UITraitCollection {
        let window = viewIfLoaded?.window ?? UIScreen.main.window
        return UIWindow.traits(for: window?.bounds.size ?? UIScreen.defaultBounds.size, scale: window?.screenScale ?? 2,
                               style: resolvedInterfaceStyle)
    }

    /// The appearance set on this controller; see ``overrideUserInterfaceStyle``.
    var interfaceStyleOverride: UIUserInterfaceStyle = .unspecified

    /// The registrations made with ``registerForTraitChanges(_:handler:)``.
    var traitRegistrations: [UITraitChangeRegistration] = []

    /// Where the appearance callbacks stand.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// Whether the pending appearance transition is animated (passed to the "did" callback).
    var appearanceTransitionIsAnimated = false

    // MARK: Containment

    /// Child controllers (a tab bar controller's tabs).
    public internal(set) var children: [UIViewController] = []
    /// The parent controller, if this one is a child.
    public internal(set) weak var parent: UIViewController?

    /// Adds a child controller (its view is added by the container). Calls the child's
    /// ``willMove(toParent:)`` first, as UIKit; the container calls ``didMove(toParent:)`` once
    /// the child's view is in place.
    public func addChild(_ child: UIViewController) {
        guard child !== self, !children.contains(where: { $0 === child }) else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent, then calls its ``didMove(toParent:)`` with nil,
    /// as UIKit (the container calls ``willMove(toParent:)`` with nil before).
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// This controller is about to be added to `parent`, or (nil) removed from its parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// This controller was added to `parent`, or (nil) removed from its parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Insets a container adds to the safe area of this child's view (a navigation controller's
    /// bar), on top of ``additionalSafeAreaInsets``, which stay the app's own.
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if containerSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    // MARK: Content scroll views

    /// The scroll views set with ``setContentScrollView(_:for:)``, per edge (held weakly).
    private weak var topContentScrollView: UIScrollView?
    private weak var bottomContentScrollView: UIScrollView?

    /// Sets the scroll view that bars observe at `edge` (`.top`, `.bottom` or `.all`; UIKit's
    /// `setContentScrollView(_:for:)`): a navigation bar collapses its large title as it
    /// scrolls. nil goes back to finding one automatically.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
    }

    /// Sets the scroll view bars observe at every edge.
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The scroll view bars observe at `edge` (`.top` or `.bottom`): the one set with
    /// ``setContentScrollView(_:for:)``, else the view itself when it is a scroll view, else the
    /// first scroll view found depth-first among its subviews, back to front (UIKit analyses
    /// the hierarchy in a way it does not document; see docs/porting.md). Override it to
    /// return nil and keep a large title from collapsing.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if edge == .top, let topContentScrollView { return topContentScrollView }
        if edge == .bottom, let bottomContentScrollView { return bottomContentScrollView }
        guard let view = viewIfLoaded else { return nil }
        return Self.firstScrollView(in: view)
    }

    private static func firstScrollView(in view: UIView) -> UIScrollView? {
        if let scrollView = view as? UIScrollView { return scrollView }
        for subview in view.subviews {
            if let found = firstScrollView(in: subview) { return found }
        }
        return nil
    }

    // MARK: Showing (see UIViewController+Navigation.swift)

    /// Shows `viewController` the way this controller's context shows things (UIKit's
    /// `show(_:sender:)`): inside a navigation controller it is pushed, otherwise presented
    /// (animated). A container may override it; ``UINavigationController`` pushes.
    open func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.show(viewController, sender: sender)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Shows `viewController` as the detail of a split interface (UIKit's
    /// `showDetailViewController(_:sender:)`). There is no split view controller here: as
    /// UIKit does outside one, the controller is presented (animated).
    open func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        present(viewController, animated: true)
    }

    // MARK: Presentation state (see UIViewController+Presentation.swift)

    /// How this controller is presented when it is the presented one.
    public var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The built-in animation used when no transitioning delegate supplies one.
    public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The transition this controller prefers when presented or pushed (iOS 18's
    /// `preferredTransition`): `.zoom(sourceViewProvider:)`, or a modal style. A delegate's
    /// animator wins over it.
    public var preferredTransition: Transition?
    /// Supplies the presentation controller, animators and interaction controllers for
    /// `.custom` presentations (held weakly, as UIKit; a controller may be its own).
    public weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The size this controller's content would like when presented as a form sheet or a
    /// popover (`.zero`: the style's default).
    public var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { activePresentationController?.containerView?.setNeedsLayout() } }
    }
    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this controller
    /// or one inside it covers this controller's view (rather than an ancestor's).
    public var definesPresentationContext = false
    /// Whether the presentation context this controller defines also decides the transition
    /// style (this controller's ``modalTransitionStyle`` replaces the presented one's).
    public var providesPresentationContextTransitionStyle = false
    /// Whether the user is kept from dismissing this presented controller (dragging a sheet
    /// down, tapping outside a popover); the presentation controller's delegate hears
    /// `presentationControllerDidAttemptToDismiss` instead. `dismiss(animated:)` still works.
    public var isModalInPresentation = false
    /// Whether this presented controller decides the status bar appearance although it does not
    /// cover the screen (`.custom` and `.overFullScreen` presentations).
    public var modalPresentationCapturesStatusBarAppearance = false
    /// UIKit's deprecated scroll view inset switch; accepted and ignored (insets are never
    /// adjusted; see ``UIScrollView/contentInsetAdjustmentBehavior``).
    public var automaticallyAdjustsScrollViewInsets = true
    /// The controller that presented this one, or the nearest ancestor (`parent`) that was
    /// presented: a controller inside a presented navigation controller reads its presenter,
    /// as UIKit documents. Nil when neither it nor an ancestor was presented.
    public var presentingViewController: UIViewController? {
        presentingController ?? parent?.presentingViewController
    }
    /// The controller this one presents, or the one the nearest ancestor (`parent`) presents
    /// (UIKit: "presented by this view controller, or one of its ancestors"): a controller in
    /// a navigation stack that calls `present` reads what its navigation controller presents.
    public var presentedViewController: UIViewController? {
        presentedController ?? parent?.presentedViewController
    }
    /// The controller that presented this one itself (not an ancestor's presenter).
    weak var presentingController: UIViewController?
    /// The controller this one presents itself (not one an ancestor presents).
    var presentedController: UIViewController?
    /// The presentation controller managing this controller's presentation while it is presented
    /// (and during its transitions), or the nearest parent's, as in UIKit.
    ///
    /// Before it is presented, reading this creates the controller its built-in
    /// ``modalPresentationStyle`` will be presented with, as UIKit does, so it can be configured
    /// first; the presentation then uses that one. A `.custom` presentation's controller comes
    /// from the transitioning delegate when the presentation starts, so it reads nil until then.
    public var presentationController: UIPresentationController? {
        if let activePresentationController { return activePresentationController }
        var ancestor = parent
        while let current = ancestor {
            if let active = current.activePresentationController { return active }
            ancestor = current.parent
        }
        let style = UIWindow.effectiveStyle(of: self)
        guard style != .custom else { return nil }
        if let preparedPresentationController, preparedPresentationController.presentationStyle == style {
            return preparedPresentationController
        }
        let prepared = UIWindow.builtInPresentationController(for: style, presented: self, presenting: nil)
        prepared.presentationStyle = style
        preparedPresentationController = prepared
        return prepared
    }
    /// The presentation controller of the presentation in flight or on screen (set by the window).
    var activePresentationController: UIPresentationController?
    /// A built-in presentation controller created by reading ``presentationController`` before
    /// presenting, used by the next presentation if its style still matches.
    var preparedPresentationController: UIPresentationController?
    /// The coordinator of the transition in flight that involves this controller or, as in
    /// UIKit, the nearest of its parents that one involves (a tab's controller sees the
    /// transition of the tab bar controller it is in); nil when none is in flight.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        ownTransitionCoordinator ?? parent?.transitionCoordinator
    }
    /// The transition in flight that involves this controller itself (set by the window, which
    /// owns it: weak, since the transition holds this controller).
    weak var ownTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?

    /// Insets added to the safe area of this controller's view (a custom bar inside it, say).
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the root view's layout margins are at least ``systemMinimumLayoutMargins``
    /// (default true, as in UIKit); false leaves them as the view's own.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// The least layout margins of the root view (UIKit's `systemMinimumLayoutMargins`): none
    /// at the top and bottom, 16 points at the sides of a view narrower than 414 points (an
    /// iPhone's portrait width), 20 on wider ones, as on iOS.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewIfLoaded?.bounds.width ?? 0) >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The safe area of the view changed (called when the view lays out next).
    open func viewSafeAreaInsetsDidChange() {}

    /// The layout margins of the view changed.
    open func viewLayoutMarginsDidChange() {}

    // MARK: Status bar (see UIViewController+StatusBar.swift)

    /// Whether this controller wants the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's colours this controller wants (default: dark content).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How showing or hiding the bar animates when ``setNeedsStatusBarAppearanceUpdate()`` runs
    /// in an animation block (default `.fade`, as UIKit): `.fade` fades it, `.slide` also moves
    /// it up out of the screen, `.none` changes it at once.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// A child that decides the status bar instead (a tab bar controller's selected tab).
    open var childForStatusBarAppearance: UIViewController? { nil }
}
