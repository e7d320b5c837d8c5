/// The host's side of the app's life cycle: a host (the SDL window, the headless recorder)
/// launches the app and reports the window being hidden, shown and closed. Each move tells the
/// delegate in UIKit's order and asserts that it is legal from the current state. An app that
/// uses scenes hears each move through its scene's delegate instead (UIKit does not call the
/// app delegate's `applicationDidBecomeActive(_:)` family then), and its scene's
/// ``UIScene/activationState`` is read from ``applicationState``.
extension UIApplication {
    /// Launches the app: the delegate hears `application(_:willFinishLaunchingWithOptions:)`,
    /// then `application(_:didFinishLaunchingWithOptions:)`, then `applicationDidBecomeActive`.
    /// An app that uses scenes (see ``UISceneConfiguration``) hears
    /// `application(_:configurationForConnecting:options:)` instead of the last, and its scene
    /// delegate `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and
    /// `sceneDidBecomeActive(_:)`.
    ///
    /// - Returns: false when either launch hook returned false (the app refused to launch).
    @discardableResult
    public func launch(delegate: any UIApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil) -> Bool {
        precondition(!hasLaunched, "UIApplication: launched while running (terminate() first)")
        hasLaunched = true
        self.delegate = delegate
        guard delegate.application(self, willFinishLaunchingWithOptions: options),
            delegate.application(self, didFinishLaunchingWithOptions: options)
        else { return false }
        if let scene = connectScene(for: delegate) {
            scene.delegate?.sceneWillEnterForeground(scene)
            applicationState = .active
            scene.delegate?.sceneDidBecomeActive(scene)
        } else {
            applicationState = .active
            delegate.applicationDidBecomeActive(self)
        }
        return true
    }

    /// The app's window was hidden (minimised): `applicationWillResignActive`, then
    /// `applicationDidEnterBackground`. Nothing happens when it is already in the background.
    public func enterBackground() {
        guard applicationState != .background else { return }
        precondition(hasLaunched, "UIApplication: entered the background before launching")
        if applicationState == .active {
            applicationState = .inactive
            if let scene = connectedScene {
                scene.delegate?.sceneWillResignActive(scene)
            } else {
                delegate?.applicationWillResignActive(self)
            }
        }
        applicationState = .background
        if let scene = connectedScene {
            scene.delegate?.sceneDidEnterBackground(scene)
        } else {
            delegate?.applicationDidEnterBackground(self)
        }
    }

    /// The app's window is shown again: `applicationWillEnterForeground`, then
    /// `applicationDidBecomeActive`. Nothing happens when it is already active.
    public func enterForeground() {
        guard applicationState != .active else { return }
        precondition(hasLaunched, "UIApplication: entered the foreground before launching")
        if applicationState == .background {
            applicationState = .inactive
            if let scene = connectedScene {
                scene.delegate?.sceneWillEnterForeground(scene)
            } else {
                delegate?.applicationWillEnterForeground(self)
            }
        }
        applicationState = .active
        if let scene = connectedScene {
            scene.delegate?.sceneDidBecomeActive(scene)
        } else {
            delegate?.applicationDidBecomeActive(self)
        }
    }

    /// The app is quitting (its window closed): it leaves the foreground if it is there, its
    /// scene (if it has one) disconnects (`sceneDidDisconnect(_:)`, the scene and its session
    /// leave ``connectedScenes`` and ``openSessions``), then the delegate hears
    /// `applicationWillTerminate`. Afterwards the key window resigns, the application releases
    /// the delegate, and it can be launched again (with a new delegate), which is how one test
    /// process runs several apps.
    public func terminate() {
        guard hasLaunched else { return }
        enterBackground()
        if let scene = connectedScene {
            scene.connectedApplication = nil
            scene.delegate?.sceneDidDisconnect(scene)
            connectedScenes = []
            openSessions = []
        }
        delegate?.applicationWillTerminate(self)
        hasLaunched = false
        applicationState = .inactive
        // The app is gone: its key window stops being the screen, and the application lets
        // go of the delegate (and with it the app's windows).
        keyWindow?.resignKey()
        delegate = nil
    }
}
