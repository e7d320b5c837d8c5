import Foundation

/// A scene that shows windows (UIKit's `UIWindowScene`): the scene of every session here.
/// Its windows are those made with `UIWindow(windowScene:)` or given it through
/// ``UIWindow/windowScene``, while they are alive.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// Windows attached to the scene, oldest first (held weakly).
    private var attached: [WeakSceneWindow] = []

    /// A window scene for a session. UIKit makes scenes; an app does not.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// Nothing decodes scenes on Linux: always nil.
    public required init?(coder: NSCoder) { nil }

    /// The scene's windows, oldest first, while they are alive.
    public var windows: [UIWindow] { attached.compactMap(\.window) }

    /// The scene's key window (nil when none of its windows is key).
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// The screen the scene is shown on.
    public var screen: UIScreen { UIScreen.main }

    /// The traits of the scene's key window (or its first window; the screen's defaults
    /// without one).
    public var traitCollection: UITraitCollection {
        (keyWindow ?? windows.first)?.traitCollection ?? UITraitCollection()
    }

    /// Adds a window (once); ``UIWindow/windowScene`` calls it.
    func attach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
        attached.append(WeakSceneWindow(window: window))
    }

    /// Removes a window; ``UIWindow/windowScene`` calls it.
    func detach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
    }
}

/// A window held weakly by its scene.
private struct WeakSceneWindow {
    weak var window: UIWindow?
}
