import Motion
import Testing
import TestSupport
import UIKitTools
import UIKit

/// A custom presentation (the dimming presentation controller of seed 003) with every hook
/// traced, on a window's manual clock.
@MainActor
final class TracedPresentation {
    let log = TraceLog()
    let window = UIWindow(size: CGSize(width: 390, height: 844))
    let presenter: TracingViewController
    let presented: TracingViewController
    let delegate: TracingTransitioningDelegate

    init() {
        presenter = TracingViewController(name: "presenter", color: .white, log: log)
        presented = TracingViewController(name: "presented", color: .white, log: log)
        delegate = TracingTransitioningDelegate(log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        window.rootViewController = presenter
        log.clear()
    }

    func frames(_ count: Int) {
        for _ in 0..<count { window.tick(elapsed: 1.0 / 60) }
    }

    /// The window's view tree as nested identifiers, to compare hierarchies exactly.
    func hierarchy() -> [String] {
        var lines: [String] = []
        func walk(_ view: UIView, depth: Int) {
            lines.append(String(repeating: " ", count: depth) + "\(ObjectIdentifier(view).hashValue)")
            for subview in view.subviews { walk(subview, depth: depth + 1) }
        }
        walk(window, depth: 0)
        return lines
    }
}

/// Checks that each controller's appearance callbacks alternate will/did and never repeat a will.
func appearanceIsBalanced(_ lines: [String]) -> Bool {
    var pending: [String: String] = [:]
    for line in lines {
        for (prefix, kind) in [("viewWillAppear(", "willAppear"), ("viewWillDisappear(", "willDisappear")] where line.hasPrefix(prefix) {
            let name = String(line.dropFirst(prefix.count).dropLast())
            if pending[name] != nil, pending[name] == kind { return false }
            pending[name] = kind
        }
        for (prefix, kind) in [("viewDidAppear(", "willAppear"), ("viewDidDisappear(", "willDisappear")] where line.hasPrefix(prefix) {
            let name = String(line.dropFirst(prefix.count).dropLast())
            guard pending[name] == kind else { return false }
            pending[name] = nil
        }
    }
    return pending.isEmpty
}

@MainActor
struct PresentationOrderTests {
    @Test func anAnimatedCustomPresentationAndDismissalFollowUIKitsOrder() {
        let session = TracedPresentation()
        session.presenter.present(session.presented, animated: true) { session.log.add("present completion") }
        #expect(session.presented.transitionCoordinator != nil)
        session.frames(40)
        #expect(session.log.lines == [
            "presentationController(forPresented:)", "animationController(forPresented:)", "interactionControllerForPresentation",
            "presentationTransitionWillBegin", "viewWillAppear(presented)",
            "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
            "animateTransition(presentation)",
            // The animator added the presented view to the container: it is laid out again.
            "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
            "completeTransition(true)", "presentationTransitionDidEnd(true)",
            "viewDidAppear(presented)", "animationEnded(true)", "present completion",
        ])
        #expect(session.presenter.presentedViewController === session.presented)
        #expect(session.presented.transitionCoordinator == nil)
        session.log.clear()
        session.presented.dismiss(animated: true) { session.log.add("dismiss completion") }
        session.frames(40)
        #expect(session.log.lines == [
            "animationController(forDismissed:)", "interactionControllerForDismissal", "dismissalTransitionWillBegin",
            "viewWillDisappear(presented)", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
            "animateTransition(dismissal)", "completeTransition(true)", "dismissalTransitionDidEnd(true)",
            "viewDidDisappear(presented)", "animationEnded(true)", "dismiss completion",
        ])
        #expect(session.presenter.presentedViewController == nil)
        #expect(session.presented.presentingViewController == nil && session.presented.presentationController == nil)
    }

    @Test func aNonAnimatedPresentationCompletesBeforePresentReturns() {
        let session = TracedPresentation()
        session.presenter.present(session.presented, animated: false) { session.log.add("present completion") }
        #expect(session.log.lines == [
            "presentationController(forPresented:)", "animationController(forPresented:)",
            "presentationTransitionWillBegin", "viewWillAppear(presented)",
            "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
            "animateTransition(presentation)", "completeTransition(true)", "presentationTransitionDidEnd(true)",
            "viewDidAppear(presented)", "animationEnded(true)", "present completion",
        ])
        #expect(session.window.activeTransition == nil)
        let card: UIView = session.presented.view
        #expect(card.presentation.alpha == 1 && card.frame == CGRect(x: 24, y: 120, width: 342, height: 604))
    }

    func interactiveDismissal(of session: TracedPresentation, to percent: Double, finish: Bool) -> TracingInteraction {
        let interaction = TracingInteraction(log: session.log)
        session.delegate.dismissalInteraction = interaction
        session.presented.dismiss(animated: true) { session.log.add("dismiss completion") }
        for step in 1...10 {
            session.window.tick(elapsed: 1.0 / 60)
            interaction.update(percent * Double(step) / 10)
        }
        if finish { interaction.finish() } else { interaction.cancel() }
        return interaction
    }

    @Test func aCancelledInteractiveDismissalRestoresEverything() {
        let session = TracedPresentation()
        session.presenter.present(session.presented, animated: false)
        session.frames(2)
        let before = session.hierarchy()
        session.log.clear()
        let interaction = interactiveDismissal(of: session, to: 0.4, finish: false)
        // Scrubbed: the card's alpha follows the percentage (the animator fades it out).
        #expect(session.window.activeTransition?.state == .cancelling)
        #expect(isClose(interaction.percentComplete, 0.4, within: 1e-9))
        session.frames(45)
        #expect(session.log.lines == [
            "animationController(forDismissed:)", "interactionControllerForDismissal", "dismissalTransitionWillBegin",
            "viewWillDisappear(presented)", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
            "startInteractiveTransition", "animateTransition(dismissal)", "completeTransition(false)",
            "dismissalTransitionDidEnd(false)", "viewWillAppear(presented)", "viewDidAppear(presented)", "animationEnded(false)",
        ])
        #expect(session.hierarchy() == before)
        #expect(session.presented.view.presentation.alpha == 1)
        #expect(session.presented.view.alpha == 1)
        #expect(session.presenter.presentedViewController === session.presented)
        #expect(appearanceIsBalanced(session.log.lines))
    }

    @Test func aFinishedInteractiveDismissalRunsTheRestFromWhereItIs() {
        let session = TracedPresentation()
        session.presenter.present(session.presented, animated: false)
        session.log.clear()
        _ = interactiveDismissal(of: session, to: 0.7, finish: true)
        let card: UIView = session.presented.view
        let alphaAtRelease = card.presentation.alpha
        #expect(isClose(alphaAtRelease, 1 - TimingCurve.easeInEaseOut.value(at: 0.7), within: 1e-6))
        session.window.tick(elapsed: 1.0 / 60)
        #expect(card.presentation.alpha <= alphaAtRelease && alphaAtRelease - card.presentation.alpha < 0.1)
        session.frames(45)
        #expect(Array(session.log.lines.suffix(5)) == [
            "completeTransition(true)", "dismissalTransitionDidEnd(true)", "viewDidDisappear(presented)",
            "animationEnded(true)", "dismiss completion",
        ])
        #expect(session.presenter.presentedViewController == nil)
        #expect(session.window.subviews.count == 2)  // the presenter's view and the status bar
    }

    @Test func resizingMidTransitionTellsEveryoneAndRelaysOut() {
        let session = TracedPresentation()
        session.presenter.present(session.presented, animated: true)
        session.frames(15)
        session.log.clear()
        session.window.resize(to: CGSize(width: 844, height: 390))
        #expect(session.log.lines == [
            "viewWillTransition(to: 844x390)(presenter)", "viewWillTransition(to: 844x390)(presentationController)",
            "viewWillTransition(to: 844x390)(presented)", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
        ])
        session.frames(30)
        #expect(session.presented.view.frame == CGRect(x: 24, y: 120, width: 796, height: 150))
    }

    @Test func presentingDuringATransitionIsQueuedAndOverAPresentationIsRefused() {
        let session = TracedPresentation()
        let other = TracingViewController(name: "other", color: .white, log: session.log)
        session.presenter.present(session.presented, animated: true)
        #expect(session.presenter.present(other, animated: true) == nil)  // queued
        session.frames(40)
        #expect(session.presenter.presentedViewController === session.presented)
        #expect(other.presentingViewController == nil)  // refused when its turn came: already presenting
        #expect(session.presenter.present(other, animated: false) == .alreadyPresenting)
        #expect(session.presenter.present(session.presenter, animated: false) == .presentingItself)
        #expect(session.presented.present(session.presented, animated: false) == .presentingItself)
        #expect(other.dismiss(animated: false) == .nothingToDismiss)
        #expect("\(PresentationError.alreadyPresenting)".contains("dismiss it first"))
    }

    @Test func presentedControllersAndTheirPresentationControllersAreReleased() {
        let session = TracedPresentation()
        weak var weakPresented: UIViewController?
        weak var weakPresentationController: UIPresentationController?
        do {
            let presented = TracingViewController(name: "temporary", color: .white, log: session.log)
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = session.delegate
            weakPresented = presented
            session.presenter.present(presented, animated: true)
            weakPresentationController = presented.presentationController
            session.frames(40)
            presented.dismiss(animated: true)
            session.frames(40)
        }
        #expect(weakPresentationController == nil)
        #expect(weakPresented == nil)
    }

    @Test func theCoordinatorReportsInteractionChangesAndAnInteractionCanTakeOverAgain() {
        let session = TracedPresentation()
        session.presenter.present(session.presented, animated: false)
        let interaction = TracingInteraction(log: session.log)
        session.delegate.dismissalInteraction = interaction
        session.presented.dismiss(animated: true)
        var changes: [Bool] = []
        session.presented.transitionCoordinator?.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        #expect(session.presented.transitionCoordinator?.isInteractive == true)
        interaction.update(0.5)
        interaction.finish()
        session.frames(3)
        interaction.pause()  // the finger comes back: it stops where it is
        let held = session.presented.view.presentation.alpha
        session.frames(10)
        #expect(session.presented.view.presentation.alpha == held)
        #expect(session.window.activeTransition?.state == .interacting)
        interaction.cancel()
        session.frames(45)
        #expect(changes == [false, true, false])
        #expect(session.presenter.presentedViewController === session.presented)
        #expect(session.presented.view.presentation.alpha == 1)
    }

    @Test func anInteractionThatDoesNotWantAnInteractiveStartJustRuns() {
        let session = TracedPresentation()
        session.presenter.present(session.presented, animated: false)
        let interaction = TracingInteraction(log: session.log)
        interaction.wantsInteractiveStart = false
        session.delegate.dismissalInteraction = interaction
        session.presented.dismiss(animated: true)
        session.frames(45)
        #expect(session.presenter.presentedViewController == nil)
    }
}
