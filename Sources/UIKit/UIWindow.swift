import Foundation
import Motion

/// The root of a view tree shown on a screen (UIKit's `UIWindow`). Its bounds are the screen in
/// points; the host sizes it and ticks its ``clock``.
open class UIWindow: UIView {
    /// Time for everything in this window.
    public let clock = FrameClock()
    /// The renderer's text measurer, for labels' ``UILabel/sizeThatFits(_:)``.
    public var textMeasurer: (any TextMeasuring)?
    /// Where Auto Layout's messages about this window's views go ("Unable to simultaneously
    /// satisfy constraints", constraints that cannot be activated). Nil (the default) writes
    /// them to standard error, as UIKit writes them to the console.
    public var layoutMessageHandler: (@MainActor (String) -> Void)?
    /// The screen scale (pixels per point) the window is shown at.
    public var screenScale: Double = 2
    /// Storage for ``snapshotter``.
    weak var snapshotRenderer: (any SnapshotRendering)?

    /// A window of the given size in points (negative and NaN sizes become 0).
    public init(size: CGSize) {
        let width = size.width.isFinite ? Swift.max(0, size.width) : 0
        let height = size.height.isFinite ? Swift.max(0, size.height) : 0
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        withoutNotingAppearance { backgroundColor = .systemBackground }
        statusBar.frame = CGRect(x: 0, y: 0, width: width, height: StatusBar.height)
        statusBar.autoresizingMask = [.flexibleWidth]
        statusBar.isHidden = true
        addSubview(statusBar)
        if !UIScreen.main.followsKeyWindow { UIScreen.main.follow(self) }
    }

    /// A window with the frame's size (UIKit's `UIWindow(frame: UIScreen.main.bounds)`); a
    /// window's origin is always the screen's.
    public convenience override init(frame: CGRect) {
        self.init(size: frame.isFinite && !frame.isNull ? frame.standardized.size : .zero)
    }

    /// A window in a scene, the size of its screen (UIKit's `UIWindow(windowScene:)`: what a
    /// scene delegate makes in `scene(_:willConnectTo:options:)`).
    public convenience init(windowScene: UIWindowScene) {
        self.init(size: windowScene.screen.bounds.size)
        // (An initializer's own assignment runs no observer: the scene is told here.)
        self.windowScene = windowScene
        windowScene.attach(self)
    }

    /// The scene the window belongs to (nil for a window of an app without scenes). Setting it
    /// moves the window to that scene's ``UIWindowScene/windows``.
    public weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    /// The parts of the screen content should keep clear of: the status bar and sensor housing
    /// at the top (47 points) and the home indicator at the bottom (34), as on the 390 × 844
    /// iPhone Today imitates. A host may set other insets (0 for a desktop-like window).
    public var screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) {
        didSet { if screenSafeAreaInsets != oldValue { setNeedsLayout() } }
    }

    /// Whether this is the key window (the one ``UIScreen/main`` follows).
    public private(set) var isKeyWindow = false

    /// Makes this the key window (the previous key window resigns): ``UIScreen/main`` reports
    /// its size and scale from now on.
    public func makeKey() {
        guard !isKeyWindow else { return }
        UIScreen.main.keyWindow?.resignKey()
        isKeyWindow = true
        UIScreen.main.follow(self)
        UIApplication.shared.remember(self)
    }

    /// Stops being the key window (another window was made key).
    public func resignKey() {
        isKeyWindow = false
    }

    /// Makes this the key window and shows it (UIKit's; windows here are always shown).
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        rootViewController?.loadViewIfNeeded()
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Resizes the window (a host's window was resized); subviews follow their autoresizing
    /// masks and layout runs at the next frame.
    /// Controllers hear `viewWillTransition(to:with:)` first (root, then each presentation
    /// controller).
    public func resize(to size: CGSize) {
        let width = size.width.isFinite ? Swift.max(0, size.width) : 0
        let height = size.height.isFinite ? Swift.max(0, size.height) : 0
        guard width != bounds.width || height != bounds.height else { return }
        notifySizeTransition(to: CGSize(width: width, height: height)) {
            frame = CGRect(x: 0, y: 0, width: width, height: height)
        }
    }

    /// Where each active touch goes: its hit view and the recognizers that see it.
    var touchRecords: [Int: TouchRecord] = [:]
    /// The responder typed text goes to (see `UIWindow+TextInput.swift`); the window is its
    /// only owner.
    weak var currentFirstResponder: UIResponder?
    /// The controller whose view fills the window (see `UIWindow+ViewControllers.swift`).
    public var rootViewController: UIViewController? {
        didSet {
            // The window itself takes the appearance proxies' settings when it gets its root
            // (its subviews take them as they enter it).
            applyAppearanceIfNeeded()
            rootViewControllerDidChange(from: oldValue)
        }
    }
    /// The status bar, drawn above everything (see ``updateStatusBarAppearance()``).
    public let statusBar = StatusBar()
    /// The status bar: on iOS the system draws it, over the app's windows.
    override var systemOverlays: [UIView] { [statusBar] }
    /// The presentation, dismissal, push or pop in flight (see `UIWindow+Transitions.swift`).
    public internal(set) var activeTransition: Transition?
    /// Transitions requested while another was in flight, in order.
    var queuedTransitions: [@MainActor (UIWindow) -> Void] = []
    /// Presentation and dismissal `WillBegin` hooks sent, and their `DidEnd`s (for the
    /// ``InvariantChecker``: every begun hook ends, or its transition is in flight).
    public internal(set) var transitionHooksBegun = 0
    /// See ``transitionHooksBegun``.
    public internal(set) var transitionHooksEnded = 0
    /// Whether a transition waits behind the active one.
    public var hasQueuedTransitions: Bool { !queuedTransitions.isEmpty }
    /// Whether any view has a running animation.
    public var hasRunningAnimations: Bool { viewsWithAnimations.contains { $0.animations.contains(where: \.isRunning) } }

    /// Views with running animations (checked every tick for finished ones).
    var animatingViews: [UIView] = []

    /// A window is the clock of its views' animations: once it is gone they can never finish, so
    /// their completions are let go without being called. (A completion usually holds the
    /// transition context, which holds the controllers that own the animating views: dropped
    /// mid-transition, the window left that cycle alive for ever.)
    isolated deinit {
        for view in animatingViews { view.discardAnimations() }
        discardAnimations()
    }
    /// Recognizers tracking touches, or waiting for a next tap, in the order they started.
    var trackedRecognizers: [UIGestureRecognizer] = []

    /// How many frames have been committed: ticked and laid out, ready to draw (a standalone
    /// layer that joined before the last commit has been on screen, and animates implicitly).
    private(set) var committedFrames = 0

    /// One frame's work before drawing: advance the clock (animations and scrolling move), run
    /// the pending layout, and commit (Core Animation's implicit transaction ends).
    public func tick(elapsed: Double) {
        clock.advance(by: elapsed)
        finishAnimations()
        for recognizer in trackedRecognizers { recognizer.clockDidTick(to: clock.time) }
        deliverHeldTouches()
        resetFinishedRecognizers()
        layoutIfNeeded()
        committedFrames += 1
        CATransaction.endImplicitTransaction()
    }
}
