import Motion
import Testing
import TestSupport
import UIKit
import UIKitTools

/// An interaction of an app's own (not percent-driven) that records what the context says when
/// it is started, and ends the transition at once.
@MainActor
private final class RecordingInteraction: UIViewControllerInteractiveTransitioning {
    let wantsInteractiveStart: Bool
    var sawInteractive: Bool?
    var sawState: Transition.State?

    init(wantsInteractiveStart: Bool) { self.wantsInteractiveStart = wantsInteractiveStart }

    func startInteractiveTransition(_ context: any UIViewControllerContextTransitioning) {
        sawInteractive = context.isInteractive
        sawState = (context as? Transition)?.state
        context.finishInteractiveTransition()
        context.completeTransition(true)
    }
}

/// The transition's state is the single source of truth for its flags, and every way of steering
/// it tells the interaction observers.
@MainActor
struct TransitionStateTests {
    @Test(arguments: [true, false])
    func anInteractionOfAnAppsOwnSeesWhetherTheTransitionIsInteractive(wantsInteractiveStart: Bool) {
        let session = TracedPresentation()
        session.presenter.present(session.presented, animated: false)
        let interaction = RecordingInteraction(wantsInteractiveStart: wantsInteractiveStart)
        session.delegate.dismissalInteraction = interaction
        session.presented.dismiss(animated: true)
        // UIKit: isInteractive is true inside startInteractiveTransition for an interactive start.
        #expect(interaction.sawInteractive == wantsInteractiveStart)
        #expect(interaction.sawState == (wantsInteractiveStart ? .interacting : .animating))
        #expect(session.presenter.presentedViewController == nil)
    }

    /// A cross-dissolve presentation: the built-in animator vends an interruptible animator.
    private func dissolving() throws -> (TracedPresentation, Transition) {
        let session = TracedPresentation()
        session.presented.transitioningDelegate = nil
        session.presented.modalPresentationStyle = .fullScreen
        session.presented.modalTransitionStyle = .crossDissolve
        session.presenter.present(session.presented, animated: true)
        session.frames(5)
        return (session, try #require(session.window.activeTransition))
    }

    @Test func pausingAndFinishingFromOutsideNotifiesAndDerivesEveryFlag() throws {
        let (session, transition) = try dissolving()
        var changes: [Bool] = []
        transition.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        #expect(transition.state == .animating && !transition.isInteractive && !transition.isCancelled)

        #expect(transition.pause())
        #expect(transition.state == .interacting && transition.isInteractive)
        let held = session.presented.view.presentation.alpha
        session.frames(10)
        #expect(session.presented.view.presentation.alpha == held)

        #expect(transition.finish())
        #expect(transition.state == .animating && !transition.isInteractive && !transition.transitionWasCancelled)
        session.frames(40)
        #expect(transition.state == .completed(true) && transition.isOver)
        #expect(changes == [true, false])
        #expect(session.presenter.presentedViewController === session.presented)
        #expect(transition.illegalMove == nil)
    }

    @Test func cancellingFromOutsideNotifiesAndRestoresThePresenter() throws {
        let (session, transition) = try dissolving()
        var changes: [(interactive: Bool, cancelled: Bool)] = []
        transition.notifyWhenInteractionChanges { changes.append(($0.isInteractive, $0.isCancelled)) }
        #expect(transition.cancel())
        #expect(transition.state == .cancelling && transition.transitionWasCancelled && transition.isCancelled)
        #expect(changes.count == 1 && changes[0] == (false, true))
        session.frames(40)
        #expect(transition.state == .completed(false) && transition.transitionWasCancelled)
        #expect(session.presenter.presentedViewController == nil && session.presented.presentingViewController == nil)
        #expect(!transition.finish() && !transition.cancel() && !transition.pause())  // over: nothing moves
        #expect(transition.illegalMove == nil)
    }

    @Test func aPlainAnimateTransitionCannotBeSteered() {
        let session = TracedPresentation()
        session.presenter.present(session.presented, animated: true)  // TracingAnimator: an animation block
        let transition = session.window.activeTransition
        #expect(transition?.pause() == false && transition?.cancel() == false)
        #expect(transition?.state == .animating)
        session.frames(40)
        #expect(session.presenter.presentedViewController === session.presented)
    }

    @Test func theStateMachineAllowsOnlyItsMoves() {
        typealias S = Transition.State
        #expect(S.allows(.preparing, to: .interacting) && S.allows(.interacting, to: .cancelling))
        #expect(S.allows(.cancelling, to: .animating) && S.allows(.cancelling, to: .completed(false)))
        #expect(!S.allows(.cancelling, to: .completed(true)))
        #expect(!S.allows(.completed(true), to: .animating) && !S.allows(.completed(false), to: .completed(true)))
        #expect(!S.allows(.animating, to: .preparing))
    }
}
