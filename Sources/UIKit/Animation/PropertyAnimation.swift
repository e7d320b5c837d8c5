import Motion

/// One running animation of one property of one view: how its progress follows time, and how
/// that progress changes the presented state. Created by animation blocks and property
/// animators; evaluated by ``UIView/presentation``.
@MainActor @preconcurrency
final class PropertyAnimation {
    /// How progress (0 at the old value, 1 at the new) follows time.
    enum Timing {
        /// A Bézier curve over the duration.
        case curve(TimingCurve)
        /// A spring over the duration (UIKit's `usingSpringWithDamping` form), with an initial
        /// velocity in distances per second.
        case spring(Spring, initialVelocity: Double)
        /// Linear time; the blend itself follows keyframes.
        case keyframes
    }

    /// Where progress comes from.
    enum Clock {
        /// The window's time: starts at `start` (after the delay), lasts `duration`.
        case timed(start: Double, duration: Double, timing: Timing, repeats: Bool, autoreverses: Bool)
        /// A property animator's progress (animations added when it was at `startProgress` run
        /// over the rest). `nested` maps it for an animation block captured by a percent-driven
        /// interaction.
        case driven(UIViewPropertyAnimator, startProgress: Double, nested: NestedTiming?)
        /// An explicit Core Animation animation's timing (`CALayer.add(_:forKey:)`).
        case explicit(ExplicitTiming)
    }

    /// The timing of an animation block run inside a captured transition: its delay and
    /// duration are placed on the capture's timeline of `total` seconds.
    struct NestedTiming {
        var timing: Timing
        var delay: Double
        var duration: Double
        var total: Double
        /// Whether blocks of one property add up so sequential ones chain (captured blocks), or
        /// replace earlier ones (a property animator's blocks with their own timing).
        var chains = true

        /// The block's progress when the capture is at `progress`.
        func value(at progress: Double) -> Double {
            let time = progress * total - delay
            guard duration > 0 else { return time >= 0 ? 1 : 0 }
            let fraction = Swift.min(1, Swift.max(0, time / duration))
            switch timing {
            case .curve(let curve): return curve.value(at: fraction)
            case .spring(let spring, let velocity): return fraction >= 1 ? 1 : spring.value(at: fraction * duration, initialVelocity: velocity)
            case .keyframes: return fraction
            }
        }
    }

    /// The property animated (nil for one a layer keeps itself: a gradient layer's colours).
    let property: AnimatableProperty?
    /// Writes the presented value for a progress into a state.
    let blend: (inout LayerState, Double) -> Void
    /// Writes the presented value for a progress into what a layer subclass draws from its own
    /// properties (a gradient's colours, a shape's stroke; nil for an animation of the view's
    /// state).
    let lookBlend: ((inout LayerLook, Double) -> Void)?
    /// The progress source.
    let clock: Clock
    /// Whether the view still takes touches while this runs.
    let allowsUserInteraction: Bool
    /// Told when this ends or is removed.
    let completion: AnimationCompletion?
    /// The explicit Core Animation animation this is (nil for an animation block's or a
    /// property animator's): it leaves the model alone and is not replaced by model changes.
    let explicit: Explicit?

    init(property: AnimatableProperty?, blend: @escaping (inout LayerState, Double) -> Void, clock: Clock,
         allowsUserInteraction: Bool, completion: AnimationCompletion?, explicit: Explicit? = nil,
         lookBlend: ((inout LayerLook, Double) -> Void)? = nil) {
        self.property = property
        self.blend = blend
        self.lookBlend = lookBlend
        self.clock = clock
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
        self.explicit = explicit
        completion?.retain()
    }

    /// The progress at a time, and whether the animation is over.
    func progress(at time: Double) -> (value: Double, isFinished: Bool) {
        switch clock {
        case .driven(let animator, let startProgress, let nested):
            let progress = animator.progress(since: startProgress)
            return (nested?.value(at: progress) ?? progress, false)
        case .explicit(let timing):
            return timing.progress(at: time)
        case .timed(let start, let duration, let timing, let repeats, let autoreverses):
            let local = time - start
            guard local > 0 else { return (0, false) }
            guard duration > 0 else { return (1, true) }
            let cycleLength = autoreverses ? 2 * duration : duration
            // A nanosecond of slack: sixty frames of 1/60 s add up to slightly less than 1 s.
            if !repeats, local >= cycleLength - 1e-9 { return (1, true) }
            var within = local.truncatingRemainder(dividingBy: cycleLength)
            if autoreverses, within > duration { within = cycleLength - within }
            let fraction = within / duration
            switch timing {
            case .curve(let curve): return (curve.value(at: fraction), false)
            case .spring(let spring, let velocity): return (spring.value(at: within, initialVelocity: velocity), false)
            case .keyframes: return (fraction, false)
            }
        }
    }

    /// Whether this changes what shows at a time (an explicit animation before its begin time
    /// or after its end shows only as its fill mode says).
    func isShown(at time: Double) -> Bool {
        if case .explicit(let timing) = clock { timing.isShown(at: time) } else { true }
    }

    /// Whether this still runs (an explicit animation kept after its end does not).
    var isRunning: Bool { explicit?.hasEnded != true }

    /// Whether progress comes from a property animator.
    var isDriven: Bool {
        if case .driven = clock { true } else { false }
    }
}
