import Motion
import Testing
import TestSupport
import UIKitTools
import UIKit

/// A controller that prefers a hidden status bar and logs appearance.
@MainActor
final class StatusBarHidingController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
}

@MainActor
struct BuiltInPresentationTests {
    func makeSession() -> (UIWindow, TracingViewController, TracingViewController, TraceLog) {
        let log = TraceLog()
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let presenter = TracingViewController(name: "presenter", color: .white, log: log)
        let presented = TracingViewController(name: "presented", color: .systemBlue, log: log)
        window.rootViewController = presenter
        log.clear()
        return (window, presenter, presented, log)
    }

    func frames(_ window: UIWindow, _ count: Int) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }

    @Test func fullScreenCoversVerticallyAndRemovesThePresentersViewUntilDismissal() {
        let (window, presenter, presented, log) = makeSession()
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: true)
        frames(window, 15)
        let midway = presented.view.presentation.center.y
        #expect(midway > 422 && midway < 422 + 844)  // sliding up from below
        frames(window, 30)
        #expect(presented.view.presentation.center.y == 422)
        #expect(presenter.view.superview == nil)
        #expect(log.lines == ["viewWillAppear(presented)", "viewWillDisappear(presenter)", "viewDidAppear(presented)", "viewDidDisappear(presenter)"])
        presented.dismiss(animated: true)
        #expect(presenter.view.superview === window)
        frames(window, 40)
        #expect(presented.view.superview == nil)
        #expect(appearanceIsBalanced(log.lines))
    }

    @Test func overFullScreenKeepsThePresenterAndCrossDissolves() {
        let (window, presenter, presented, _) = makeSession()
        presented.modalPresentationStyle = .overFullScreen
        presented.modalTransitionStyle = .crossDissolve
        presenter.present(presented, animated: true)
        frames(window, 10)
        let alpha = presented.view.presentation.alpha
        #expect(alpha > 0 && alpha < 1)
        frames(window, 20)
        #expect(presented.view.presentation.alpha == 1)
        #expect(presenter.view.superview === window)
    }

    @Test func aFlipTurnsThePresenterAwayThenThePresentedViewIn() {
        let (window, presenter, presented, _) = makeSession()
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .flipHorizontal
        presenter.present(presented, animated: true)
        frames(window, 11)  // about a quarter of 0.75 s: the presenter is half-way to edge-on
        let turned = presenter.view.presentation.transform
        #expect(turned.m34 != 0 || turned.m13 != 0)
        #expect(presented.view.presentation.alpha == 0)
        frames(window, 12)
        #expect(presented.view.presentation.alpha == 1)
        frames(window, 30)
        #expect(presenter.view.superview == nil && presented.view.presentation.transform == .identity)
    }

    @Test func dismissingDuringThePresentationReversesItFromWhereItIs() {
        let (window, presenter, presented, log) = makeSession()
        presented.modalPresentationStyle = .fullScreen
        let before = window.subviews.map { ObjectIdentifier($0) }
        var presentCompleted = false
        var dismissCompleted = false
        presenter.present(presented, animated: true) { presentCompleted = true }
        frames(window, 12)
        let y = presented.view.presentation.center.y
        presented.dismiss(animated: true) { dismissCompleted = true }
        #expect(window.activeTransition?.state == .cancelling)
        window.tick(elapsed: 1.0 / 60)
        let next = presented.view.presentation.center.y
        #expect(next >= y && next - y < 40)  // turns around without a jump
        frames(window, 40)
        #expect(window.activeTransition == nil)
        #expect(!presentCompleted && dismissCompleted)
        #expect(presenter.presentedViewController == nil)
        #expect(window.subviews.map { ObjectIdentifier($0) } == before)
        #expect(log.lines == ["viewWillAppear(presented)", "viewWillDisappear(presenter)", "viewWillDisappear(presented)",
                              "viewWillAppear(presenter)", "viewDidDisappear(presented)", "viewDidAppear(presenter)"])
        // And it can be presented again.
        #expect(presenter.present(presented, animated: false) == nil)
        #expect(presenter.presentedViewController === presented)
    }

    @Test func aPageSheetShrinksThePresenterAndDismissesWhenDraggedFarEnough() {
        let (window, presenter, presented, _) = makeSession()
        presenter.present(presented, animated: true)  // .automatic is the page sheet
        frames(window, 40)
        #expect(presented.view.frame.minY == CGFloat(StatusBar.height + 10))
        #expect(isClose(presenter.view.presentation.transform.m11, 0.92, within: 1e-9))
        var finger = Finger(on: window)
        // A short drag springs back.
        finger.down(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 200, y: 400), frames: 12)
        finger.wait(frames: 10)
        finger.up()
        frames(window, 60)
        #expect(presenter.presentedViewController === presented)
        #expect(presented.view.frame.minY == CGFloat(StatusBar.height + 10))
        // A long one dismisses.
        finger.down(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 200, y: 700), frames: 12)
        finger.up()
        frames(window, 60)
        #expect(presenter.presentedViewController == nil)
        #expect(presenter.view.presentation.transform.m11 == 1)
    }

    /// The window resized with a page sheet up, or while it rises: the sheet and the shrunk
    /// presenter end exactly where the same sheet sits in a window opened at the new size.
    @Test(arguments: [0, 3, 60])
    func aPageSheetFollowsAWindowResizedWhileItIsUpOrRising(framesBeforeResize: Int) {
        func sheet(in size: CGSize, resizedTo newSize: CGSize?) -> (presenter: CGRect, presenterBounds: CGRect, sheet: CGRect) {
            let window = UIWindow(size: size)
            let presenter = UIViewController()
            let presented = UIViewController()
            window.rootViewController = presenter
            presenter.present(presented, animated: true)
            frames(window, framesBeforeResize)
            if let newSize { window.resize(to: newSize) }
            frames(window, 90)
            return (presenter.view.frame, presenter.view.bounds, presented.view.frame)
        }
        let resized = sheet(in: CGSize(width: 200, height: 300), resizedTo: CGSize(width: 320, height: 480))
        let opened = sheet(in: CGSize(width: 320, height: 480), resizedTo: nil)
        #expect(resized.sheet == CGRect(x: 0, y: 57, width: 320, height: 423))
        #expect(resized.sheet == opened.sheet)
        // The presenter keeps its 92 % transform and takes the new size underneath it.
        #expect(resized.presenterBounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(isClose(resized.presenter, opened.presenter, within: 1e-9))
    }

    @Test func aFullScreenControllerDecidesTheStatusBarAndItAnimatesAlong() {
        let (window, presenter, _, _) = makeSession()
        let hiding = StatusBarHidingController()
        hiding.modalPresentationStyle = .fullScreen
        #expect(window.isStatusBarVisible)
        presenter.present(hiding, animated: true)
        frames(window, 10)
        let alpha = window.statusBar.presentation.alpha
        #expect(alpha > 0 && alpha < 1)
        frames(window, 30)
        #expect(!window.isStatusBarVisible)
        hiding.dismiss(animated: false)
        #expect(window.isStatusBarVisible)

        let custom = StatusBarHidingController()
        custom.modalPresentationStyle = .custom
        presenter.present(custom, animated: false)
        #expect(window.isStatusBarVisible)  // does not capture the appearance
        custom.dismiss(animated: false)
        custom.modalPresentationCapturesStatusBarAppearance = true
        presenter.present(custom, animated: false)
        #expect(!window.isStatusBarVisible)
    }
}

