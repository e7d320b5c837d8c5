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

        init(key: String?, animation: CAAnimation, staysAfterEnd: Bool) {
            self.key = key
            self.animation = animation
            self.staysAfterEnd = staysAfterEnd
        }
    }
}

/// When an explicit Core Animation animation runs, as `CAMediaTiming` describes it: a begin
/// time on the window clock, cycles of a duration that may repeat (a fraction of a cycle, or
/// for ever) and run back and forth, and what shows before the begin and after the end.
struct ExplicitTiming {
    /// How progress follows time within a cycle.
    enum Pacing {
        /// A Bézier curve over the duration.
        case curve(TimingCurve)
        /// A spring's motion over the duration (`CASpringAnimation`).
        case spring(Spring, initialVelocity: Double)
    }

    /// The window time the animation begins.
    var start: Double
    /// One cycle's length in seconds (> 0).
    var duration: Double
    /// How many cycles run (> 0; `.infinity` for ever).
    var cycles: Double
    /// Whether each cycle runs forward and back.
    var autoreverses: Bool
    /// Whether the first value shows before ``start``.
    var fillsBackwards: Bool
    /// Whether the last value shows after the end.
    var fillsForwards: Bool
    /// How progress follows time.
    var pacing: Pacing
    /// The group the animation runs in (`CAAnimationGroup`), whose clock gives the time
    /// ``start`` and the rest are counted in; nil for an animation of its own.
    var group: GroupClock?

    /// The window time the animation (or its group) begins, when its delegate hears it.
    var begins: Double { group?.start ?? start }

    /// The progress (0 at the first value, 1 at the last) at a window time, and whether the
    /// animation has ended (a grouped one with its group); before the start it is the first
    /// value's.
    func progress(at time: Double) -> (value: Double, isFinished: Bool) {
        guard let group else { return ownProgress(at: time) }
        let local = group.localTime(at: time)
        return (ownProgress(at: local.time).value, local.isFinished)
    }

    /// Whether the animation changes what shows at a time: while active, and outside as its
    /// fill mode (and its group's) says.
    func isShown(at time: Double) -> Bool {
        guard let group else { return isOwnShown(at: time) }
        guard group.isShown(at: time) else { return false }
        return isOwnShown(at: group.localTime(at: time).time)
    }

    /// ``progress(at:)`` on the animation's own clock.
    private func ownProgress(at time: Double) -> (value: Double, isFinished: Bool) {
        let local = time - start
        guard local > 0 else { return (pace(0), false) }
        let cycleLength = autoreverses ? 2 * duration : duration
        let active = cycleLength * cycles
        let within: Double
        let finished = local >= active - 1e-9
        if finished {
            // Where the last cycle stops: its end, or part-way for a fraction of a cycle.
            let part = cycles - cycles.rounded(.down)
            within = part > 1e-9 ? part * cycleLength : cycleLength
        } else {
            within = local.truncatingRemainder(dividingBy: cycleLength)
        }
        let forward = autoreverses && within > duration ? cycleLength - within : within
        return (pace(forward), finished)
    }

    /// ``isShown(at:)`` on the animation's own clock.
    private func isOwnShown(at time: Double) -> Bool {
        let local = time - start
        if local < 0 { return fillsBackwards }
        let cycleLength = autoreverses ? 2 * duration : duration
        return local < cycleLength * cycles - 1e-9 || fillsForwards
    }

    /// The progress `seconds` into a cycle's forward run.
    private func pace(_ seconds: Double) -> Double {
        let clamped = Swift.min(duration, Swift.max(0, seconds))
        switch pacing {
        case .curve(let curve): return curve.value(at: clamped / duration)
        case .spring(let spring, let velocity): return spring.value(at: clamped, initialVelocity: velocity)
        }
    }
}

/// The clock of a `CAAnimationGroup`: it maps the window's time to the time its animations
/// run on (from 0 to its duration, cycle by cycle, paced by its timing function), and says
/// when the group ends and what it shows outside its active time.
struct GroupClock {
    /// The window time the group begins.
    var start: Double
    /// One cycle's length in seconds (> 0).
    var duration: Double
    /// How many cycles run (> 0; `.infinity` for ever).
    var cycles: Double
    /// Whether each cycle runs forward and back.
    var autoreverses: Bool
    /// Whether the group's first moment shows before ``start``.
    var fillsBackwards: Bool
    /// Whether its last moment stays after the end.
    var fillsForwards: Bool
    /// How the group's time follows the window's within a cycle.
    var curve: TimingCurve

    /// The group's time (0…``duration``) at a window time, and whether the group has ended.
    func localTime(at time: Double) -> (time: Double, isFinished: Bool) {
        let local = time - start
        guard local > 0 else { return (0, false) }
        let cycleLength = autoreverses ? 2 * duration : duration
        let finished = local >= cycleLength * cycles - 1e-9
        let within: Double
        if finished {
            let part = cycles - cycles.rounded(.down)
            within = part > 1e-9 ? part * cycleLength : cycleLength
        } else {
            within = local.truncatingRemainder(dividingBy: cycleLength)
        }
        let forward = autoreverses && within > duration ? cycleLength - within : within
        let fraction = Swift.min(1, Swift.max(0, forward / duration))
        return (curve.value(at: fraction) * duration, finished)
    }

    /// Whether the group shows anything at a window time (while active, and outside as its
    /// fill mode says).
    func isShown(at time: Double) -> Bool {
        let local = time - start
        if local < 0 { return fillsBackwards }
        let cycleLength = autoreverses ? 2 * duration : duration
        return local < cycleLength * cycles - 1e-9 || fillsForwards
    }
}
