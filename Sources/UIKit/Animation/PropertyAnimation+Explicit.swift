import Motion

extension PropertyAnimation {
    /// What an explicit Core Animation animation (``CALayer/add(_:forKey:)``) adds to a
    /// property animation: its key and object, whether it stays after its end, and what it
    /// has told its delegate.
    @MainActor @preconcurrency
    final class Explicit {
        /// The key it was added under (nil: none; it cannot be found or removed by key).
        let key: String?
        /// The animation object (``CALayer/animation(forKey:)`` returns it).
        let animation: CAAnimation
        /// Whether it stays on the layer after its end (`isRemovedOnCompletion` false).
        let staysAfterEnd: Bool
        /// Whether the delegate has heard `animationDidStart(_:)`.
        var hasStarted = false
        /// Whether it has reached its end (it may stay, showing its fill).
        var hasEnded = false
        /// Run once when the animation is taken off the layer, after its end or removed (a
        /// transition takes its old content away).
        private var whenTakenOff: (@MainActor () -> Void)?

        init(key: String?, animation: CAAnimation, staysAfterEnd: Bool) {
            self.key = key
            self.animation = animation
            self.staysAfterEnd = staysAfterEnd
        }

        /// Sets what runs when the animation is taken off the layer.
        func onTakenOff(_ action: @escaping @MainActor () -> Void) {
            whenTakenOff = action
        }

        /// The animation was taken off the layer: runs ``onTakenOff(_:)``'s action, once.
        func takenOff() {
            let action = whenTakenOff
            whenTakenOff = nil
            action?()
        }
    }
}

/// `CAMediaTiming`'s arithmetic: a begin time on the window clock, cycles of a duration that
/// may repeat (a fraction of a cycle, or for ever) and run back and forth, and what shows
/// before the begin and after the end. An explicit animation has one, and so has a group.
struct MediaTiming {
    /// The window time the active time begins.
    var start: Double
    /// One cycle's length in seconds (> 0).
    var duration: Double
    /// How many cycles run (> 0; `.infinity` for ever).
    var cycles: Double
    /// Whether each cycle runs forward and back.
    var autoreverses: Bool
    /// Whether the first moment shows before ``start``.
    var fillsBackwards: Bool
    /// Whether the last moment stays after the end.
    var fillsForwards: Bool

    /// How far into a cycle's forward run a time is (0…``duration`` seconds; 0 before the
    /// start, where the last cycle stops after the end), and whether the active time is over.
    func position(at time: Double) -> (seconds: Double, isFinished: Bool) {
        let local = time - start
        guard local > 0 else { return (0, false) }
        let cycleLength = autoreverses ? 2 * duration : duration
        let finished = local >= cycleLength * cycles - 1e-9
        let within: Double
        if finished {
            // Where the last cycle stops: its end, or part-way for a fraction of a cycle.
            let part = cycles - cycles.rounded(.down)
            within = part > 1e-9 ? part * cycleLength : cycleLength
        } else {
            within = local.truncatingRemainder(dividingBy: cycleLength)
        }
        let forward = autoreverses && within > duration ? cycleLength - within : within
        return (Swift.min(duration, Swift.max(0, forward)), finished)
    }

    /// Whether anything shows at a time: during the active time, and outside it as the fill
    /// mode says.
    func isShown(at time: Double) -> Bool {
        let local = time - start
        if local < 0 { return fillsBackwards }
        let cycleLength = autoreverses ? 2 * duration : duration
        return local < cycleLength * cycles - 1e-9 || fillsForwards
    }
}

/// When an explicit Core Animation animation runs (its ``MediaTiming``, on the window clock or
/// on its group's), and how its progress follows time within a cycle.
struct ExplicitTiming {
    /// How progress follows time within a cycle.
    enum Pacing {
        /// A Bézier curve over the duration.
        case curve(TimingCurve)
        /// A spring's motion over the duration (`CASpringAnimation`).
        case spring(Spring, initialVelocity: Double)
    }

    /// The animation's cycles (counted in its innermost group's time when it has one).
    var timing: MediaTiming
    /// How progress follows time.
    var pacing: Pacing
    /// The groups the animation runs in (`CAAnimationGroup`), outermost first, each counted in
    /// the time of the one around it; empty for an animation of its own.
    var groups: [GroupClock] = []

    /// The window time the animation (or its outermost group) begins, when its delegate hears
    /// it.
    var begins: Double { groups.first?.timing.start ?? timing.start }

    /// The progress (0 at the first value, 1 at the last) at a window time, and whether the
    /// animation has ended (a grouped one with its outermost group); before the start it is
    /// the first value's.
    func progress(at time: Double) -> (value: Double, isFinished: Bool) {
        guard let outermost = groups.first else {
            let position = timing.position(at: time)
            return (pace(position.seconds), position.isFinished)
        }
        let isFinished = outermost.localTime(at: time).isFinished
        return (pace(timing.position(at: localTime(at: time)).seconds), isFinished)
    }

    /// Whether the animation changes what shows at a time: while active, and outside as its
    /// fill mode (and each of its groups') says.
    func isShown(at time: Double) -> Bool {
        var local = time
        for group in groups {
            guard group.timing.isShown(at: local) else { return false }
            local = group.localTime(at: local).time
        }
        return timing.isShown(at: local)
    }

    /// A window time in the innermost group's time (the window's for an animation of its own).
    private func localTime(at time: Double) -> Double {
        groups.reduce(time) { local, group in group.localTime(at: local).time }
    }

    /// The progress `seconds` into a cycle's forward run.
    private func pace(_ seconds: Double) -> Double {
        switch pacing {
        case .curve(let curve): curve.value(at: seconds / timing.duration)
        case .spring(let spring, let velocity): spring.value(at: seconds, initialVelocity: velocity)
        }
    }
}

/// The clock of a `CAAnimationGroup`: it maps the time it runs on (the window's, or the group
/// around it's) to the time its animations run on (from 0 to its duration, cycle by cycle,
/// paced by its timing function).
struct GroupClock {
    /// The group's cycles on the clock it runs on.
    var timing: MediaTiming
    /// How the group's time follows the time it runs on within a cycle.
    var curve: TimingCurve

    /// The group's time (0…duration) at a time of the clock it runs on, and whether the group
    /// has ended.
    func localTime(at time: Double) -> (time: Double, isFinished: Bool) {
        let position = timing.position(at: time)
        return (curve.value(at: position.seconds / timing.duration) * timing.duration, position.isFinished)
    }
}
