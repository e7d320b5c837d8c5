import Motion

/// Drives a transition by a percentage, from a gesture (UIKit's
/// `UIPercentDrivenInteractiveTransition`).
///
/// When the animator vends an interruptible animator, that animator is paused and scrubbed.
/// Otherwise the animator's `animateTransition(using:)` runs captured: set-up changes apply at
/// once and its animation blocks (and the alongside animations) are placed on a timeline of the
/// transition's duration that ``update(_:)`` scrubs. ``finish()`` and ``cancel()`` run the rest
/// forward or backward with ``completionCurve`` at ``completionSpeed``, from where it is, so
/// nothing jumps; the animator's completion then calls `completeTransition`.
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// How fast the rest runs after ``finish()`` or ``cancel()`` (1 = the remaining share of the
    /// duration; NaN and values ≤ 0 become 1).
    open var completionSpeed: Double = 1 {
        didSet { if !(completionSpeed > 0) || !completionSpeed.isFinite { completionSpeed = 1 } }
    }
    /// The curve of the rest after ``finish()`` or ``cancel()``.
    open var completionCurve: AnimationCurve = .easeInOut
    /// Whether the transition starts driven (true) or running with an interaction able to take
    /// it over with ``pause()``.
    open var wantsInteractiveStart = true
    /// The last percentage given to ``update(_:)``.
    public private(set) var percentComplete: Double = 0

    private weak var transition: Transition?
    private var driver: PropertyAnimator?

    /// An interaction controller.
    public init() {}

    /// Whether it is driving a transition that is not over.
    public var isDriving: Bool { transition.map { !$0.isOver } ?? false }

    /// Sets up the scrubbing (the transition calls this instead of `animateTransition`).
    open func startInteractiveTransition(_ context: any ContextTransitioning) {
        guard let transition = context as? Transition else { return }
        self.transition = transition
        percentComplete = 0
        if let animator = transition.animator.interruptibleAnimator(using: transition) {
            driver = animator
            transition.startAlongside()
            try? animator.pauseAnimation()
        } else {
            let capture = PropertyAnimator(duration: transition.transitionDuration, curve: .linear)
            driver = capture
            capture.record({
                transition.animator.animateTransition(using: transition)
                transition.startAlongside()
            }, kind: .capturing(capture))
            try? capture.pauseAnimation()
        }
        transition.pauseInteractiveTransition()
        if !wantsInteractiveStart {
            transition.finishInteractiveTransition()
            resume(reversed: false)
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1; NaN ignored).
    open func update(_ percentComplete: Double) {
        guard percentComplete.isFinite, isDriving, let driver else { return }
        let clamped = Swift.min(1, Swift.max(0, percentComplete))
        self.percentComplete = clamped
        if driver.isRunning { try? driver.pauseAnimation() }
        driver.isReversed = false
        driver.fractionComplete = clamped
        transition?.updateInteractiveTransition(clamped)
    }

    /// Takes over a running transition (it stops where it is).
    open func pause() {
        guard isDriving, let driver else { return }
        try? driver.pauseAnimation()
        percentComplete = driver.fractionComplete
        transition?.pauseInteractiveTransition()
    }

    /// Runs the rest to the end.
    open func finish() {
        guard isDriving else { return }
        transition?.finishInteractiveTransition()
        resume(reversed: false)
    }

    /// Runs back to the start; the transition then completes cancelled.
    open func cancel() {
        guard isDriving else { return }
        transition?.cancelInteractiveTransition()
        resume(reversed: true)
    }

    private func resume(reversed: Bool) {
        guard let driver, let transition else { return }
        if driver.isRunning { try? driver.pauseAnimation() }
        driver.isReversed = reversed
        let remaining = reversed ? driver.fractionComplete : 1 - driver.fractionComplete
        let seconds = transition.transitionDuration * remaining / completionSpeed
        let factor = transition.transitionDuration > 0 ? seconds / transition.transitionDuration : 0
        try? driver.continueAnimation(withTimingParameters: .curve(completionCurve.timingCurve), durationFactor: factor)
    }
}
