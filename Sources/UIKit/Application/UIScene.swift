import Foundation

/// One instance of the app's interface (UIKit's `UIScene`): made by ``UIApplication`` for its
/// session when the app launches, told to its ``delegate`` as it connects, comes to the front,
/// goes to the background and disconnects.
///
/// Today shows one scene at a time, a ``UIWindowScene`` (``UIApplication/supportsMultipleScenes``
/// is false). Its ``activationState`` follows the app's: the host's window hidden and shown,
/// the app launched and terminated.
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// The session the scene shows.
    public let session: UISceneSession
    /// The scene's delegate. The scene keeps it (as UIKit's does).
    public var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life: unattached until the app connects it and after it
    /// disconnects; while connected, the application's state (one source of truth: the
    /// application's ``UIApplication/applicationState``).
    public var activationState: ActivationState {
        switch connectedApplication?.applicationState {
        case nil: .unattached
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
    }
    /// The application the scene is connected to (nil: unattached); the application sets it.
    weak var connectedApplication: UIApplication?
    /// The scene's title (nil until set; a window manager would show it).
    public var title: String?

    /// A scene for a session. UIKit makes scenes; an app does not.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Nothing decodes scenes on Linux: always nil.
    public required init?(coder: NSCoder) { nil }

    /// Where a scene is in its life (UIKit's `UIScene.ActivationState`).
    public enum ActivationState: Int, Hashable, Sendable {
        /// Not connected to the app (before it connects, after it disconnects).
        case unattached = -1
        /// In front, receiving events.
        case foregroundActive = 0
        /// In front but not receiving events: connecting, or on its way to or from the background.
        case foregroundInactive = 1
        /// Not shown.
        case background = 2
    }

    /// What the scene was opened with (UIKit's `UIScene.ConnectionOptions`). A Linux app is
    /// opened by its command line alone: nothing here.
    @MainActor @preconcurrency
    open class ConnectionOptions: NSObject {
        /// No options.
        public override init() { super.init() }
    }
}
