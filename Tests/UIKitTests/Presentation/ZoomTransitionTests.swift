import Motion
import Testing
import TestSupport
import UIKitTools
import UIKit

/// iOS 18's zoom (`preferredTransition = .zoom(sourceViewProvider:)`), presented and pushed.
@MainActor
struct ZoomTransitionTests {
    func frames(_ window: UIWindow, _ count: Int) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }

    /// Where a view is on screen now: its clip's presentation frame (the zoomed view is cropped
    /// to it while it flies), or its own.
    func onScreen(_ view: UIView) -> CGRect {
        let shown = view.superview?.clipsToBounds == true ? view.superview! : view
        let state = shown.presentation
        let origin = shown.superview?.convert(CGPoint(x: state.center.x - state.bounds.width / 2, y: state.center.y - state.bounds.height / 2), to: nil) ?? .zero
        return CGRect(origin: origin, size: state.bounds.size)
    }

    func session() -> (UIWindow, UIViewController, UIView) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        let thumbnail = UIView(frame: CGRect(x: 40, y: 300, width: 100, height: 120))
        thumbnail.layer.cornerRadius = 16
        root.view.addSubview(thumbnail)
        window.layoutIfNeeded()
        return (window, root, thumbnail)
    }

    @Test func aZoomedPresentationGrowsOutOfItsSourceAndShrinksBackIntoIt() {
        let (window, root, thumbnail) = session()
        let before = window.recursiveDescription()
        let detail = UIViewController()
        var asked: [String] = []
        detail.preferredTransition = .zoom { context in
            asked.append(context.sourceViewController === root && context.zoomedViewController === detail ? "ok" : "wrong")
            return thumbnail
        }
        root.present(detail, animated: true)
        #expect(onScreen(detail.view) == thumbnail.frame)
        #expect(thumbnail.isHidden)
        frames(window, 6)
        let middle = onScreen(detail.view)
        #expect(middle.width > 100 && middle.width < 390 && middle.minY < 300 && middle.minY > 0)
        frames(window, 60)
        #expect(detail.view.frame == window.bounds && detail.view.transform == .identity)
        #expect(detail.view.superview?.clipsToBounds == false)  // out of the clip, in the container
        #expect(!thumbnail.isHidden)
        #expect(asked == ["ok"])

        detail.dismiss(animated: true)
        frames(window, 6)
        let leaving = onScreen(detail.view)
        #expect(leaving.width < 390 && leaving.width > 100)
        frames(window, 60)
        #expect(root.presentedViewController == nil)
        #expect(asked == ["ok", "ok"])  // asked again on the way back
        #expect(window.recursiveDescription() == before)
    }

    @Test func aZoomedPushAndPopKeepTheStackAndTheSource() {
        let (window, _, _) = session()
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        let icon = UIView(frame: CGRect(x: 20, y: 200, width: 60, height: 60))
        list.view.addSubview(icon)
        window.layoutIfNeeded()
        let page = UIViewController()
        page.preferredTransition = .zoom { _ in icon }
        navigation.pushViewController(page, animated: true)
        frames(window, 1)
        #expect(onScreen(page.view).width < 120 && icon.isHidden)
        frames(window, 60)
        #expect(navigation.viewControllers == [list, page] && !icon.isHidden)
        #expect(page.view.frame == window.bounds)
        navigation.popViewController(animated: true)
        frames(window, 60)
        #expect(navigation.viewControllers == [list] && !icon.isHidden)
        #expect(InvariantChecker().check(window).isEmpty)
    }

    /// A short drag down springs back; a long one takes the controller back into its source.
    @Test func draggingAZoomedControllerDownTakesItBack() {
        let (window, root, thumbnail) = session()
        let detail = UIViewController()
        detail.preferredTransition = .zoom { _ in thumbnail }
        root.present(detail, animated: true)
        frames(window, 60)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 200, y: 360), frames: 10)
        finger.move(to: CGPoint(x: 200, y: 360), frames: 10)
        #expect(onScreen(detail.view).width < 390)  // it follows the finger
        finger.up()
        frames(window, 60)
        #expect(root.presentedViewController === detail && detail.view.frame == window.bounds)
        finger.down(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 200, y: 600), frames: 10)
        finger.up()
        frames(window, 60)
        #expect(root.presentedViewController == nil && !thumbnail.isHidden)
    }

    /// Two fingers closing on each other scrub the zoom back (a scale of 0.4 is all the way);
    /// released early it springs back, pinched far enough it goes into its source. Spreading
    /// the fingers does nothing.
    @Test func pinchingAZoomedControllerInTakesItBack() {
        let (window, root, thumbnail) = session()
        let detail = UIViewController()
        detail.preferredTransition = .zoom { _ in thumbnail }
        root.present(detail, animated: true)
        frames(window, 60)
        func pinch(from: Double, to: Double, hold: Int = 0) {
            var left = Finger(on: window, identifier: 1), right = Finger(on: window, identifier: 2)
            left.down(at: CGPoint(x: 195 - from / 2, y: 400))
            right.down(at: CGPoint(x: 195 + from / 2, y: 400))
            for step in 1...10 {
                let gap = from + (to - from) * Double(step) / 10
                left.move(to: CGPoint(x: 195 - gap / 2, y: 400))
                right.moveNow(to: CGPoint(x: 195 + gap / 2, y: 400))
            }
            left.wait(frames: hold)
            left.up()
            right.up()
        }
        pinch(from: 200, to: 300, hold: 10)  // spreading: nothing
        #expect(window.activeTransition == nil && root.presentedViewController === detail)
        pinch(from: 200, to: 180, hold: 10)  // 10 %: back
        frames(window, 60)
        #expect(root.presentedViewController === detail && detail.view.frame == window.bounds)

        var left = Finger(on: window, identifier: 1), right = Finger(on: window, identifier: 2)
        left.down(at: CGPoint(x: 95, y: 400))
        right.down(at: CGPoint(x: 295, y: 400))
        for step in 1...10 {
            left.move(to: CGPoint(x: 95 + 5 * Double(step), y: 400))
            right.moveNow(to: CGPoint(x: 295 - 5 * Double(step), y: 400))
        }
        #expect(window.activeTransition != nil)
        #expect(onScreen(detail.view).width < 390)  // it shrinks with the fingers
        left.up()
        right.up()
        frames(window, 60)
        #expect(root.presentedViewController == nil && !thumbnail.isHidden)
    }

    @Test func aZoomMayRefuseADragAndFallsBackToTheMiddleWithoutASource() {
        let (window, root, _) = session()
        let detail = UIViewController()
        let options = UIViewController.Transition.ZoomOptions()
        options.interactiveDismissShouldBegin = { _ in false }
        detail.preferredTransition = .zoom(options: options) { _ in nil }
        root.present(detail, animated: true)
        #expect(onScreen(detail.view) == CGRect(x: 155, y: 382, width: 80, height: 80))
        frames(window, 60)
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 200, y: 700), frames: 10)
        finger.up()
        frames(window, 60)
        #expect(root.presentedViewController === detail)
    }
}
