import Motion
import Testing
import TestSupport
import UIKitTools
import UIKit

/// A navigation controller with every hook traced, on a window's manual clock; the invariants
/// are checked after every frame.
@MainActor
final class TracedNavigation {
    let log = TraceLog()
    let window = UIWindow(size: CGSize(width: 390, height: 844))
    let list: TracingViewController
    let detail: TracingViewController
    let navigation: UINavigationController
    let delegate: TracingNavigationDelegate
    let checker = InvariantChecker()
    private(set) var violations: [String] = []

    init() {
        list = TracingViewController(name: "list", color: .white, log: log)
        detail = TracingViewController(name: "detail", color: .white, log: log)
        navigation = UINavigationController(rootViewController: list)
        delegate = TracingNavigationDelegate(log: log)
        navigation.delegate = delegate
        window.rootViewController = navigation
        log.clear()
    }

    func frames(_ count: Int) {
        for _ in 0..<count {
            window.tick(elapsed: 1.0 / 60)
            violations += checker.check(window).map { "\($0)" }
        }
    }

    /// Writes `completeTransition(…)` when the transition in flight ends.
    func traceCompletion() {
        navigation.transitionCoordinator?.animate(alongsideTransition: nil) { [log] context in
            log.add("completeTransition(\(!context.isCancelled))")
        }
    }

    /// A swipe from the left edge to `x`, held still, then released.
    func edgeSwipe(to x: Double, holdFrames: Int = 6) {
        var finger = Finger(on: window, identifier: 7)
        finger.down(at: CGPoint(x: 4, y: 400))
        finger.move(to: CGPoint(x: x, y: 400), frames: 10)
        if holdFrames > 0 { finger.move(to: CGPoint(x: x, y: 400), frames: holdFrames) }
        finger.up()
    }
}

/// Where a view's left edge is on screen now (its presentation values; no transform).
@MainActor
func presentedMinX(_ view: UIView) -> Double {
    view.presentation.center.x - view.presentation.bounds.width / 2
}

