import Foundation

/// Any of Motion's timings as a function of time: a spring, a Bézier timing curve or a keyframe
/// track of numbers. `today curves` samples one; ``init(parsing:)`` reads the text form.
public enum Curve: Sendable {
    /// A spring from progress 0 to 1 with an initial velocity in distances per second.
    case spring(Spring, initialVelocity: Double)
    /// A timing curve stretched over the duration.
    case timing(TimingCurve)
    /// A keyframe track stretched over the duration.
    case keyframes(Keyframes<Double>)

    /// One sample of a curve.
    public struct Sample: Hashable, Sendable {
        /// Seconds since the start.
        public var time: Double
        /// Progress: 0 at the start, 1 at the target (springs overshoot above 1).
        public var value: Double
        /// The rate of change of `value`, per second.
        public var velocity: Double

        /// A sample.
        public init(time: Double, value: Double, velocity: Double) {
            self.time = time
            self.value = value
            self.velocity = velocity
        }
    }

    /// The duration a curve is shown over when none is given: a spring's settling duration,
    /// 1 second for the others.
    public var naturalDuration: Double {
        switch self {
        case .spring(let spring, let velocity): spring.settlingDuration(initialVelocity: velocity)
        case .timing, .keyframes: 1
        }
    }

    /// The progress `time` seconds into an animation of `duration` seconds (springs ignore the
    /// duration: they run on their own time).
    public func value(at time: Double, duration: Double) -> Double {
        switch self {
        case .spring(let spring, let velocity): spring.value(at: time, initialVelocity: velocity)
        case .timing(let curve): curve.value(at: duration > 0 ? time / duration : 1)
        case .keyframes(let track): track.value(at: duration > 0 ? time / duration : 1)
        }
    }

    /// The rate of change of ``value(at:duration:)`` per second. Springs and timing curves give it
    /// exactly; keyframe tracks by a central difference of 1e-6 of the duration (one-sided at
    /// the ends).
    public func velocity(at time: Double, duration: Double) -> Double {
        switch self {
        case .spring(let spring, let velocity):
            return spring.velocity(at: time, initialVelocity: velocity)
        case .timing(let curve):
            guard duration > 0 else { return 0 }
            return curve.velocity(at: time / duration) / duration
        case .keyframes(let track):
            guard duration > 0 else { return 0 }
            let x = Swift.min(1, Swift.max(0, time / duration))
            let step = 1e-6
            let low = Swift.max(0, x - step), high = Swift.min(1, x + step)
            return (track.value(at: high) - track.value(at: low)) / (high - low) / duration
        }
    }

    /// `count` samples at evenly spaced times from 0 to `duration` inclusive (nil: the
    /// ``naturalDuration``). Fewer than 2 samples are raised to 2; a duration that is not a
    /// positive finite number becomes the natural one.
    public func samples(count: Int, duration: Double? = nil) -> [Sample] {
        var span = duration ?? naturalDuration
        if !(span > 0) || !span.isFinite { span = naturalDuration }
        let count = Swift.max(2, count)
        return (0..<count).map { index in
            let time = span * Double(index) / Double(count - 1)
            return Sample(time: time, value: value(at: time, duration: span), velocity: velocity(at: time, duration: span))
        }
    }
}
