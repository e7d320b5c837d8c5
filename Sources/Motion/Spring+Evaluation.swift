import Foundation

extension Spring {
    /// How the displacement and velocity at a time depend on the initial displacement and
    /// velocity. The equation is linear, so for any start `(x₀, v₀)`:
    /// `x(t) = positionFromDisplacement·x₀ + positionFromVelocity·v₀` and
    /// `v(t) = velocityFromDisplacement·x₀ + velocityFromVelocity·v₀`.
    /// ``SpringMotion`` uses this to move any ``VectorArithmetic`` value.
    public struct Response: Hashable, Sendable {
        /// ∂x(t)/∂x₀.
        public var positionFromDisplacement: Double
        /// ∂x(t)/∂v₀.
        public var positionFromVelocity: Double
        /// ∂v(t)/∂x₀.
        public var velocityFromDisplacement: Double
        /// ∂v(t)/∂v₀.
        public var velocityFromVelocity: Double

        /// A response from its four partial derivatives.
        @inlinable
        public init(
            positionFromDisplacement: Double, positionFromVelocity: Double,
            velocityFromDisplacement: Double, velocityFromVelocity: Double
        ) {
            self.positionFromDisplacement = positionFromDisplacement
            self.positionFromVelocity = positionFromVelocity
            self.velocityFromDisplacement = velocityFromDisplacement
            self.velocityFromVelocity = velocityFromVelocity
        }
    }

    /// The closed-form response at `time` seconds (clamped to ≥ 0; NaN counts as 0).
    ///
    /// With ω₀ = √(k/m) and ζ the damping ratio:
    /// - under-damped (ζ < 1), ω_d = ω₀√(1 − ζ²):
    ///   `x = e^(−ζω₀t)·(x₀·cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t)`;
    /// - critically damped (|ζ − 1| < 1e-9): `x = e^(−ω₀t)·(x₀ + (v₀ + ω₀x₀)·t)`;
    /// - over-damped, roots r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)): `x = c₁e^(r₁t) + c₂e^(r₂t)` with
    ///   `c₂ = (v₀ − r₁x₀)/(r₂ − r₁)`, `c₁ = x₀ − c₂`.
    @inlinable
    public func response(at time: Double) -> Response {
        let t = time > 0 ? time : 0
        let omega = naturalFrequency
        let ratio = dampingRatio
        if Swift.abs(ratio - 1) < 1e-9 {
            let decay = exp(-omega * t)
            return Response(
                positionFromDisplacement: decay * (1 + omega * t),
                positionFromVelocity: decay * t,
                velocityFromDisplacement: -omega * omega * t * decay,
                velocityFromVelocity: decay * (1 - omega * t))
        } else if ratio < 1 {
            let damped = omega * (1 - ratio * ratio).squareRoot()
            let decay = exp(-ratio * omega * t)
            let cosine = cos(damped * t)
            let sine = sin(damped * t)
            return Response(
                positionFromDisplacement: decay * (cosine + ratio * omega / damped * sine),
                positionFromVelocity: decay * sine / damped,
                velocityFromDisplacement: -decay * sine * omega * omega / damped,
                velocityFromVelocity: decay * (cosine - ratio * omega / damped * sine))
        } else {
            let root = omega * (ratio * ratio - 1).squareRoot()
            let slow = -ratio * omega + root
            let fast = -ratio * omega - root
            let slowDecay = exp(slow * t)
            let fastDecay = exp(fast * t)
            let gap = fast - slow
            return Response(
                positionFromDisplacement: (fast * slowDecay - slow * fastDecay) / gap,
                positionFromVelocity: (fastDecay - slowDecay) / gap,
                velocityFromDisplacement: slow * fast * (slowDecay - fastDecay) / gap,
                velocityFromVelocity: (fast * fastDecay - slow * slowDecay) / gap)
        }
    }

    /// The progress of a spring animation from 0 (start) to 1 (target) at `time` seconds.
    /// A bouncy spring goes above 1 on its way.
    ///
    /// - Parameters:
    ///   - time: Seconds since the animation started.
    ///   - initialVelocity: The starting velocity in units of the whole distance per second
    ///     (UIKit's `initialSpringVelocity`): 1 covers the distance in one second; positive
    ///     moves toward the target.
    @inlinable
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        let response = response(at: time)
        return 1 - response.positionFromDisplacement + response.positionFromVelocity * initialVelocity
    }

    /// The rate of change of ``value(at:initialVelocity:)``, in distances per second.
    @inlinable
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        let response = response(at: time)
        return -response.velocityFromDisplacement + response.velocityFromVelocity * initialVelocity
    }
}
