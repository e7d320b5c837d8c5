import Motion

/// A presentation or a dismissal in flight: the transition context the animator and the
/// interaction controller are given, and the coordinator everyone else animates along with
/// (UIKit keeps these as two private objects; here they are one).
///
/// ## The order of a transition
///
/// Presentation (dismissal mirrors it, with the `dismissal` hooks and `animationController(forDismissed:)`):
/// 1. `presentationController(forPresented:presenting:source:)` (`.custom` only),
///    `animationController(forPresented:presenting:source:)`,
///    `interactionControllerForPresentation(using:)` (animated only);
/// 2. `presentationTransitionWillBegin()` (the coordinator is available: animate along);
/// 3. `viewWillAppear` of the presented controller, then `viewWillDisappear` of the presenter
///    when the presentation removes its view;
/// 4. a layout pass: `containerViewWillLayoutSubviews`, `containerViewDidLayoutSubviews` (again
///    on every later pass, e.g. after a resize);
/// 5. `animateTransition(using:)`, or `startInteractiveTransition(_:)` with an interaction
///    controller that wants an interactive start; animations registered with
///    `animate(alongsideTransition:completion:)` start with it;
/// 6. the animator calls `completeTransition(_:)`: the view hierarchy is settled (a cancelled
///    transition restores it exactly);
/// 7. `presentationTransitionDidEnd(_:)`, then the alongside completions;
/// 8. `viewDidAppear`/`viewDidDisappear` (a cancelled transition first sends the opposite "will",
///    so each "will" has one "did"); UIKit does not document where these fall relative to the
///    completion block: here they come before it;
/// 9. `animationEnded(_:)`, then the `present`/`dismiss` completion block (only when the
///    transition completed, as UIKit: a cancelled one does not call it), then the next queued
///    transition.
@MainActor
public final class Transition: ContextTransitioning, TransitionCoordinator {
    /// Which way the transition goes.
    public enum Kind: Hashable, Sendable {
        /// A controller is being presented.
        case presentation
        /// A presented controller is being dismissed.
        case dismissal
    }

    /// Where a transition is. Moves `preparing → animating | interacting → … → completed`;
    /// `interacting` and `animating` alternate as interactions take over and let go, and
    /// `cancelling` is `animating` back toward the start.
    public enum State: Hashable, Sendable {
        /// The objects are gathered; `WillBegin` has not run yet.
        case preparing
        /// Running toward the end on its own.
        case animating
        /// Driven by an interaction.
        case interacting
        /// Running back toward the start after a cancel.
        case cancelling
        /// Over: `completeTransition` was called with this value.
        case completed(Bool)

        /// Whether a transition may go from `old` to `new` (or stay): out of `preparing` into
        /// running, interacting or done; `animating` and `interacting` into each other, into
        /// `cancelling`, or done; `cancelling` into `interacting` (a finger grabs it), back into
        /// `animating` (``finish()`` undoes a cancel) or done without completing; nothing out of
        /// `completed`.
        public static func allows(_ old: State, to new: State) -> Bool {
            if old == new { return true }
            switch (old, new) {
            case (.preparing, .animating), (.preparing, .interacting), (.preparing, .completed): return true
            case (.animating, .interacting), (.animating, .cancelling), (.animating, .completed): return true
            case (.interacting, .animating), (.interacting, .cancelling), (.interacting, .completed): return true
            case (.cancelling, .interacting), (.cancelling, .animating), (.cancelling, .completed(false)): return true
            default: return false
            }
        }
    }

    /// Presentation or dismissal.
    public let kind: Kind
    /// The state.
    public internal(set) var state: State = .preparing {
        didSet {
            if !State.allows(oldValue, to: state) { disallowedMoves.append((oldValue, state)) }
        }
    }
    /// Moves between states that ``State/allows(_:to:)`` forbids, in order (always empty unless
    /// something is wrong; the ``InvariantChecker`` reports them).
    public private(set) var disallowedMoves: [(from: State, to: State)] = []
    /// The presented controller (arriving or leaving).
    public let presentedViewController: ViewController
    /// The presenter.
    public let presentingViewController: ViewController
    /// The presentation controller.
    public let presentationController: PresentationController
    /// The animator.
    public let animator: any AnimatedTransitioning
    /// The interaction controller, if any.
    public let interactionController: (any InteractiveTransitioning)?
    /// Whether the transition is animated.
    public let isAnimated: Bool
    /// The view the transition happens in.
    public let containerView: View

