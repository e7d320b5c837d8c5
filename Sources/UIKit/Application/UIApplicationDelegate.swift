/// What an app tells about its life cycle (UIKit's `UIApplicationDelegate`). Every method has
/// a default that does nothing (the launch hooks return true), as UIKit's optional methods do.
///
/// The delegate is usually the `@main` class, a ``UIResponder`` that makes the window in
/// `application(_:didFinishLaunchingWithOptions:)`. On Linux, `UIKitHost` provides that
/// `@main` entry point (see `docs/porting.md`). An app that uses scenes makes its window in
/// its scene delegate instead (``UIWindowSceneDelegate``), and then hears only the launch,
/// `application(_:configurationForConnecting:options:)` and `applicationWillTerminate(_:)`
/// here: the scene delegate hears the rest, as in UIKit.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, which the delegate creates at launch.
    var window: UIWindow? { get set }
    /// Launching began (state restoration would run next).
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launching is about to finish: make the window and its root controller here.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app is in front and receives events.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop receiving events.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is no longer shown.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to be shown again.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is quitting.
    func applicationWillTerminate(_ application: UIApplication)
    /// The configuration to make the scene of a connecting session with: the scene's class and
    /// its delegate's (see ``UISceneConfiguration``).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions were discarded. UIKit calls it for sessions the user closed; Today keeps no
    /// sessions across launches and never calls it (a session ends with its app).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// No window unless the delegate keeps one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Launches.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Launches.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// An unnamed configuration for the session's role, whose delegate class is the app's
    /// `SceneDelegate` if it has one (see ``UISceneConfiguration``).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    /// Nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
