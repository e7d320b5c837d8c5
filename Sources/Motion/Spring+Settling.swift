import Foundation

extension Spring {
    /// An upper bound on the distance from the target, as a fraction of the whole distance, at
    /// `time` seconds: the amplitude envelope of the motion. ``settlingDuration`` is when it
    /// falls to ``settlingThreshold``, and UIKit's duration form solves for it.
    ///
    /// - under-damped: the exact amplitude, `√(x₀² + C²)·e^(−ζω₀t)` with
    ///   `C = (v₀ + ζω₀x₀)/ω_d` (the motion is `x₀ cos + C sin` under that decay);
    /// - within 0.001 of critical damping: `(|x₀| + |v₀ + ω₀x₀|·t)·e^(−ω₀t)` (the under-damped
    ///   amplitude grows without bound as ζ → 1, although the motion does not, so this band uses
    ///   the critical bound, which the motion there follows to within 0.1 %);
    /// - over-damped: `|c₁|e^(r₁t) + |c₂|e^(r₂t)`.
    ///
    /// - Parameters:
    ///   - time: Seconds since the animation started.
    ///   - initialVelocity: In distances per second, positive toward the target.
    public func envelope(at time: Double, initialVelocity: Double = 0) -> Double {
        Spring.envelope(
            at: time, naturalFrequency: naturalFrequency, dampingRatio: dampingRatio,
            initialVelocity: initialVelocity)
    }

    /// The time in seconds after which the spring stays within ``settlingThreshold`` (0.1 %) of
    /// the distance from its target, judged by ``envelope(at:initialVelocity:)``.
    public var settlingDuration: Double { settlingDuration(initialVelocity: 0) }

    /// ``settlingDuration`` for a start with the given velocity (distances per second, positive
    /// toward the target).
    public func settlingDuration(initialVelocity: Double) -> Double {
        let omega = naturalFrequency
        let ratio = dampingRatio
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let threshold = Spring.settlingThreshold
        if ratio < 1 - Spring.criticalBand {
            // Closed form: amplitude·e^(−ζω₀t) = ε.
            let damped = omega * (1 - ratio * ratio).squareRoot()
            let c = (velocity - ratio * omega) / damped
            let amplitude = (1 + c * c).squareRoot()
            return Swift.max(0, log(amplitude / threshold) / (ratio * omega))
        }
        // Critical band and over-damped: the envelope rises at most until `peak` and falls
        // after it; bisect its last crossing of ε.
        var peak = 0.0
        if ratio <= 1 + Spring.criticalBand {
            let slope = Swift.abs(velocity - omega)
            if slope > 0 { peak = Swift.max(0, 1 / omega - 1 / slope) }
        }
        func excess(_ time: Double) -> Double {
            Spring.envelope(at: time, naturalFrequency: omega, dampingRatio: ratio, initialVelocity: velocity)
                - threshold
        }
        if excess(peak) <= 0 { return peak > 0 ? 0 : 0 }
        var low = peak
        var high = peak + 1 / omega
        while excess(high) > 0 && high < 1e9 { high *= 2 }
        for _ in 0..<200 where high - low > 1e-12 * high {
            let middle = (low + high) / 2
            if excess(middle) > 0 { low = middle } else { high = middle }
        }
        return high
    }

    /// Damping ratios within this distance of 1 use the critical-damping envelope.
    static let criticalBand = 1e-3

    /// The envelope for a unit start displacement (x₀ = −1 in progress terms).
    static func envelope(
        at time: Double, naturalFrequency omega: Double, dampingRatio ratio: Double, initialVelocity: Double
    ) -> Double {
        let t = time > 0 ? time : 0
        let x0 = -1.0
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        if Swift.abs(ratio - 1) <= criticalBand {
            return (Swift.abs(x0) + Swift.abs(v0 + omega * x0) * t) * exp(-omega * t)
        } else if ratio < 1 {
            let damped = omega * (1 - ratio * ratio).squareRoot()
            let c = (v0 + ratio * omega * x0) / damped
            return (x0 * x0 + c * c).squareRoot() * exp(-ratio * omega * t)
        } else {
            let root = omega * (ratio * ratio - 1).squareRoot()
            let slow = -ratio * omega + root
            let fast = -ratio * omega - root
            let c2 = (v0 - slow * x0) / (fast - slow)
            let c1 = x0 - c2
            return Swift.abs(c1) * exp(slow * t) + Swift.abs(c2) * exp(fast * t)
        }
    }
}