    /// The `present`/`dismiss` completion: runs only if the transition completes (UIKit does not
    /// call it for a cancelled transition).
    var completion: (@MainActor () -> Void)?
    /// Runs if the transition ends cancelled (a dismissal that reversed a presentation waits here).
    var cancellationHandlers: [@MainActor () -> Void] = []
    var alongside: [(animation: ((any TransitionCoordinator) -> Void)?, completion: ((any TransitionCoordinator) -> Void)?)] = []
    var interactionHandlers: [(any TransitionCoordinator) -> Void] = []
    var wasCancelled = false
    var percent = 0.0
    var interactive = false
    var alongsideStarted = false
    weak var window: Window?
    /// The presenter's view and where it was, when the presentation removes it.
    var removedPresenterView: (view: View, superview: View, index: Int)?
    /// Whether the presenter got appearance callbacks in this transition.
    var presenterAppearanceChanges = false

    init(kind: Kind, presented: ViewController, presenting: ViewController, presentationController: PresentationController,
         animator: any AnimatedTransitioning, interactionController: (any InteractiveTransitioning)?, animated: Bool,
         containerView: View, window: Window) {
        self.kind = kind
        self.presentedViewController = presented
        self.presentingViewController = presenting
        self.presentationController = presentationController
        self.animator = animator
        self.interactionController = interactionController
        self.isAnimated = animated
        self.containerView = containerView
        self.window = window
    }

    // MARK: ContextTransitioning

    /// Whether an interaction drives the transition now.
    public var isInteractive: Bool { interactive }
    /// Whether it was cancelled.
    public var transitionWasCancelled: Bool { wasCancelled }
    /// The presented controller's style.
    public var presentationStyle: ModalPresentationStyle { presentationController.presentationStyle }

    /// `.from` is the presenter when presenting and the presented controller when dismissing.
    public func viewController(forKey key: TransitionKey) -> ViewController? {
        switch (kind, key) {
        case (.presentation, .from), (.dismissal, .to): presentingViewController
        case (.presentation, .to), (.dismissal, .from): presentedViewController
        }
    }

    /// The presented controller's (presented) view; the presenter's view only when the
    /// presentation removes it.
    public func view(forKey key: TransitionKey) -> View? {
        guard let controller = viewController(forKey: key) else { return nil }
        if controller === presentedViewController { return presentationController.presentedView }
        return presentationController.shouldRemovePresentersView ? controller.view : nil
    }

    /// The presented view starts anywhere the animator likes when presenting (`.null`) and at
    /// its place when dismissing; the presenter's view starts where it is.
    public func initialFrame(for viewController: ViewController) -> Rect {
        if viewController === presentedViewController {
            return kind == .dismissal ? presentationController.frameOfPresentedViewInContainerView : .null
        }
        return containerView.bounds
    }

    /// The presented view ends at ``PresentationController/frameOfPresentedViewInContainerView``
    /// when presenting (`.null` when dismissing); the presenter's view ends where it is.
    public func finalFrame(for viewController: ViewController) -> Rect {
        if viewController === presentedViewController {
            return kind == .presentation ? presentationController.frameOfPresentedViewInContainerView : .null
        }
        return containerView.bounds
    }

    /// Records the interaction's progress (clamped to 0…1; NaN ignored).
    public func updateInteractiveTransition(_ percentComplete: Double) {
        guard percentComplete.isFinite, !isOver else { return }
        percent = Swift.min(1, Swift.max(0, percentComplete))
    }

    /// The interaction ended toward the end.
    public func finishInteractiveTransition() {
        guard !isOver else { return }
        interactive = false
        wasCancelled = false
        state = .animating
        notifyInteractionChange()
    }

    /// The interaction ended toward the start.
    public func cancelInteractiveTransition() {
        guard !isOver else { return }
        interactive = false
        wasCancelled = true
        state = .cancelling
        notifyInteractionChange()
    }

    /// An interaction took over.
    public func pauseInteractiveTransition() {
        guard !isOver else { return }
        interactive = true
        state = .interacting
        notifyInteractionChange()
    }

