import Foundation
import Motion

/// A presentation, a dismissal, a push or a pop in flight: the transition context the animator
/// and the interaction controller are given, and the coordinator everyone else animates along
/// with (UIKit keeps these as two private objects; here they are one). The window runs one at a
/// time (``UIWindow/activeTransition``), whoever asked for it.
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
///    controller (``isInteractive`` is already true inside it when the interaction wants an
///    interactive start); animations registered with `animate(alongsideTransition:completion:)`
///    start with it;
/// 6. the animator calls `completeTransition(_:)`: the view hierarchy is settled (a cancelled
///    transition restores it exactly);
/// 7. `presentationTransitionDidEnd(_:)`, then the alongside completions;
/// 8. `viewDidAppear`/`viewDidDisappear` (a cancelled transition first sends the opposite "will",
///    so each "will" has one "did"); UIKit does not document where these fall relative to the
///    completion block: here they come before it;
/// 9. `animationEnded(_:)`, then the `present`/`dismiss` completion block (only when the
///    transition completed, as UIKit: a cancelled one does not call it), then the next queued
///    transition.
///
/// A push or a pop runs the same machinery without a presentation controller; see
/// ``UINavigationController`` for its order.
///
/// ## One source of truth
///
/// ``state`` is the only record of where the transition is: ``isInteractive``,
/// ``transitionWasCancelled``, ``isCancelled`` and ``isOver`` are read from it. A move that
/// ``State/allows(_:to:)`` forbids is a bug in the engine or in an animator: it stops a debug
/// build at once, and (in any build) is kept in ``illegalMove`` for the ``InvariantChecker``.
@MainActor @preconcurrency
public final class Transition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    /// Which way the transition goes.
    public enum Kind: Hashable, Sendable {
        /// A controller is being presented.
        case presentation
        /// A presented controller is being dismissed.
        case dismissal
        /// A navigation controller pushes a controller onto its stack.
        case push
        /// A navigation controller pops back to a controller below its top.
        case pop

        /// Whether it is a presentation or a dismissal (it has a presentation controller).
        public var isModal: Bool { self == .presentation || self == .dismissal }
    }

    /// Where a transition is. Moves `preparing → animating | interacting → … → completed`;
    /// `interacting` and `animating` alternate as interactions take over and let go, and
    /// `cancelling` is `animating` back toward the start.
    public enum State: Hashable, Sendable {
        /// The objects are gathered; the animator or the interaction has not been started.
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
        /// `animating` (``Transition/finish()`` undoes a cancel) or done without completing;
        /// nothing out of `completed`.
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

    /// The animations registered with ``animate(alongsideTransition:completion:)``: waiting for
    /// the transition to start, or started (later ones start as they are added).
    private enum AlongsideAnimations {
        case waiting([(any UIViewControllerTransitionCoordinator) -> Void])
        case started
    }

    /// Presentation or dismissal.
    public let kind: Kind
    /// Where the transition is: the single source of truth (see the type's documentation).
    public private(set) var state: State = .preparing
    /// The first move between states that ``State/allows(_:to:)`` forbids, if one was made
    /// (a debug build stops at it; the ``InvariantChecker`` reports it in any build).
    public private(set) var illegalMove: (from: State, to: State)?
    /// The controller whose view leaves (the presenter, the dismissed controller, the old top
    /// of a navigation stack).
    public let fromViewController: UIViewController
    /// The controller whose view arrives.
    public let toViewController: UIViewController
    /// The presented controller (arriving or leaving); nil for a push or a pop.
    public var presentedViewController: UIViewController? {
        switch kind {
        case .presentation: toViewController
        case .dismissal: fromViewController
        case .push, .pop: nil
        }
    }
    /// The presenter; nil for a push or a pop.
    public var presentingViewController: UIViewController? {
        switch kind {
        case .presentation: fromViewController
        case .dismissal: toViewController
        case .push, .pop: nil
        }
    }
    /// The presentation controller; nil for a push or a pop.
    public let presentationController: UIPresentationController?
    /// The animator.
    public let animator: any UIViewControllerAnimatedTransitioning
    /// The interaction controller, if any.
    public let interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// Whether the transition is animated.
    public let isAnimated: Bool
    /// The view the transition happens in.
    public let containerView: UIView
    /// Whether the presenter gets appearance callbacks in this transition: when the
    /// presentation removes (or, dismissing, brings back) the presenter's view. Always true for
    /// a push or a pop, whose views both come and go.
    public let changesPresenterAppearance: Bool
    /// The interaction's last progress, 0…1 (0 until one reports).
    public private(set) var percentComplete: CGFloat = 0

    /// The controllers whose ``UIViewController/transitionCoordinator`` this is while it is in
    /// flight (the window sets them when it begins).
    var coordinatedControllers: [UIViewController] = []
    private var alongsideAnimations = AlongsideAnimations.waiting([])
    private var alongsideCompletions: [(any UIViewControllerTransitionCoordinator) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinator) -> Void] = []
    /// The `present`/`dismiss` completion: runs only if the transition completes (UIKit does not
    /// call it for a cancelled transition).
    private var completion: (@MainActor () -> Void)?
    /// Runs if the transition ends cancelled (a dismissal that reversed a presentation waits here).
    private var cancellationHandlers: [@MainActor () -> Void] = []
    /// The animator an interaction scrubs, once ``interactiveDriver()`` made it.
    private var driver: (any UIViewImplicitlyAnimating)?
    /// Called once, when `completeTransition` ends the transition (the window settles the
    /// hierarchy and sends the remaining hooks).
    private let onComplete: @MainActor (Transition) -> Void

    /// A transition between two controllers (a modal one has a presentation controller; a push
    /// or a pop has none). `onComplete` runs once, when the animator calls
    /// ``completeTransition(_:)``; `completion` is the `present`/`dismiss` completion block.
    init(kind: Kind, from: UIViewController, to: UIViewController, presentationController: UIPresentationController?,
         animator: any UIViewControllerAnimatedTransitioning, interactionController: (any UIViewControllerInteractiveTransitioning)?, animated: Bool,
         containerView: UIView, completion: (@MainActor () -> Void)?, onComplete: @escaping @MainActor (Transition) -> Void) {
        assert(kind.isModal == (presentationController != nil), "a modal transition has a presentation controller, a navigation one none")
        self.kind = kind
        self.fromViewController = from
        self.toViewController = to
        self.presentationController = presentationController
        self.animator = animator
        self.interactionController = interactionController
        self.isAnimated = animated
        self.containerView = containerView
        self.changesPresenterAppearance = presentationController?.shouldRemovePresentersView ?? true
        self.completion = completion
        self.onComplete = onComplete
    }

    /// Moves to `new`, which ``State/allows(_:to:)`` must allow.
    private func move(to new: State) {
        let old = state
        if !State.allows(old, to: new) {
            assertionFailure("\(kind) transition moved from \(old) to \(new), which its state machine forbids")
            if illegalMove == nil { illegalMove = (old, new) }
        }
        state = new
    }

    // MARK: UIViewControllerContextTransitioning

    /// Whether an interaction drives the transition now (``state`` is `interacting`).
    public var isInteractive: Bool { state == .interacting }
    /// Whether it was cancelled: running back toward its start, or ended cancelled.
    public var transitionWasCancelled: Bool { state == .cancelling || state == .completed(false) }
    /// The style the presentation shows in (its adapted style while adapted); `.none` for a
    /// push or a pop, as UIKit.
    public var presentationStyle: UIModalPresentationStyle { presentationController?.currentStyle ?? .none }

    /// `.from` is the presenter when presenting, the presented controller when dismissing and
    /// the old top of the stack in a push or a pop; nil for a key that names neither.
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    /// The presented controller's (presented) view; the presenter's view only when the
    /// presentation removes it; both controllers' views in a push or a pop; nil for a key that
    /// names neither.
    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let controller: UIViewController
        switch key {
        case .from: controller = fromViewController
        case .to: controller = toViewController
        default: return nil
        }
        if let presentationController, controller === presentedViewController { return presentationController.presentedView }
        return changesPresenterAppearance ? controller.view : nil
    }

    /// The presented view's start is not known when presenting (`.zero`, as UIKit: the animator
    /// places it) and is its place when dismissing; the presenter's view starts where it is. In
    /// a push or a pop the leaving view starts filling the container and the arriving one's
    /// start is not known (`.zero`).
    public func initialFrame(for viewController: UIViewController) -> CGRect {
        if let presentationController, viewController === presentedViewController {
            return kind == .dismissal ? presentationController.frameOfPresentedViewInContainerView : .zero
        }
        if !kind.isModal, viewController !== fromViewController { return .zero }
        return containerView.bounds
    }

    /// The presented view ends at ``UIPresentationController/frameOfPresentedViewInContainerView``
    /// when presenting (`.zero` when dismissing, as UIKit: it leaves); the presenter's view ends
    /// where it is. In a push or a pop the arriving view ends filling the container and the
    /// leaving one's end is not known (`.zero`).
    public func finalFrame(for viewController: UIViewController) -> CGRect {
        if let presentationController, viewController === presentedViewController {
            return kind == .presentation ? presentationController.frameOfPresentedViewInContainerView : .zero
        }
        if !kind.isModal, viewController !== toViewController { return .zero }
        return containerView.bounds
    }

    /// Records the interaction's progress (clamped to 0…1; NaN ignored).
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite, !isOver else { return }
        self.percentComplete = Swift.min(1, Swift.max(0, percentComplete))
    }

    /// The interaction ended toward the end: the transition animates on, and the interaction
    /// observers hear of it.
    public func finishInteractiveTransition() {
        guard !isOver else { return }
        move(to: .animating)
        notifyInteractionChange()
    }

    /// The interaction ended toward the start: the transition animates back (it then completes
    /// cancelled), and the interaction observers hear of it.
    public func cancelInteractiveTransition() {
        guard !isOver else { return }
        move(to: .cancelling)
        notifyInteractionChange()
    }

    /// An interaction took over: the transition is interactive, and the interaction observers
    /// hear of it.
    public func pauseInteractiveTransition() {
        guard !isOver, state != .interacting else { return }
        move(to: .interacting)
        notifyInteractionChange()
    }

    /// Ends the transition (once; later calls are ignored). An alongside animation that never
    /// started is applied without animation first.
    public func completeTransition(_ didComplete: Bool) {
        guard !isOver else { return }
        move(to: .completed(didComplete))
        if case .waiting = alongsideAnimations { UIView.performWithoutAnimation { startAlongsideAnimations() } }
        onComplete(self)
    }

    /// The animator a percent-driven interaction scrubs, made on the first call: the animator's
    /// interruptible animator (paused at its start, with the alongside animations added), or
    /// else `animateTransition(using:)` and the alongside animations captured on a timeline of
    /// the transition's duration, paused at its start.
    public func interactiveDriver() -> (any UIViewImplicitlyAnimating)? {
        if let driver { return driver }
        guard !isOver else { return nil }
        let made: any UIViewImplicitlyAnimating
        if let interruptible = interruptibleAnimator() {
            made = interruptible
            startAlongsideAnimations()
        } else {
            let capture = UIViewPropertyAnimator(duration: transitionDuration, curve: .linear)
            capture.record({
                self.animator.animateTransition(using: self)
                self.startAlongsideAnimations()
            }, kind: .capturing(capture))
            made = capture
        }
        made.pauseChecked()
        driver = made
        return made
    }

    // MARK: UIViewControllerTransitionCoordinator

    /// Whether it was cancelled (see ``transitionWasCancelled``).
    public var isCancelled: Bool { transitionWasCancelled }
    /// The animator's duration.
    public var transitionDuration: Double { animator.transitionDuration(using: self) }

    /// Adds animations that run along with the transition; returns false once it is over.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinator) -> Void)?,
                        completion: ((any UIViewControllerTransitionCoordinator) -> Void)?) -> Bool {
        guard !isOver else { return false }
        if let completion { alongsideCompletions.append(completion) }
        guard let animation else { return true }
        switch alongsideAnimations {
        case .waiting(let waiting): alongsideAnimations = .waiting(waiting + [animation])
        case .started: runAlongside([animation])
        }
        return true
    }

    /// Adds animations for views outside the container; the same as
    /// ``animate(alongsideTransition:completion:)`` (one clock animates every view).
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinator) -> Void)?,
                                           completion: ((any UIViewControllerTransitionCoordinator) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Whether it started driven by its interaction controller (one that wants an interactive
    /// start, in an animated transition).
    public var initiallyInteractive: Bool { isAnimated && (interactionController?.wantsInteractiveStart ?? false) }
    /// Whether the animator vends an interruptible animator. The animator is asked once, when
    /// the engine or this property first needs it (an animated start asks it), and its answer
    /// kept: a transition over before anyone asked asks then (UIKit reads whether the animator
    /// implements the method; here the default implementation returns a placeholder for none).
    public var isInterruptible: Bool {
        if let vendsInterruptibleAnimator { return vendsInterruptibleAnimator }
        return interruptibleAnimator() != nil
    }

    /// The animator's interruptible animator (nil for none), its existence noted for
    /// ``isInterruptible``.
    private func interruptibleAnimator() -> (any UIViewImplicitlyAnimating)? {
        let vended = animator.vendedInterruptibleAnimator(using: self)
        vendsInterruptibleAnimator = vended != nil
        return vended
    }

    /// Whether the animator vends an interruptible animator, once it was asked.
    private var vendsInterruptibleAnimator: Bool?

    /// The interaction controller's completion speed (1 without one).
    public var completionVelocity: CGFloat { interactionController?.completionSpeed ?? 1 }
    /// The interaction controller's completion curve (ease-in-ease-out without one).
    public var completionCurve: UIView.AnimationCurve { interactionController?.completionCurve ?? .easeInOut }
    /// The identity: presentations do not rotate.
    public var targetTransform: CGAffineTransform { .identity }

    /// Calls `handler` each time an interaction takes the transition over or lets it go
    /// (on every path: the interaction's own calls, and ``pause()``, ``finish()`` and
    /// ``cancel()``).
    public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinator) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Steering from outside

    /// Whether `completeTransition` was called.
    public var isOver: Bool {
        if case .completed = state { true } else { false }
    }

    /// Reverses the transition from where it is toward its start (it then completes with
    /// false). Returns false when it cannot be reversed (neither an interaction's driver nor an
    /// interruptible animator runs it: a plain `animateTransition` runs to its end) or it is
    /// over.
    @discardableResult
    public func cancel() -> Bool { steer(towardEnd: false) }

    /// Runs the transition to its end from where it is (undoing a cancel). Returns false when
    /// it cannot be steered or is over.
    @discardableResult
    public func finish() -> Bool { steer(towardEnd: true) }

    /// Stops the transition where it is (a finger grabbed it); it becomes interactive. Returns
    /// false when it cannot be steered or is over. Resume with ``finish()`` or ``cancel()``.
    @discardableResult
    public func pause() -> Bool {
        guard !isOver, let steerable, steerable.state == .active else { return false }
        steerable.pauseChecked()
        pauseInteractiveTransition()
        return true
    }

    /// What ``pause()``, ``finish()`` and ``cancel()`` move: the interaction's driver while an
    /// interaction made one, else the animator's interruptible animator.
    private var steerable: (any UIViewImplicitlyAnimating)? {
        driver ?? interruptibleAnimator()
    }

    private func steer(towardEnd: Bool) -> Bool {
        guard !isOver, let steerable, steerable.state == .active else { return false }
        if towardEnd { finishInteractiveTransition() } else { cancelInteractiveTransition() }
        if driver != nil, let interactionController {
            // As if the interaction let go: its completion curve and speed for the rest.
            steerable.continueInteractively(reversed: !towardEnd, curve: interactionController.completionCurve,
                                            speed: interactionController.completionSpeed)
        } else {
            steerable.continueWithOwnTiming(reversed: !towardEnd)
        }
        return true
    }

    // MARK: For the window

    /// The transition starts: it moves out of `preparing` (into `interacting` when
    /// `interactive`) before the animator or the interaction is called.
    private func begin(interactive: Bool) {
        move(to: interactive ? .interacting : .animating)
    }

    /// Starts the transition (step 5): the interaction controller's
    /// `startInteractiveTransition(_:)` when there is one, else the animator's
    /// `animateTransition(using:)` with the alongside animations joining its first animation
    /// block; not animated, the animator and the alongside animations apply at once.
    func start() {
        if isAnimated {
            if let interactionController {
                begin(interactive: interactionController.wantsInteractiveStart)
                interactionController.startInteractiveTransition(self)
            } else {
                begin(interactive: false)
                animateJoiningAlongsideAnimations()
            }
            if !isOver { startAlongsideAnimations() }
        } else {
            begin(interactive: false)
            UIView.performWithoutAnimation {
                startAlongsideAnimations()
                animator.animateTransition(using: self)
            }
        }
    }

    /// Starts the alongside animations (if they are waiting) with the transition's timing:
    /// added to the interruptible animator when there is one, else in an animation block of the
    /// transition's duration (captured by a percent-driven interaction when one drives).
    func startAlongsideAnimations() {
        guard case .waiting(let waiting) = alongsideAnimations else { return }
        alongsideAnimations = .started
        runAlongside(waiting)
    }

    /// Calls the animator's `animateTransition(using:)` so that the alongside animations join
    /// its first animation block (when it makes one; otherwise they start after it, on the
    /// interruptible animator or in a block of the transition's duration). An animator that
    /// vends an interruptible animator gets them added to it instead.
    private func animateJoiningAlongsideAnimations() {
        guard case .waiting = alongsideAnimations, interruptibleAnimator() == nil else {
            animator.animateTransition(using: self)
            return
        }
        let pending = AnimationTransaction.PendingAlongside { [self] in
            guard case .waiting(let waiting) = alongsideAnimations else { return }
            alongsideAnimations = .started
            for animation in waiting { animation(self) }
        }
        AnimationTransaction.$pendingAlongside.withValue(pending) {
            animator.animateTransition(using: self)
        }
    }

    /// Runs the alongside completions (step 7).
    func runAlongsideCompletions() {
        for completion in alongsideCompletions { completion(self) }
        alongsideCompletions = []
    }

    /// Adds a block to run if the transition ends cancelled.
    func addCancellationHandler(_ handler: @escaping @MainActor () -> Void) {
        cancellationHandlers.append(handler)
    }

    /// Runs the `present`/`dismiss` completion when the transition completed, or the
    /// cancellation handlers when it was cancelled (step 9); each runs once.
    func runCompletionHandlers() {
        let completion = self.completion
        let cancellationHandlers = self.cancellationHandlers
        self.completion = nil
        self.cancellationHandlers = []
        if state == .completed(true) {
            completion?()
        } else {
            for handler in cancellationHandlers { handler() }
        }
    }

    // MARK: Internals

    private func notifyInteractionChange() {
        for handler in interactionHandlers { handler(self) }
    }

    private func runAlongside(_ animations: [(any UIViewControllerTransitionCoordinator) -> Void]) {
        guard !animations.isEmpty else { return }
        let body = { for animation in animations { animation(self) } }
        if !isAnimated {
            UIView.performWithoutAnimation(body)
        } else if let propertyAnimator = interruptibleAnimator(), propertyAnimator.state != .stopped {
            propertyAnimator.addAnimationsChecked(body)
        } else {
            UIView.animate(withDuration: transitionDuration, options: [.allowUserInteraction], animations: body)
        }
    }
}