@MainActor
struct UINavigationControllerTests {
    @Test func anAnimatedPushAndPopFollowUIKitsOrder() {
        let session = TracedNavigation()
        session.navigation.pushViewController(session.detail, animated: true)
        #expect(session.navigation.viewControllers == [session.list, session.detail])
        #expect(session.navigation.transitionCoordinator != nil && session.detail.transitionCoordinator != nil)
        session.traceCompletion()
        session.frames(40)
        #expect(session.log.lines == [
            "navigationController(_:willShow: detail, animated: true)",
            "animationController(for: push, from: list, to: detail)", "interactionController(for:)",
            "viewWillDisappear(list)", "viewWillAppear(detail)",
            "completeTransition(true)", "viewDidDisappear(list)", "viewDidAppear(detail)",
            "navigationController(_:didShow: detail, animated: true)",
        ])
        #expect(session.navigation.transitionCoordinator == nil)
        #expect(session.detail.navigationController === session.navigation && session.detail.parent === session.navigation)
        #expect(session.navigation.navigationBar.items.map(\.title) == ["list", "detail"])

        session.log.clear()
        let popped = session.navigation.popViewController(animated: true)
        #expect(popped === session.detail)
        session.traceCompletion()
        session.frames(40)
        #expect(session.log.lines == [
            "navigationController(_:willShow: list, animated: true)",
            "animationController(for: pop, from: detail, to: list)", "interactionController(for:)",
            "viewWillDisappear(detail)", "viewWillAppear(list)",
            "completeTransition(true)", "viewDidDisappear(detail)", "viewDidAppear(list)",
            "navigationController(_:didShow: list, animated: true)",
        ])
        #expect(session.navigation.viewControllers == [session.list])
        #expect(session.detail.parent == nil && session.detail.viewIfLoaded?.superview == nil)
        #expect(session.violations.isEmpty, "\(session.violations)")
    }

    @Test func aPushWithoutAnimationCompletesAtOnceWithoutAskingForAnimators() {
        let session = TracedNavigation()
        session.navigation.pushViewController(session.detail, animated: false)
        #expect(session.log.lines == [
            "navigationController(_:willShow: detail, animated: false)",
            "viewWillDisappear(list)", "viewWillAppear(detail)", "viewDidDisappear(list)", "viewDidAppear(detail)",
            "navigationController(_:didShow: detail, animated: false)",
        ])
        #expect(session.window.activeTransition == nil)
        #expect(session.detail.view.superview != nil && session.detail.view.frame == session.window.bounds)
        #expect(session.list.viewIfLoaded?.superview == nil)
    }

    /// The old screen moves exactly a third as far as the new one, from the first frame to the
    /// last, and everything lands where it belongs.
    @Test func theBuiltInPushSlidesInFromTheRightOverAScreenMovingAThird() {
        let session = TracedNavigation()
        session.navigation.pushViewController(session.detail, animated: true)
        let arriving = session.detail.view!
        let leaving = session.list.view!
        #expect(presentedMinX(arriving) == 390)
        var sawMiddle = false
        for _ in 0..<30 {
            session.frames(1)
            guard session.window.activeTransition != nil else { break }
            let x = presentedMinX(arriving)
            let expected = -(390 - x) / 3
            #expect(abs(presentedMinX(leaving) - expected) < 1e-6, "at \(session.window.clock.time) s")
            if x > 100, x < 290 { sawMiddle = true }
        }
        #expect(sawMiddle)
        session.frames(30)
        #expect(arriving.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(leaving.superview == nil && leaving.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(session.navigation.transitionCoordinator == nil)
    }

    @Test func anInteractivePopCancelledAt30PercentPutsEverythingBack() {
        let session = TracedNavigation()
        session.navigation.pushViewController(session.detail, animated: false)
        let before = session.window.recursiveDescription()
        let items = session.navigation.navigationBar.items.map { ObjectIdentifier($0) }
        session.log.clear()
        session.edgeSwipe(to: 390 * 0.3)
        session.traceCompletion()
        session.frames(40)
        #expect(session.log.lines == [
            "navigationController(_:willShow: list, animated: true)",
            "animationController(for: pop, from: detail, to: list)", "interactionController(for:)",
            "viewWillDisappear(detail)", "viewWillAppear(list)",
            "completeTransition(false)",
            "viewWillDisappear(list)", "viewWillAppear(detail)", "viewDidDisappear(list)", "viewDidAppear(detail)",
        ])
        #expect(session.navigation.viewControllers == [session.list, session.detail])
        #expect(session.navigation.navigationBar.items.map { ObjectIdentifier($0) } == items)
        #expect(session.window.recursiveDescription() == before)
        #expect(session.detail.appearanceState == .appeared && session.list.appearanceState == .disappeared)
        #expect(session.violations.isEmpty, "\(session.violations)")
    }

    @Test func anInteractivePopFinishedAt70PercentPops() {
        let session = TracedNavigation()
        session.navigation.pushViewController(session.detail, animated: false)
        session.log.clear()
        session.edgeSwipe(to: 390 * 0.7)
        session.frames(40)
        #expect(session.navigation.viewControllers == [session.list])
        #expect(session.log.lines.last == "navigationController(_:didShow: list, animated: true)")
        #expect(appearanceIsBalanced(session.log.lines))
        #expect(session.violations.isEmpty, "\(session.violations)")
    }

    /// While the finger holds it, the pop follows the finger: the leaving screen's left edge is
    /// where the finger has moved it.
    @Test func theInteractivePopFollowsTheFinger() {
        let session = TracedNavigation()
        session.navigation.pushViewController(session.detail, animated: false)
        var finger = Finger(on: session.window, identifier: 7)
        finger.down(at: CGPoint(x: 4, y: 400))
        finger.move(to: CGPoint(x: 150, y: 400), frames: 10)
        finger.move(to: CGPoint(x: 150, y: 400), frames: 2)
        // The pan begins after its 10-point slop: the translation counts from the first touch.
        let x = presentedMinX(session.detail.view)
        #expect(abs(x - 146) < 0.5, "the leaving screen is at \(x)")
        finger.up()
        session.frames(40)
    }

    @Test func aFastSwipeFinishesShortAndAFlickBackCancelsLong() {
        let session = TracedNavigation()
        session.navigation.pushViewController(session.detail, animated: false)
        session.edgeSwipe(to: 150, holdFrames: 0)  // 146 points in 10 frames: 876 points a second, to 38 %
        session.frames(40)
        #expect(session.navigation.viewControllers == [session.list])

        // Out past the middle, then flicked back: it cancels.
        session.navigation.pushViewController(session.detail, animated: false)
        var finger = Finger(on: session.window, identifier: 8)
        finger.down(at: CGPoint(x: 4, y: 400))
        finger.move(to: CGPoint(x: 300, y: 400), frames: 10)
        finger.move(to: CGPoint(x: 210, y: 400), frames: 6)  // back at 900 points a second, to 54 %
        finger.up()
        session.frames(40)
        #expect(session.navigation.viewControllers == [session.list, session.detail])
    }

    @Test func popToRootReturnsWhatItPoppedAndReleasesIt() {
        let session = TracedNavigation()
        let third = TracingViewController(name: "third", color: .white, log: session.log)
        session.navigation.pushViewController(session.detail, animated: false)
        session.navigation.pushViewController(third, animated: false)
        session.log.clear()
        let popped = session.navigation.popToRootViewController(animated: true)
        #expect(popped == [session.detail, third])
        session.frames(40)
        #expect(session.navigation.viewControllers == [session.list])
        #expect(session.navigation.children == [session.list])
        #expect(session.detail.parent == nil && third.parent == nil)
        // The controller in the middle never showed: it gets no appearance callbacks.
        #expect(!session.log.lines.contains { $0.hasSuffix("(detail)") })
        #expect(session.navigation.popToRootViewController(animated: true) == nil)
        #expect(session.navigation.lastRefusal == .nothingToPop)
    }

    @Test func setViewControllersPushesANewTopAndPopsToAnOldOne() {
        let session = TracedNavigation()
        let third = TracingViewController(name: "third", color: .white, log: session.log)
        session.navigation.setViewControllers([session.list, session.detail, third], animated: true)
        #expect(session.log.lines.contains("animationController(for: push, from: list, to: third)"))
        session.frames(40)
        session.log.clear()
        session.navigation.setViewControllers([session.list, session.detail], animated: true)
        #expect(session.log.lines.contains("animationController(for: pop, from: third, to: detail)"))
        session.frames(40)
        #expect(session.navigation.viewControllers == [session.list, session.detail])
        #expect(session.navigation.navigationBar.backItem?.title == "list")
        #expect(session.violations.isEmpty, "\(session.violations)")
    }

    @Test func refusedStacksLeaveTheStackAsItWas() {
        let session = TracedNavigation()
        session.navigation.pushViewController(session.list, animated: true)
        #expect(session.navigation.lastRefusal == .duplicate)
        session.navigation.pushViewController(UINavigationController(), animated: true)
        #expect(session.navigation.lastRefusal == .navigationController)
        #expect(session.navigation.popViewController(animated: true) == nil)
        #expect(session.navigation.lastRefusal == .nothingToPop)
        #expect(session.navigation.viewControllers == [session.list])
        #expect(session.window.activeTransition == nil)
    }

    @Test func aPushDuringAPushWaitsForIt() {
        let session = TracedNavigation()
        let third = TracingViewController(name: "third", color: .white, log: session.log)
        session.navigation.pushViewController(session.detail, animated: true)
        session.frames(3)
        session.navigation.pushViewController(third, animated: true)
        #expect(session.navigation.viewControllers == [session.list, session.detail])
        session.frames(60)
        #expect(session.navigation.viewControllers == [session.list, session.detail, third])
        #expect(appearanceIsBalanced(session.log.lines))
        #expect(session.violations.isEmpty, "\(session.violations)")
    }

    @Test func showPushesInsideANavigationControllerAndPresentsOutside() {
        let session = TracedNavigation()
        session.list.show(session.detail, sender: nil)
        session.frames(40)
        #expect(session.navigation.topViewController === session.detail)

        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        let shown = UIViewController()
        root.show(shown, sender: nil)
        #expect(root.presentedViewController === shown)
        let detail = UIViewController()
        shown.showDetailViewController(detail, sender: nil)
        for _ in 0..<60 { window.tick(elapsed: 1.0 / 60) }
        #expect(shown.presentedViewController === detail)
    }

    @Test func outOfAWindowTheStackChangesAtOnceWithoutCallbacks() {
        let log = TraceLog()
        let list = TracingViewController(name: "list", color: .white, log: log)
        let detail = TracingViewController(name: "detail", color: .white, log: log)
        let navigation = UINavigationController(rootViewController: list)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers == [list, detail])
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(navigation.viewControllers == [list])
        #expect(log.lines.isEmpty)
        #expect(!navigation.isViewLoaded)
    }

    @Test func containmentCallbacksComeInUIKitsOrder() {
        final class Child: UIViewController {
            var events: [String] = []
            override func willMove(toParent parent: UIViewController?) { events.append("willMove(\(parent == nil ? "nil" : "parent"))") }
            override func didMove(toParent parent: UIViewController?) { events.append("didMove(\(parent == nil ? "nil" : "parent"))") }
        }
        let session = TracedNavigation()
        let child = Child()
        session.navigation.pushViewController(child, animated: true)
        #expect(child.events == ["willMove(parent)"])
        session.frames(40)
        #expect(child.events == ["willMove(parent)", "didMove(parent)"])
        session.navigation.popViewController(animated: true)
        session.frames(40)
        #expect(child.events == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
    }
}
