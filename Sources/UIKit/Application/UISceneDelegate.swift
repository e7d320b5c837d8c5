/// What a scene tells about its life (UIKit's `UISceneDelegate`). Every method has a default
/// that does nothing, as UIKit's optional methods do.
///
/// When an app uses scenes, UIKit tells these instead of the app delegate's
/// `applicationDidBecomeActive(_:)` family: the app delegate hears only the launch, the scene
/// configuration and `applicationWillTerminate(_:)`.
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
    /// The scene is being added to the app: make its window here (a
    /// ``UIWindowSceneDelegate`` does, with `UIWindow(windowScene:)`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app (here: the app is terminating).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is in front and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to be shown.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene is no longer shown.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
