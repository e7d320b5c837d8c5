import Motion

extension UIView {
    // MARK: Animation blocks (UIView's class methods)

    /// Animates the changes made in `animations` over `duration` seconds after `delay`, with the
    /// options' curve (ease-in-ease-out by default).
    ///
    /// As in Core Animation, the closure changes model values at once and the presented values
    /// move from old to new. Animating a property that is already animating adds to the running
    /// animation (it starts from where the property is and keeps its motion), unless
    /// `.beginFromCurrentState` replaces it. `completion` runs once every animation of the
    /// block has ended, with `false` if any was removed early. Views outside a window change at
    /// once; a block that animates nothing completes at once with `true`. A negative or NaN
    /// duration or delay counts as 0.
    public static func animate(withDuration duration: Double, delay: Double = 0, options: UIView.AnimationOptions = [],
                               animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let timing = PropertyAnimation.Timing.curve(options.curve.timingCurve)
        run(.timed(duration: clean(duration), delay: clean(delay), timing: timing, options: options), animations, completion)
    }

    /// Animates with UIKit's spring: `dampingRatio` (0…1, clamped) and an initial velocity in
    /// distances per second; the motion settles (to 0.1 %) at `duration`. See
    /// `Spring(dampingRatio:duration:initialVelocity:)` for the reverse-engineered mapping.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                               animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let spring = Spring(dampingRatio: Double(dampingRatio), duration: clean(duration))
        let timing = PropertyAnimation.Timing.spring(spring, initialVelocity: velocity.isFinite ? Double(velocity) : 0)
        run(.timed(duration: clean(duration), delay: clean(delay), timing: timing, options: options), animations, completion)
    }

    /// Animates with a Motion spring (SwiftUI's and Core Animation's forms); the duration is the
    /// spring's settling duration.
    public static func animate(with spring: Spring, delay: Double = 0, options: UIView.AnimationOptions = [],
                               animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let timing = PropertyAnimation.Timing.spring(spring, initialVelocity: 0)
        run(.timed(duration: spring.settlingDuration, delay: clean(delay), timing: timing, options: options), animations, completion)
    }

    /// A keyframe animation: inside `animations`, call
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` for each step; the
    /// values each step sets become keys at the step's end, held from the previous key until the
    /// step starts, joined with the options' calculation mode.
    public static func animateKeyframes(withDuration duration: Double, delay: Double = 0, options: UIView.KeyframeAnimationOptions = [],
                                        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        var capture: UIViewPropertyAnimator?
        switch AnimationTransaction.current?.kind {
        case .capturing(let animator): capture = animator
        case .disabled:
            // Without animation: every keyframe's changes at once.
            animations()
            completion?(true)
            return
        default: break
        }
        let recorder = KeyframeRecorder()
        let completionGroup = AnimationCompletion(capture == nil ? completion : nil)
        let transaction = AnimationTransaction(kind: .keyframes(recorder), completion: completionGroup)
        AnimationTransaction.$current.withValue(transaction) { animations() }
        let shared = options.animationOptions
        for id in recorder.order {
            guard let track = recorder.tracks[id], let view = track.view, let clock = view.window?.clock else { continue }
            let keys = KeyframeRecorder.keys(for: track)
            for property in AnimatableProperty.allCases {
                guard let blend = property.keyframeBlend(states: keys.states, keyTimes: keys.times, mode: options.calculationMode) else { continue }
                view.removeAnimations(of: property)
                let animationClock: PropertyAnimation.Clock
                if let capture {
                    // Scrubbed with a percent-driven transition, on its timeline.
                    let nested = PropertyAnimation.NestedTiming(timing: .keyframes, delay: clean(delay), duration: clean(duration), total: capture.duration)
                    animationClock = .driven(capture, startProgress: 0, nested: nested)
                    if !capture.recordedViews.contains(where: { $0 === view }) { capture.recordedViews.append(view) }
                } else {
                    animationClock = .timed(start: clock.time + clean(delay), duration: clean(duration), timing: .keyframes,
                                            repeats: shared.contains(.repeat), autoreverses: shared.contains(.autoreverse))
                }
                transaction.add(PropertyAnimation(
                    property: property, blend: blend, clock: animationClock,
                    allowsUserInteraction: shared.contains(.allowUserInteraction), completion: capture == nil ? completionGroup : nil), to: view)
            }
        }
        if let capture {
            capture.adopt(transaction.animations)
            if let completion { capture.addCompletion { _ in completion(true) } }
        } else {
            completionGroup.fireIfEmpty()
        }
    }

    /// One step of a keyframe animation: the changes made in `animations` are reached at
    /// `startTime + duration` (both fractions of the whole). Outside a keyframe block the
    /// changes are made without animation.
    public static func addKeyframe(withRelativeStartTime startTime: Double, relativeDuration duration: Double, animations: () -> Void) {
        guard let transaction = AnimationTransaction.current, case .keyframes(let recorder) = transaction.kind else {
            return performWithoutAnimation(animations)
        }
        let saved = recorder.currentWindow
        recorder.currentWindow = (startTime.isFinite ? startTime : 0, duration.isFinite ? duration : 0)
        animations()
        recorder.currentWindow = saved
    }

    /// Makes the changes in `actions` at once, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationTransaction.$current.withValue(AnimationTransaction(kind: .disabled, completion: nil)) { actions() }
    }

    /// Whether animations are enabled (UIKit's `areAnimationsEnabled`): true unless
    /// ``setAnimationsEnabled(_:)`` turned them off, or inside ``performWithoutAnimation(_:)``.
    public static var areAnimationsEnabled: Bool {
        guard animationsEnabled else { return false }
        if let transaction = AnimationTransaction.current, case .disabled = transaction.kind { return false }
        return true
    }

    /// Turns every animation block on or off (UIKit's global switch): while off, the changes
    /// in a block apply at once and its completion runs at once with `true`, as inside
    /// ``performWithoutAnimation(_:)``. Property animators are not affected.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// The switch ``setAnimationsEnabled(_:)`` sets (UIKit keeps it process-wide too).
    private static var animationsEnabled = true

    /// Whether animation blocks run as plain changes now (animations are off).
    static var animatesBlocks: Bool { animationsEnabled }

    // MARK: Running animations

    /// Removes every running animation of this view (their completions get `false`); the view
    /// shows its model values.
    public func removeAllAnimations() {
        let removed = animations
        animations = []
        for animation in removed where animation.isRunning { animation.completion?.release(finished: false) }
        for animation in removed { animation.explicit?.takenOff() }
        layerAnimationsDidAdvance()
    }

    /// Drops every running animation without calling its completion (its window, their clock,
    /// is gone).
    func discardAnimations() {
        let dropped = animations
        animations = []
        // A property animator and its animations hold each other (and this view) until it
        // ends, which now it never will.
        for animation in dropped {
            if case .driven(let animator, _, _) = animation.clock { animator.abandon() }
            animation.explicit?.takenOff()
        }
    }

    /// Adds an explicit Core Animation animation (`CALayer.add(_:forKey:)`) on top of the
    /// running ones.
    func addExplicitAnimation(_ animation: PropertyAnimation) {
        animations.append(animation)
        window?.startTracking(self)
        layerAnimationsDidAdvance()
    }

    /// Removes the explicit animations that match (their completions get `false`, or nothing
    /// more once they have ended).
    func removeExplicitAnimations(where matches: (PropertyAnimation.Explicit) -> Bool) {
        let removed = animations.filter { $0.explicit.map(matches) ?? false }
        guard !removed.isEmpty else { return }
        animations.removeAll { animation in removed.contains { $0 === animation } }
        for animation in removed where animation.isRunning { animation.completion?.release(finished: false) }
        for animation in removed { animation.explicit?.takenOff() }
        layerAnimationsDidAdvance()
    }

    /// Whether any animation of this view is running.
    public var hasAnimations: Bool { !animations.isEmpty }

    static func run(_ kind: AnimationTransaction.Kind, _ animations: () -> Void, _ completion: (@MainActor (Bool) -> Void)?) {
        if !animatesBlocks || AnimationTransaction.current.map({ if case .disabled = $0.kind { true } else { false } }) == true {
            // Inside performWithoutAnimation, blocks apply at once and complete at once (UIKit's
            // `setAnimationsEnabled(false)`).
            animations()
            completion?(true)
            return
        }
        if let current = AnimationTransaction.current, case .capturing(let capture) = current.kind,
           case .timed(let duration, let delay, let timing, _) = kind {
            // A percent-driven interaction is capturing this transition: the block is scrubbed
            // with it, on its timeline, and completes when the capture reaches an end.
            let nested = PropertyAnimation.NestedTiming(timing: timing, delay: delay, duration: duration, total: capture.duration)
            capture.record(animations, kind: .driven(capture, startProgress: 0, nested: nested))
            if let completion { capture.addCompletion { _ in completion(true) } }
            return
        }
        if let current = AnimationTransaction.current, case .driven(let animator, let startProgress, nil) = current.kind,
           case .timed(let duration, let delay, let timing, _) = kind {
            // A block nested in a property animator's animations (an alongside animation of a
            // transition with an interruptible animator, say) belongs to that animator: it
            // pauses, scrubs, reverses and finishes with it, keeping its own curve or spring,
            // placed on the animator's timeline. It completes when the animator ends.
            let nested = PropertyAnimation.NestedTiming(timing: timing, delay: delay, duration: duration,
                                                        total: animator.duration, chains: false)
            animator.record(animations, kind: .driven(animator, startProgress: startProgress, nested: nested))
            if let completion { animator.addCompletion { position in completion(position == .end) } }
            return
        }
        let group = AnimationCompletion(completion)
        let transaction = AnimationTransaction(kind: kind, completion: group)
        // A transition's alongside animations run in the animator's first animation block, "in
        // the same context as the transition animations" (UIKit's documentation): same duration,
        // delay and curve or spring.
        let alongside: (() -> Void)? = if AnimationTransaction.current == nil, case .timed = kind {
            AnimationTransaction.pendingAlongside?.take()
        } else {
            nil
        }
        AnimationTransaction.$current.withValue(transaction) {
            animations()
            alongside?()
        }
        group.fireIfEmpty()
    }

    static func clean(_ seconds: Double) -> Double { seconds.isFinite && seconds > 0 ? Swift.min(seconds, 3600) : 0 }

    /// The state to draw for a model state: the running animations applied in order at the
    /// window clock's time.
    func presentationValue(for state: LayerState) -> LayerState {
        guard !animations.isEmpty, let time = window?.clock.time else { return state }
        var presented = state
        for animation in animations where animation.isShown(at: time) {
            animation.blend(&presented, animation.progress(at: time).value)
        }
        return presented
    }

    /// A model change: inside an animation block it animates; outside, it stops the animations
    /// of the properties it changed (they complete with `false`).
    func recordAnimations(from old: LayerState, to new: LayerState) {
        if let transaction = AnimationTransaction.current {
            transaction.record(self, from: old, to: new, presented: presentationValue(for: old))
        } else if !animations.isEmpty {
            removeAnimations(changedBetween: old, and: new)
        }
    }

    func removeAnimations(changedBetween old: LayerState, and new: LayerState) {
        guard !animations.isEmpty else { return }
        for property in AnimatableProperty.allCases where property.blend(from: old, to: new, presented: old, additive: false) != nil {
            removeAnimations(of: property)
        }
    }

    /// Removes the running animations of one property (their completions get `false`). Explicit
    /// Core Animation animations stay: a model change does not remove them, as on iOS.
    func removeAnimations(of property: AnimatableProperty) {
        guard animations.contains(where: { $0.property == property && $0.explicit == nil }) else { return }
        let removed = animations.filter { $0.property == property && $0.explicit == nil }
        animations.removeAll { $0.property == property && $0.explicit == nil }
        for animation in removed { animation.completion?.release(finished: false) }
    }

    /// Ends the animations that are over at `time` (their completions get `true`; an explicit
    /// animation kept after its end stays, showing its fill), after telling the delegates of
    /// explicit animations that began; returns whether any remain.
    func finishAnimations(at time: Double) -> Bool {
        reportStartedAnimations(at: time)
        let finished = animations.filter { !$0.isDriven && $0.isRunning && $0.progress(at: time).isFinished }
        guard !finished.isEmpty else { return !animations.isEmpty }
        animations.removeAll { animation in
            animation.explicit?.staysAfterEnd != true && finished.contains { $0 === animation }
        }
        for animation in finished {
            animation.explicit?.hasEnded = true
            animation.completion?.release(finished: true)
        }
        for animation in finished where animation.explicit?.staysAfterEnd == false { animation.explicit?.takenOff() }
        return !animations.isEmpty
    }

    /// Tells the delegates of explicit animations whose begin time has come that they began.
    private func reportStartedAnimations(at time: Double) {
        let starting = animations.filter { animation in
            guard let explicit = animation.explicit, !explicit.hasStarted, case .explicit(let timing) = animation.clock else { return false }
            return time >= timing.begins - 1e-9
        }
        for animation in starting {
            // The animations of a group share one record: its delegate hears one start.
            guard let explicit = animation.explicit, !explicit.hasStarted else { continue }
            explicit.hasStarted = true
            explicit.animation.delegate?.animationDidStart(explicit.animation)
        }
    }
}
