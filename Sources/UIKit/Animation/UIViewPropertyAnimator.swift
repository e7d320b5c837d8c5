import Foundation
import Motion

/// An interruptible, seekable animation of view properties (UIKit's
/// `UIViewPropertyAnimator`).
///
/// The changes made in its animation closures take effect in the model at once, as in an
/// animation block, and the presented values follow the animator's progress: it runs on the
/// window clock after ``startAnimation()``, stops moving on ``pauseAnimation()``, can be
/// scrubbed through ``fractionComplete`` while paused, reversed with ``isReversed``, and resumed
/// with new timing through ``continueAnimation(withTimingParameters:durationFactor:)``, which
/// is how an interactive transition finishes or cancels.
///
/// States follow UIKit: ``UIViewAnimatingState/inactive`` → ``UIViewAnimatingState/active`` (start, pause or a scrub) →
/// back to inactive when it reaches an end (completions run with that end), or
/// ``UIViewAnimatingState/stopped`` after ``stopAnimation(_:)`` with `false`, until
/// ``finishAnimation(at:)``. A call UIKit refuses in the current state (where UIKit raises an
/// exception) changes nothing and is told to ``refusedCallHandler`` (by default, a line on
/// standard error).
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing of a run: a curve, or a spring (what a ``UITimingCurveProvider`` describes).
    enum Timing: Hashable, Sendable {
        /// A cubic Bézier over the duration.
        case curve(TimingCurve)
        /// UIKit's spring timing parameters; the motion takes its effective duration.
        case spring(SpringTimingParameters)
    }

    /// The state: inactive, active (running or paused) or stopped.
    public var state: UIViewAnimatingState {
        switch phase {
        case .inactive: .inactive
        case .paused, .running: .active
        case .stopped: .stopped
        }
    }
    /// Whether it is moving on the clock (true only after a start, false paused or stopped).
    public var isRunning: Bool { phase == .running }
    /// Where the animator is; ``state`` and ``isRunning`` are read from it alone.
    private var phase: Phase = .inactive
    /// The duration in seconds for a full run.
    public let duration: TimeInterval
    /// The timing the animator was created with or last continued with.
    public private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The current timing, as Motion's values.
    private(set) var timing: Timing
    /// Whether scrubbing moves the values linearly (true) or along the timing curve.
    public var scrubsLinearly = true
    /// Whether reaching an end pauses (staying active) instead of finishing.
    public var pausesOnCompletion = false
    /// Told each call the animator refuses in its state (UIKit raises an exception there; here
    /// the call changes nothing). By default it writes the refusal to standard error.
    public var refusedCallHandler: @MainActor (RefusedCall) -> Void = { refusal in
        FileHandle.standardError.write(Data("UIViewPropertyAnimator: \(refusal)\n".utf8))
    }
    /// Whether the animated views take touches while it runs (true, as in UIKit). It cannot
    /// change while the animator is active (UIKit raises; here the change is refused).
    public var isUserInteractionEnabled: Bool {
        get { allowsUserInteraction }
        set {
            guard state != .active else { return refuse(.settingWhileActive("isUserInteractionEnabled")) }
            allowsUserInteraction = newValue
        }
    }
    private var allowsUserInteraction = true
    /// Whether it can be paused, stopped and scrubbed (true by default, as in UIKit). When
    /// false, once started it runs to its end: ``pauseAnimation()``, ``stopAnimation(_:)``,
    /// setting ``fractionComplete`` and ``continueAnimation(withTimingParameters:durationFactor:)``
    /// are refused (``RefusedCall/notInterruptible``); reversing with ``isReversed`` is not
    /// (UIKit's documentation does not count it as an interruption). An animator vended for
    /// an interruptible transition must keep it true, as in UIKit: an interaction cannot
    /// scrub one that is not, and the transition runs to its end. It cannot change while the
    /// animator is active.
    public var isInterruptible: Bool {
        get { interruptible }
        set {
            guard state != .active else { return refuse(.settingWhileActive("isInterruptible")) }
            interruptible = newValue
        }
    }
    private var interruptible = true
    /// Whether it runs backward, toward the start values. Settable while active.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue else { return }
            rebaseSegment(timing: timing)
        }
    }

    /// The fraction of the run's time elapsed, 0…1 (read while running; set to scrub while
    /// paused or inactive; setting it on an inactive animator makes it active and paused).
    /// NaN is ignored; values are clamped to 0…1.
    public var fractionComplete: CGFloat {
        get { fraction }
        set {
            guard newValue.isFinite, !isRunning, state != .stopped else { return }
            guard interruptible else { return refuse(.notInterruptible) }
            if state == .inactive { activate() }
            fraction = Swift.min(1, Swift.max(0, newValue))
            progressValue = scrubsLinearly ? fraction : timingValue(fraction, timing)
            rebaseSegment(timing: timing)
        }
    }

    private var fraction = 0.0
    private var progressValue = 0.0
    private var segment = Segment(fraction: 0, progress: 0, towardEnd: true, timing: .curve(.linear), length: 1)
    private var animationBlocks: [(block: () -> Void, delayProgress: Double, timing: PropertyAnimation.NestedTiming?)] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    private var animations: [(view: UIView, animation: PropertyAnimation)] = []
    private weak var clock: FrameClock?
    private var observer: Int?
    private var lastTime: Double?
    private var durationScale = 1.0

    /// Where an animator is in its life, the one source of ``state`` and ``isRunning``.
    ///
    /// Inactive, it becomes paused (a pause or a scrub) or running (a start). Paused and
    /// running are the active state: each goes to the other (start, continue; pause, or an end
    /// reached with ``pausesOnCompletion``), to stopped (`stopAnimation(false)`), or to inactive
    /// (an end reached, `stopAnimation(true)`). Stopped goes only to inactive
    /// (``finishAnimation(at:)``). Any phase may become inactive when the window goes
    /// (``abandon()``). Other moves are the animator's own defects: ``move(to:)`` asserts them.
    private enum Phase {
        /// Not started, or finished: nothing is animated.
        case inactive
        /// Active, still on the clock: scrubbed through ``fractionComplete``.
        case paused
        /// Active, moving on the clock.
        case running
        /// Stopped short of an end, waiting for ``finishAnimation(at:)``.
        case stopped
    }

    /// Moves to `next`, asserting the move is one ``Phase`` allows (staying is always allowed).
    private func move(to next: Phase) {
        assert(next == phase || Self.allows(from: phase, to: next), "UIViewPropertyAnimator cannot move from \(phase) to \(next)")
        phase = next
    }

    /// Whether ``Phase`` allows the move from `current` to a different `next`.
    private static func allows(from current: Phase, to next: Phase) -> Bool {
        switch (current, next) {
        case (.inactive, .paused), (.inactive, .running): true
        case (.paused, _), (.running, _): true
        case (_, .inactive): true
        default: false
        }
    }

    /// The part of a run since the last start, scrub or continue: progress goes from `progress`
    /// at `fraction` to the end along `timing`, over `length` of the fraction.
    private struct Segment {
        var fraction: Double
        var progress: Double
        var towardEnd: Bool
        var timing: Timing
        var length: Double
    }

    /// An animator with any timing: a ``UICubicTimingParameters``, a
    /// ``UISpringTimingParameters`` or your own ``UITimingCurveProvider``. A negative or NaN
    /// duration is 0.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = UIView.clean(duration)
        timingParameters = parameters
        timing = parameters.animatorTiming
        super.init()
    }

    /// An animator with one of the built-in curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with UIKit's spring: a damping ratio over the duration.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator, adds the animations and the completion, and starts it after
    /// `delay` (UIKit's `runningPropertyAnimator`): the curve comes from `options`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Content

    /// Adds animations. Before the animator starts they run over the whole run; while it is
    /// active they run from the current progress to the end (UIKit's behaviour).
    open func addAnimations(_ animations: @escaping () -> Void) {
        if state == .stopped { return refuse(.stopped) }
        if state == .inactive {
            animationBlocks.append((animations, 0, nil))
        } else {
            record(animations, startProgress: progressValue)
        }
    }

    /// Adds animations that start after `delayFactor` of the remaining duration (UIKit's
    /// `addAnimations(_:delayFactor:)`; the factor is clamped to 0…1, NaN is 0).
    open func addAnimations(_ animations: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .stopped { return refuse(.stopped) }
        let factor = delayFactor.isFinite ? Swift.min(1, Swift.max(0, Double(delayFactor))) : 0
        if state == .inactive {
            animationBlocks.append((animations, factor, nil))
        } else {
            record(animations, kind: .driven(self, startProgress: progressValue + factor * (1 - progressValue), nested: nil))
        }
    }

    /// Adds animations that follow their own timing along the animator's progress instead of
    /// sharing it: with a linear animator, each block keeps its own curve or spring in time, and
    /// they all pause, scrub, reverse and finish together. (Not UIKit API: there a second
    /// animator would run beside the first, and a transition could reverse only one of them.)
    /// The Today card uses it to spring its position while its size eases without overshoot.
    open func addAnimations(_ animations: @escaping () -> Void, timingParameters parameters: any UITimingCurveProvider) {
        if state == .stopped { return refuse(.stopped) }
        let nested: PropertyAnimation.NestedTiming
        switch parameters.animatorTiming {
        case .curve(let curve):
            nested = .init(timing: .curve(curve), delay: 0, duration: 1, total: 1, chains: false)
        case .spring(let parameters):
            let length = parameters.effectiveDuration(forDuration: duration)
            nested = .init(timing: .spring(parameters.spring(forDuration: duration), initialVelocity: parameters.initialVelocity),
                           delay: 0, duration: length, total: length, chains: false)
        }
        if state == .inactive {
            animationBlocks.append((animations, 0, nested))
        } else {
            record(animations, kind: .driven(self, startProgress: progressValue, nested: nested))
        }
    }

    /// Adds a completion, called with the end position when the animator finishes (not when it
    /// is stopped without finishing).
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Control

    /// Starts or resumes on the window clock.
    open func startAnimation() {
        if state == .stopped { return refuse(.stopped) }
        if state == .inactive, case .capturing(let capture) = AnimationTransaction.current?.kind, capture !== self {
            return join(capture)
        }
        if state == .inactive { activate() }
        if case .disabled = AnimationTransaction.current?.kind {
            // Started inside performWithoutAnimation: jump to the end now.
            fraction = isReversed ? 0 : 1
            progressValue = fraction
            return finish(at: isReversed ? .start : .end)
        }
        guard phase != .running else { return }
        move(to: .running)
        rebaseSegment(timing: timing)
        follow()
    }

    /// Hands this animator's blocks and completions to a percent-driven interaction capturing
    /// a transition (an animator started in `animateTransition(using:)` that vends no
    /// interruptible animator): they are scrubbed, finished and cancelled with the transition,
    /// keeping this animator's curve or spring on its timeline, as Core Animation drives every
    /// animation of the container on iOS. The completions run when the capture ends, with `.end`
    /// either way (as on iOS, where the layer animations complete; the model values stay at
    /// their end, so a cancelled transition restores them in its completion).
    private func join(_ capture: UIViewPropertyAnimator) {
        let length = runDuration
        let shared: PropertyAnimation.Timing = switch timing {
        case .curve(let curve): .curve(curve)
        case .spring(let parameters): .spring(parameters.spring(forDuration: duration), initialVelocity: parameters.initialVelocity)
        }
        let blocks = animationBlocks
        animationBlocks = []
        for block in blocks {
            let delay = block.delayProgress * length
            let nested = block.timing.map {
                PropertyAnimation.NestedTiming(timing: $0.timing, delay: delay, duration: $0.duration, total: capture.duration, chains: false)
            } ?? PropertyAnimation.NestedTiming(timing: shared, delay: delay, duration: length - delay, total: capture.duration)
            capture.record(block.block, kind: .driven(capture, startProgress: 0, nested: nested))
        }
        let handed = completions
        completions = []
        capture.addCompletion { _ in
            for completion in handed { completion(.end) }
        }
    }

    /// Starts after `delay` seconds of the clock.
    open func startAnimation(afterDelay delay: Double) {
        guard state != .stopped else { return refuse(.stopped) }
        startAnimation()
        pendingDelay = UIView.clean(delay)
    }

    private var pendingDelay = 0.0

    /// Pauses where it is (becoming active if inactive).
    open func pauseAnimation() {
        if state == .stopped { return refuse(.stopped) }
        guard interruptible else { return refuse(.notInterruptible) }
        if state == .inactive { activate() }
        move(to: .paused)
        unfollow()
    }

    /// Stops short of an end. With `withoutFinishing` true it becomes inactive at once, the
    /// presented values becoming the model and no completions running; with false it becomes
    /// ``UIViewAnimatingState/stopped`` until ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return refuse(.notActive(state)) }
        guard interruptible else { return refuse(.notInterruptible) }
        unfollow()
        if withoutFinishing {
            settle(at: .current)
            move(to: .inactive)
            reset()
        } else {
            move(to: .stopped)
        }
    }

    /// Ends a stopped animator at a position: the model takes that position's values, and the
    /// completions run with it.
    open func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped else { return refuse(.notStopped(state)) }
        finish(at: position)
    }

    /// Resumes a paused animator with new timing (nil keeps the current one) over
    /// `durationFactor` × ``duration`` seconds; a factor of 0 keeps the natural remaining time.
    /// The presented values continue from where they are, so an interactive transition's
    /// finish or cancel does not jump.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return refuse(state == .stopped ? .stopped : .notPaused) }
        guard interruptible else { return refuse(.notInterruptible) }
        if let parameters {
            timingParameters = parameters
            timing = parameters.animatorTiming
        }
        let remaining = isReversed ? fraction : 1 - fraction
        durationScale = durationFactor.isFinite && durationFactor > 0 && remaining > 0 ? durationFactor / remaining : 1
        move(to: .running)
        rebaseSegment(timing: timing)
        follow()
    }

    // MARK: Progress (for the driven animations)

    /// The progress of animations added when the animator was at `startProgress`.
    func progress(since startProgress: Double) -> Double {
        guard startProgress > 0 else { return progressValue }
        guard startProgress < 1 else { return progressValue >= 1 ? 1 : 0 }
        // Before its start (a delay factor, or a reversal past where it was added) it waits.
        return Swift.max(0, (progressValue - startProgress) / (1 - startProgress))
    }

    // MARK: Internals

    private func refuse(_ refusal: RefusedCall) {
        refusedCallHandler(refusal)
    }

    private func activate() {
        move(to: .paused)
        fraction = isReversed ? 1 : 0
        progressValue = fraction
        let blocks = animationBlocks
        animationBlocks = []
        for block in blocks {
            record(block.block, kind: .driven(self, startProgress: block.delayProgress, nested: block.timing))
        }
    }

    private func record(_ block: () -> Void, startProgress: Double) {
        record(block, kind: .driven(self, startProgress: startProgress, nested: nil))
    }

    /// Runs a block under a transaction of this animator and keeps the animations it made.
    func record(_ block: () -> Void, kind: AnimationTransaction.Kind) {
        let transaction = AnimationTransaction(kind: kind, completion: nil)
        AnimationTransaction.$current.withValue(transaction) { block() }
        for animation in transaction.animations {
            guard let view = findView(for: animation) else { continue }
            animations.append((view, animation))
            if clock == nil { clock = view.window?.clock }
        }
    }

    /// Takes over driven animations made outside ``record(_:kind:)`` (captured keyframes).
    func adopt(_ made: [PropertyAnimation]) {
        for animation in made {
            guard let view = findView(for: animation) else { continue }
            animations.append((view, animation))
            if clock == nil { clock = view.window?.clock }
        }
    }

    private func findView(for animation: PropertyAnimation) -> UIView? {
        recordedViews.first { view in view.animations.contains { $0 === animation } }
    }

    /// Views touched by this animator's transactions (set by the transaction).
    var recordedViews: [UIView] = []

    private func rebaseSegment(timing: Timing) {
        let towardEnd = !isReversed
        segment = Segment(fraction: fraction, progress: progressValue, towardEnd: towardEnd, timing: timing,
                          length: towardEnd ? 1 - fraction : fraction)
    }

    /// How long a full run takes: ``duration``, except under a physical spring, which lasts its
    /// own settling time (UIKit ignores the animator's duration then).
    private var runDuration: Double {
        switch timing {
        case .curve: duration
        case .spring(let parameters): parameters.effectiveDuration(forDuration: duration)
        }
    }

    private func timingValue(_ x: Double, _ timing: Timing) -> Double {
        switch timing {
        case .curve(let curve): return curve.value(at: x)
        case .spring(let parameters):
            let total = parameters.effectiveDuration(forDuration: duration)
            let spring = parameters.spring(forDuration: duration)
            return spring.value(at: x * total, initialVelocity: parameters.initialVelocity)
        }
    }

    private func follow() {
        guard observer == nil else { return }
        guard let clock else {
            // Nothing is on screen to animate: reach the end at once.
            fraction = isReversed ? 0 : 1
            progressValue = fraction
            if pausesOnCompletion { move(to: .paused) } else { finish(at: isReversed ? .start : .end) }
            return
        }
        lastTime = clock.time
        observer = clock.addObserver { [weak self] time in self?.advance(to: time) }
    }

    private func unfollow() {
        if let observer { clock?.removeObserver(observer) }
        observer = nil
        lastTime = nil
    }

    private func advance(to time: Double) {
        guard phase == .running else { return }
        var elapsed = time - (lastTime ?? time)
        lastTime = time
        if pendingDelay > 0 {
            let used = Swift.min(pendingDelay, elapsed)
            pendingDelay -= used
            elapsed -= used
        }
        let total = runDuration * durationScale
        let step = total > 0 ? elapsed / total : 1
        fraction = Swift.min(1, Swift.max(0, fraction + (isReversed ? -step : step)))
        // Within a nanosecond of an end counts as there (frame sums round).
        if fraction < 1e-9 { fraction = 0 } else if fraction > 1 - 1e-9 { fraction = 1 }
        // Progress along the segment's timing from where it started.
        let travelled = segment.length > 0 ? Swift.min(1, Swift.abs(fraction - segment.fraction) / segment.length) : 1
        let eased = timingValue(travelled, segment.timing)
        let target = segment.towardEnd ? 1.0 : 0.0
        progressValue = segment.progress + (target - segment.progress) * eased
        let reachedEnd = isReversed ? fraction <= 0 : fraction >= 1
        guard reachedEnd else { return }
        progressValue = target
        if pausesOnCompletion {
            move(to: .paused)
            unfollow()
        } else {
            finish(at: isReversed ? .start : .end)
        }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        unfollow()
        settle(at: position)
        move(to: .inactive)
        let callbacks = completions
        reset()
        for completion in callbacks { completion(position) }
    }

    /// Makes the model hold the values of a position and removes the driven animations. Each
    /// view's animations are applied together, so additive ones on one property add up.
    private func settle(at position: UIViewAnimatingPosition) {
        var views: [UIView] = []
        for (view, _) in animations where !views.contains(where: { $0 === view }) { views.append(view) }
        let mine = animations.map(\.animation)
        for view in views {
            let own = view.animations.filter { animation in mine.contains { $0 === animation } }
            guard !own.isEmpty else { continue }
            var state = view.model
            for animation in own {
                let progress: Double
                switch position {
                case .end: progress = 1
                case .start: progress = 0
                case .current: progress = animation.progress(at: 0).value
                }
                animation.blend(&state, progress)
            }
            view.animations.removeAll { animation in own.contains { $0 === animation } }
            if position != .end {
                UIView.performWithoutAnimation { view.model = state }
            }
        }
        animations = []
        recordedViews = []
    }

    /// Lets go of everything the animator holds (its blocks, its views' animations, its
    /// completions, uncalled) and becomes inactive: the window whose clock drove it is gone.
    func abandon() {
        unfollow()
        animationBlocks = []
        animations = []
        recordedViews = []
        move(to: .inactive)
        reset()
    }

    private func reset() {
        fraction = 0
        progressValue = 0
        durationScale = 1
        pendingDelay = 0
        isReversed = false
        completions = []
    }
}
