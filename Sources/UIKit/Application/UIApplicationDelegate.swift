/// What an app tells about its life cycle (UIKit's `UIApplicationDelegate`). Every method has
/// a default that does nothing (the launch hooks return true), as UIKit's optional methods do.
///
/// The delegate is usually the `@main` class, a ``UIResponder`` that makes the window in
/// `application(_:didFinishLaunchingWithOptions:)`. On Linux, `UIKitHost` provides that
/// `@main` entry point (see `docs/porting.md`). Scene delegates are not supported: the app
/// delegate owns its window.
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
}
