import Motion
import Testing
import TestSupport
import UIKitTools
import UIKit

@MainActor
struct ViewControllerTests {
    @Test func theViewLoadsOnceOnFirstUse() {
        final class Counting: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let controller = Counting()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.loads == 1 && controller.isViewLoaded)
    }

    @Test func layoutCallbacksSurroundTheViewsLayout() {
        let log = TraceLog()
        final class Layout: UIViewController {
            var log: TraceLog?
            override func viewWillLayoutSubviews() { log?.add("will") }
            override func viewDidLayoutSubviews() { log?.add("did") }
        }
        let controller = Layout()
        controller.log = log
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(log.lines == ["will", "did"])
    }

    @Test func appearanceTransitionsAreBalancedWhateverTheCalls() {
        let log = TraceLog()
        let controller = TracingViewController(name: "c", color: .white, log: log)
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)  // ignored: already appearing
        controller.beginAppearanceTransition(false, animated: false)  // turned around
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()  // nothing pending
        #expect(log.lines == ["viewWillAppear(c)", "viewWillDisappear(c)", "viewDidDisappear(c)"])
        #expect(controller.appearanceState == .disappeared)
    }

    @Test func aTabBarControllerSwitchesTabsWithAppearanceAndATap() {
        let log = TraceLog()
        let tabs = UITabBarController()
        let today = TracingViewController(name: "today", color: .white, log: log)
        let games = TracingViewController(name: "games", color: .white, log: log)
        tabs.viewControllers = [today, games]
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(log.lines == ["viewWillAppear(today)", "viewDidAppear(today)"])
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - UITabBar.height, width: 390, height: UITabBar.height))
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 290, y: 844 - UITabBar.height + 20))
        #expect(tabs.selectedIndex == 1)
        #expect(log.lines.suffix(4) == ["viewWillDisappear(today)", "viewWillAppear(games)", "viewDidDisappear(today)", "viewDidAppear(games)"])
        #expect(games.view.superview === tabs.view && today.viewIfLoaded?.superview == nil)
        tabs.selectedIndex = 7  // ignored
        #expect(tabs.selectedIndex == 1)
        // Layout keeps the bar along the bottom, but leaves alone a bar an app moved out of the
        // controller's view for a while.
        tabs.tabBar.frame.origin.y = 500
        tabs.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame.minY == CGFloat(844 - UITabBar.height))
        let elsewhere = UIView(frame: window.bounds)
        window.addSubview(elsewhere)
        elsewhere.addSubview(tabs.tabBar)
        tabs.tabBar.frame.origin.y = 844
        tabs.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame.minY == 844)
    }

    @Test func aPresentationFromATabIsMadeByTheTabBarController() {
        let log = TraceLog()
        let tabs = UITabBarController()
        let today = TracingViewController(name: "today", color: .white, log: log)
        tabs.viewControllers = [today]
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        window.rootViewController = tabs
        let story = UIViewController()
        story.modalPresentationStyle = .overFullScreen
        today.present(story, animated: false)
        #expect(story.presentingViewController === tabs)
        #expect(tabs.presentedViewController === story)
        // The tab reads what its ancestor presents, as UIKit documents; it was not presented.
        #expect(today.presentedViewController === story && today.presentingViewController == nil)
        today.dismiss(animated: false)
        #expect(tabs.presentedViewController == nil && today.presentedViewController == nil)
    }

    @Test func aControllerInsideAPresentedNavigationControllerReadsItsPresenter() {
        let root = UIViewController()
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        window.rootViewController = root
        let list = UIViewController()
        let details = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.modalPresentationStyle = .fullScreen
        root.present(navigation, animated: false)
        navigation.pushViewController(details, animated: false)
        // "If the view controller was not presented modally, but one of its ancestors was, this
        // property contains the view controller that presented the ancestor."
        #expect(list.presentingViewController === root && details.presentingViewController === root)
        #expect(root.presentedViewController === navigation && list.presentedViewController == nil)
        details.dismiss(animated: false)  // forwarded up: the navigation controller goes
        #expect(root.presentedViewController == nil && details.presentingViewController == nil)
    }
}
