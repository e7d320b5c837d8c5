import Testing
import TestSupport
import UIKit
import UIKitTools

/// The plain-UIKit transition code in this folder, driven headless on the manual clock.
@MainActor
struct FadeAndSlideTests {
    func frames(_ window: UIWindow, _ count: Int) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }

    @Test func theFadeTransitionPresentsInAnInsetCardOverADimmedPresenterAndDismisses() throws {
        let log = TraceLog()
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let presenter = TracingViewController(name: "presenter", color: .white, log: log)
        window.rootViewController = presenter
        let transitioning = FadeTransitioning()
        weak var weakPresented: UIViewController?
        weak var weakPresentation: UIPresentationController?
        do {
            let presented = TracingViewController(name: "card", color: .systemBlue, log: log)
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = transitioning
            weakPresented = presented
            log.clear()
            presenter.present(presented, animated: true)
            let presentation = try #require(presented.presentationController as? InsetPresentationController)
            weakPresentation = presentation
            frames(window, 10)
            // Half way through 0.35 s (linear-ish ease): faded part way in, dimming on its way.
            #expect(presented.view.presentation.alpha > 0.1 && presented.view.presentation.alpha < 0.9)
            #expect(presentation.dimmingView.presentation.alpha > 0.04 && presentation.dimmingView.presentation.alpha < 0.36)
            frames(window, 20)
            #expect(presented.view.frame == CGRect(x: 40, y: 40, width: 310, height: 764))
            #expect(presented.view.presentation.alpha == 1 && presentation.dimmingView.presentation.alpha == CGFloat(0.4))
            // The presenter stays (a base presentation controller keeps its view) and hears nothing.
            #expect(presenter.view.superview === window)
            #expect(log.lines == ["viewWillAppear(card)", "viewDidAppear(card)"])

            // A resize re-lays out the card through containerViewWillLayoutSubviews.
            window.resize(to: CGSize(width: 500, height: 700))
            window.layoutIfNeeded()
            #expect(presented.view.frame == CGRect(x: 40, y: 40, width: 420, height: 620))

            presented.dismiss(animated: true)
            frames(window, 30)
            #expect(presenter.presentedViewController == nil && presentation.dimmingView.superview == nil)
            #expect(log.lines.suffix(2) == ["viewWillDisappear(card)", "viewDidDisappear(card)"])
        }
        #expect(weakPresented == nil && weakPresentation == nil)
    }

    @Test func aSlideOnAnInterruptibleAnimatorReversesWhenDismissedHalfWay() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let presenter = UIViewController()
        window.rootViewController = presenter
        let transitioning = SlideUpTransitioning()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitioning
        presenter.present(presented, animated: true)
        frames(window, 12)
        let risen = (presented.view.layer.presentation()?.frame.minY ?? 0)
        #expect(risen > 0 && risen < 844)  // on its way up
        // The pasted interruptibleAnimator(using:) is the one the transition steers: the
        // dismissal reverses the presentation from where it is instead of waiting for it.
        presented.dismiss(animated: true)
        #expect(window.activeTransition?.transitionWasCancelled == true)
        frames(window, 3)
        #expect((presented.view.layer.presentation()?.frame.minY ?? 0) > risen)  // going back down
        frames(window, 60)
        #expect(presenter.presentedViewController == nil && window.activeTransition == nil)
    }
}