    /// Ends the transition (once; later calls are ignored).
    public func completeTransition(_ didComplete: Bool) {
        guard !isOver else { return }
        state = .completed(didComplete)
        window?.transitionDidComplete(self, completed: didComplete)
    }

    // MARK: TransitionCoordinator

    /// Whether it was cancelled.
    public var isCancelled: Bool { wasCancelled }
    /// The animator's duration.
    public var transitionDuration: Double { animator.transitionDuration(using: self) }
    /// The interaction's last progress (0 until one reports).
    public var percentComplete: Double { percent }

    /// Adds animations that run along with the transition; returns false once it is over.
    @discardableResult
    public func animate(alongsideTransition animation: ((any TransitionCoordinator) -> Void)?,
                        completion: ((any TransitionCoordinator) -> Void)?) -> Bool {
        guard !isOver else { return false }
        alongside.append((animation, completion))
        if alongsideStarted, let animation { runAlongside([animation]) }
        return true
    }

    /// Calls `handler` when an interaction ends or starts again.
    public func notifyWhenInteractionChanges(_ handler: @escaping (any TransitionCoordinator) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Steering from outside

    /// Whether `completeTransition` was called.
    public var isOver: Bool {
        if case .completed = state { true } else { false }
    }

    /// Reverses the transition from where it is toward its start (it then completes with
    /// false): through the interaction controller when one drives it, or the animator's
    /// interruptible animator. Returns false when neither can reverse it (a plain
    /// `animateTransition` runs to its end) or it is over.
    @discardableResult
    public func cancel() -> Bool { steer(towardEnd: false) }

    /// Runs the transition to its end from where it is (undoing a cancel). Returns false when
    /// it cannot be steered or is over.
    @discardableResult
    public func finish() -> Bool { steer(towardEnd: true) }

    /// Stops the transition where it is (a finger grabbed it): an interaction driving it
    /// pauses, or the interruptible animator does. Returns false when neither can (or it is
    /// over). Resume with ``finish()`` or ``cancel()``.
    @discardableResult
    public func pause() -> Bool {
        guard !isOver else { return false }
        if let percentDriven = interactionController as? PercentDrivenInteractiveTransition, percentDriven.isDriving {
            percentDriven.pause()
            return true
        }
        guard let propertyAnimator = animator.interruptibleAnimator(using: self), propertyAnimator.state == .active else { return false }
        try? propertyAnimator.pauseAnimation()
        pauseInteractiveTransition()
        return true
    }

    private func steer(towardEnd: Bool) -> Bool {
        guard !isOver else { return false }
        if let percentDriven = interactionController as? PercentDrivenInteractiveTransition, percentDriven.isDriving {
            if towardEnd { percentDriven.finish() } else { percentDriven.cancel() }
            return true
        }
        guard let propertyAnimator = animator.interruptibleAnimator(using: self), propertyAnimator.state == .active else { return false }
        wasCancelled = !towardEnd
        state = towardEnd ? .animating : .cancelling
        interactive = false
        try? propertyAnimator.pauseAnimation()
        propertyAnimator.isReversed = !towardEnd
        // The rest takes the animator's full duration with its own timing (a spring eases out
        // of the turn instead of snapping back in the time it took to get here).
        try? propertyAnimator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        return true
    }

    // MARK: Internals

    func notifyInteractionChange() {
        for handler in interactionHandlers { handler(self) }
    }

    /// Starts the alongside animations with the transition's timing: added to the
    /// interruptible animator when there is one, else in an animation block of the
    /// transition's duration (captured by a percent-driven interaction when one drives).
    func startAlongside() {
        alongsideStarted = true
        runAlongside(alongside.compactMap(\.animation))
    }

    private func runAlongside(_ animations: [(any TransitionCoordinator) -> Void]) {
        guard !animations.isEmpty else { return }
        let body = { for animation in animations { animation(self) } }
        if !isAnimated {
            View.performWithoutAnimation(body)
        } else if let propertyAnimator = animator.interruptibleAnimator(using: self), propertyAnimator.state != .stopped {
            try? propertyAnimator.addAnimations(body)
        } else {
            View.animate(withDuration: transitionDuration, options: [.allowUserInteraction], animations: body)
        }
    }
}
