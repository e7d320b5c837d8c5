import Testing
import TestSupport
import UIKit
import UIKitTools

/// Members whose behaviour UIKit's documentation states, checked against that statement.
@MainActor
struct UIKitDocumentedBehaviourTests {
    /// An animator of an app's own that records what the context says about frames, puts the
    /// arriving view in place and completes at once.
    final class FrameRecordingAnimator: UIViewControllerAnimatedTransitioning {
        var initial: [CGRect] = []
        var final: [CGRect] = []

        func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double { 0.2 }

        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            guard let to = context.viewController(forKey: .to), let from = context.viewController(forKey: .from) else {
                return context.completeTransition(false)
            }
            initial = [context.initialFrame(for: to), context.initialFrame(for: from)]
            final = [context.finalFrame(for: to), context.finalFrame(for: from)]
            if let view = context.view(forKey: .to), view.superview == nil {
                context.containerView.addSubview(view)
                view.frame = context.finalFrame(for: to)
            }
            context.completeTransition(true)
        }
    }

    /// Vends ``FrameRecordingAnimator``s and no presentation controller.
    final class Delegate: UIViewControllerTransitioningDelegate {
        let presenting = FrameRecordingAnimator()
        let dismissing = FrameRecordingAnimator()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self.presenting }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismissing }
    }

    /// A window with a tracing presenter and a controller to present (the built-in styles' set-up).
    func makeSession() -> (UIWindow, TracingViewController, TracingViewController, TraceLog) {
        BuiltInPresentationTests().makeSession()
    }

    @Test func aBaseUIPresentationControllerKeepsThePresentersViewAndFullScreenRemovesIt() {
        let (window, presenter, presented, log) = makeSession()
        // UIKit: shouldRemovePresentersView is false in the base class.
        #expect(!UIPresentationController(presentedViewController: presented, presenting: presenter).shouldRemovePresentersView)
        // A .custom presentation whose delegate vends no presentation controller gets the base one.
        let delegate = Delegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        #expect(presenter.view.superview === window)  // still under the presented view
        #expect(log.lines == ["viewWillAppear(presented)", "viewDidAppear(presented)"])  // the presenter hears nothing
        presented.dismiss(animated: false)

        // .fullScreen's built-in controller removes it, with appearance callbacks.
        log.clear()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = nil
        presenter.present(presented, animated: false)
        #expect(presenter.view.superview == nil)
        #expect(log.lines.contains("viewDidDisappear(presenter)"))
        presented.dismiss(animated: false)
        #expect(presenter.view.superview === window)
    }

    @Test func unknownAndLeavingFramesAreZero() {
        let (window, presenter, presented, _) = makeSession()
        let delegate = Delegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        // Presenting: the arriving view's start is unknown (.zero); it ends filling the container.
        #expect(delegate.presenting.initial == [.zero, window.bounds])
        #expect(delegate.presenting.final == [window.bounds, window.bounds])
        presented.dismiss(animated: true)
        // Dismissing: the leaving view ends nowhere (.zero).
        #expect(delegate.dismissing.initial == [window.bounds, window.bounds])
        #expect(delegate.dismissing.final == [window.bounds, .zero])
    }

    @Test func aTabBarControllersViewControllersAreNilUntilSet() {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil)
        let first = UIViewController()
        tabs.setViewControllers([first, UIViewController()], animated: false)
        #expect(tabs.viewControllers?.count == 2 && tabs.selectedViewController === first)
        tabs.viewControllers = nil
        #expect(tabs.viewControllers == nil && first.parent == nil)
    }

    @Test func anAlongsideAnimationNeedsNoCompletion() {
        let (window, presenter, presented, _) = makeSession()
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: true)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(marker)
        let added = presented.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 })
        #expect(added == true)
        for _ in 0..<60 { window.tick(elapsed: 1.0 / 60) }
        #expect(marker.presentation.alpha == 0)
    }

    /// An animator of an app's own that fades the arriving view in over a second with
    /// `UIView.animate` and vends no interruptible animator.
    final class FadingAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double { 1 }

        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            guard let view = context.view(forKey: .to), let to = context.viewController(forKey: .to) else {
                return context.completeTransition(false)
            }
            context.containerView.addSubview(view)
            view.frame = context.finalFrame(for: to)
            view.alpha = 0
            UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }

    /// Vends a ``FadingAnimator`` for presenting.
    final class FadingDelegate: UIViewControllerTransitioningDelegate {
        let animator = FadingAnimator()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }

    /// Reads the coordinator of a window resize.
    final class ResizeReader: UIViewController {
        var read: (style: UIModalPresentationStyle, interruptible: Bool)?
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            read = (coordinator.presentationStyle, coordinator.isInterruptible)
        }
    }

    /// UIKit: the coordinator's `presentationStyle` is the modal style of a presentation or a
    /// dismissal and `.none` for anything else; `isInterruptible` says whether the transition's
    /// animations can be interrupted (an animator that vends an interruptible one).
    @Test func theCoordinatorTellsTheStyleAndWhetherItCanBeInterrupted() throws {
        let (window, presenter, presented, _) = makeSession()
        // The built-in cover vertical runs on an interruptible property animator.
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: true)
        let cover = try #require(presented.transitionCoordinator)
        #expect(cover.presentationStyle == .fullScreen && cover.isInterruptible)
        for _ in 0..<60 { window.tick(elapsed: 1.0 / 60) }
        #expect(presented.transitionCoordinator == nil)
        // Its dismissal too.
        presented.dismiss(animated: true)
        let uncover = try #require(presented.transitionCoordinator)
        #expect(uncover.presentationStyle == .fullScreen && uncover.isInterruptible)
        for _ in 0..<60 { window.tick(elapsed: 1.0 / 60) }

        // An app's animator built on UIView.animate: a custom style, not interruptible, and
        // the answer stays once the transition is over.
        let delegate = FadingDelegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        let fade = try #require(presented.transitionCoordinator)
        #expect(fade.presentationStyle == .custom && !fade.isInterruptible && !fade.isCancelled)
        for _ in 0..<70 { window.tick(elapsed: 1.0 / 60) }
        #expect(presented.transitionCoordinator == nil && presented.view.alpha == 1)
        #expect(!fade.isInterruptible)
        presented.dismiss(animated: false)

        // A push is not modal.
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        let push = try #require(pushed.transitionCoordinator)
        #expect(push.presentationStyle == .none && push.isInterruptible)
        for _ in 0..<60 { window.tick(elapsed: 1.0 / 60) }

        // Nor is a window resize, which nothing can interrupt.
        let reader = ResizeReader()
        window.rootViewController = reader
        window.resize(to: CGSize(width: 844, height: 390))
        let read = try #require(reader.read)
        #expect(read.style == .none && !read.interruptible)
    }

    @Test func aBuiltInPresentationControllerExistsBeforePresentingAndIsTheOneUsed() {
        let (window, presenter, presented, _) = makeSession()
        presented.modalPresentationStyle = .pageSheet
        let prepared = presented.presentationController
        #expect(prepared != nil && prepared === presented.presentationController)  // read twice, made once
        presented.modalPresentationStyle = .fullScreen
        let forFullScreen = presented.presentationController
        #expect(forFullScreen !== prepared && forFullScreen?.shouldRemovePresentersView == true)
        presenter.present(presented, animated: false)
        #expect(presented.presentationController === forFullScreen)
        presented.dismiss(animated: false)
        for _ in 0..<2 { window.tick(elapsed: 1.0 / 60) }
        // A custom presentation's controller comes from its delegate when it starts.
        let custom = UIViewController()
        custom.modalPresentationStyle = .custom
        #expect(custom.presentationController == nil)
    }

    @Test func aViewLoadsAtTheScreensSizeAndTheScreenFollowsTheKeyWindow() {
        let window = UIWindow(size: CGSize(width: 320, height: 568))
        window.screenScale = 3
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 568) && UIScreen.main.scale == 3)
        final class SizeReader: UIViewController {
            var sizeInViewDidLoad = CGSize.zero
            override func viewDidLoad() { sizeInViewDidLoad = view.bounds.size }
        }
        let reader = SizeReader()
        reader.loadViewIfNeeded()
        #expect(reader.sizeInViewDidLoad == CGSize(width: 320, height: 568))
        window.makeKeyAndVisible()
        let other = UIWindow(size: CGSize(width: 1024, height: 768))
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 568))  // the key window stays the screen
        other.makeKey()
        #expect(UIScreen.main.bounds.size == CGSize(width: 1024, height: 768))
        #expect(other.isKeyWindow && !window.isKeyWindow)
        #expect(UIScreen.main.nativeBounds.width == 2048)
    }
}