extension Spring {
    /// UIKit's spring, as `UIView.animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:options:animations:completion:)` and
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` with a property animator's
    /// duration define it.
    ///
    /// UIKit documents only the inputs. What is reverse-engineered (from how the animations
    /// look and end, and matching the public analyses of it) is how they become a spring: the
    /// mass is 1; `duration` is not a time scale but the time at which the motion's amplitude
    /// ``envelope(at:initialVelocity:)`` has fallen to ``settlingThreshold`` (0.001) of the
    /// distance; the undamped angular frequency ω₀ that achieves it is found by Newton's method
    /// (about 12 iterations from ω₀ = 5/duration, with a bisection fallback); then
    /// `stiffness = ω₀²` and `damping = 2·ζ·√stiffness`. So ``settlingDuration`` of the result is
    /// `duration`.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, clamped to 0.01...1 (UIKit's range is (0, 1]); NaN becomes 1.
    ///   - duration: Seconds, clamped to 0.01...10; NaN becomes 0.01 (the animation ends at once).
    ///   - initialVelocity: In units of the whole distance per second (1 covers the distance in
    ///     one second; positive moves toward the target); non-finite becomes 0. Pass the same
    ///     value to ``value(at:initialVelocity:)``.
    public init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) {
        let ratio = dampingRatio.isNaN ? 1 : Swift.min(1, Swift.max(0.01, dampingRatio))
        let duration = duration.isNaN ? 0.01 : Swift.min(10, Swift.max(0.01, duration))
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let omega = Spring.solveNaturalFrequency(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
        let stiffness = omega * omega
        self.init(mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot())
    }

    /// ω₀ such that the envelope at `duration` equals the settling threshold.
    static func solveNaturalFrequency(dampingRatio ratio: Double, duration: Double, initialVelocity velocity: Double) -> Double {
        let target = log(settlingThreshold)
        // g(ω) = ln envelope(duration; ω) − ln ε, and its derivative.
        func residual(_ omega: Double) -> (value: Double, slope: Double) {
            if Swift.abs(ratio - 1) <= criticalBand {
                let gap = velocity - omega
                let linear = 1 + Swift.abs(gap) * duration
                let sign: Double = gap > 0 ? 1 : (gap < 0 ? -1 : 0)
                return (log(linear) - omega * duration - target, -sign * duration / linear - duration)
            }
            let root = (1 - ratio * ratio).squareRoot()
            let c = (velocity / omega - ratio) / root
            let cSlope = -velocity / (omega * omega * root)
            let value = 0.5 * log(1 + c * c) - ratio * omega * duration - target
            return (value, c * cSlope / (1 + c * c) - ratio * duration)
        }
        var omega = 5 / duration
        var converged = false
        for _ in 0..<40 {
            let (value, slope) = residual(omega)
            guard slope < 0, value.isFinite else { break }
            var next = omega - value / slope
            if !(next > 0) || !next.isFinite { next = omega / 2 }
            if Swift.abs(next - omega) <= 1e-12 * omega {
                omega = next
                converged = true
                break
            }
            omega = next
        }
        if converged || Swift.abs(residual(omega).value) < 1e-9 { return omega }
        // Bisection in log space: the envelope at `duration` falls as the spring stiffens.
        var low = 1e-3, high = 1e4
        for _ in 0..<200 {
            let middle = (low * high).squareRoot()
            if residual(middle).value > 0 { low = middle } else { high = middle }
            if high / low < 1 + 1e-14 { break }
        }
        return high
    }
}
