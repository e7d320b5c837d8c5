import Foundation

/// The running app (UIKit's `UIApplication`): its delegate, its windows and its state.
///
/// ``shared`` is UIKit's second global, beside ``UIScreen/main``: iOS code reaches the app
/// through it (`UIApplication.shared.delegate`, `UIApplication.shared.windows`). On iOS,
/// `UIApplicationMain` creates it; here it exists from first use, so tests can read it, and the
/// host that runs an app (`UIKitHost`'s `UIApplicationMain`) drives its life cycle through
/// ``launch(delegate:options:)`` and the other state moves in `UIApplication+Lifecycle.swift`.
///
/// Principal classes (a `UIApplication` subclass named to `UIApplicationMain`) are not
/// supported: there is one application object.
@MainActor @preconcurrency
public final class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()

    /// The app delegate. Unlike UIKit (which leaves ownership to `UIApplicationMain`), the
    /// application keeps it: on Linux nothing else would.
    public var delegate: (any UIApplicationDelegate)?

    /// Where the app is in its life cycle (see ``UIApplication/State``).
    public internal(set) var applicationState: State = .inactive

    /// Whether ``launch(delegate:options:)`` ran.
    public internal(set) var hasLaunched = false

    /// The scenes connected to the app: the one scene of an app that uses scenes, from its
    /// launch to its termination; none otherwise.
    public internal(set) var connectedScenes: Set<UIScene> = []

    /// The sessions the app has open: its scene's, while it runs.
    public internal(set) var openSessions: Set<UISceneSession> = []

    /// Whether the app can show several scenes at once: never here (one window, one scene).
    public var supportsMultipleScenes: Bool { false }

    /// Windows that were made key or visible, oldest first, while they are alive (held weakly).
    private var knownWindows: [WeakWindow] = []

    private override init() { super.init() }

    /// The application is never decoded: always nil.
    public required init?(coder: NSCoder) { nil }

    /// The app's windows, oldest first: those made key or visible and still alive.
    public var windows: [UIWindow] { knownWindows.compactMap(\.window) }

    /// The key window (the one made key most recently and still alive).
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// Adds a window that was made key or visible (once).
    func remember(_ window: UIWindow) {
        knownWindows.removeAll { $0.window == nil || $0.window === window }
        knownWindows.append(WeakWindow(window: window))
    }

    /// The responder after the application: its delegate, when that is a responder.
    public override var next: UIResponder? { delegate as? UIResponder }
}

/// A window held weakly.
private struct WeakWindow {
    weak var window: UIWindow?
}
