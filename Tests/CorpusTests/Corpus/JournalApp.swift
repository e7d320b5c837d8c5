import UIKit

// An app with a scene, as Xcode's app template writes one since iOS 13: the app delegate
// configures the scene and the scene delegate makes the window, whose navigation bar takes
// its look from a UINavigationBarAppearance. The configuration names its delegate class in
// code, which iOS honours as well as an Info.plist's scene manifest.

class JournalAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("app: didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.append("app: configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = JournalSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log.append("app: didDiscardSceneSessions")
    }

    // With scenes, UIKit tells the scene delegate these instead.
    func applicationDidBecomeActive(_ application: UIApplication) { log.append("app: didBecomeActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("app: didEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { log.append("app: willTerminate") }
}

class JournalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        note("scene: willConnect")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let notes = NotesViewController()
        notes.title = "Journal"
        let navigation = UINavigationController(rootViewController: notes)
        // The bar's look, as iOS 13 and later set it: an opaque indigo bar with white titles.
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 30, weight: .heavy)]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.navigationBar.prefersLargeTitles = true
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { note("scene: didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { note("scene: didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { note("scene: willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { note("scene: willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { note("scene: didEnterBackground") }

    /// Logs into the app delegate's log, so that one list shows both delegates' order.
    private func note(_ line: String) {
        (UIApplication.shared.delegate as? JournalAppDelegate)?.log.append(line)
    }
}
