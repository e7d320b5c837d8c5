import UIKit

// An app delegate as the Xcode template writes it (without scenes), logging its life cycle.

class NotesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        log.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = NotesViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log.append("willTerminate") }
}

/// A screen that lays a header out against the safe area and the layout margins.
final class NotesViewController: UIViewController {
    let header = UILabel()
    var safeAreaChanges = 0

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        header.text = "Notes"
        header.font = .systemFont(ofSize: 34, weight: .bold)
        header.textColor = .white
        view.addSubview(header)
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margins = view.layoutMargins
        header.frame = CGRect(x: margins.left, y: margins.top, width: view.bounds.width - margins.left - margins.right, height: 41)
    }
}
