import Foundation

/// A spring moving a value from a start toward a target: the state a spring animation carries.
///
/// Any ``VectorArithmetic`` value works (a number, a point, a rectangle). Times are seconds
/// elapsed since the motion began; nothing here reads a clock. ``retargeted(to:at:)`` gives a
/// spring in flight a new target while keeping its current position and velocity, so motion
/// never jumps when a gesture or an interruption changes where things are going.
public struct SpringMotion<Value: VectorArithmetic>: Sendable {
    /// The spring.
    public let spring: Spring
    /// The position at elapsed time 0.
    public let start: Value
    /// Where the motion settles.
    public let target: Value
    /// The velocity at elapsed time 0, in value units per second.
    public let initialVelocity: Value

    /// A motion from `start` to `target` beginning with `initialVelocity` (units per second).
    public init(spring: Spring, from start: Value, to target: Value, initialVelocity: Value = .zero) {
        self.spring = spring
        self.start = start
        self.target = target
        self.initialVelocity = initialVelocity
    }

    /// The position `elapsed` seconds after the start.
    @inlinable
    public func value(at elapsed: Double) -> Value {
        let response = spring.response(at: elapsed)
        let displacement = start - target
        return target + displacement.scaled(by: response.positionFromDisplacement)
            + initialVelocity.scaled(by: response.positionFromVelocity)
    }

    /// The velocity `elapsed` seconds after the start, in units per second.
    @inlinable
    public func velocity(at elapsed: Double) -> Value {
        let response = spring.response(at: elapsed)
        let displacement = start - target
        return displacement.scaled(by: response.velocityFromDisplacement)
            + initialVelocity.scaled(by: response.velocityFromVelocity)
    }

    /// A motion toward `newTarget` that begins at this motion's position and velocity at
    /// `elapsed`. Its own elapsed time 0 is this motion's `elapsed`.
    public func retargeted(to newTarget: Value, at elapsed: Double) -> SpringMotion {
        SpringMotion(spring: spring, from: value(at: elapsed), to: newTarget, initialVelocity: velocity(at: elapsed))
    }

    /// The same motion with another spring, from this one's position and velocity at `elapsed`.
    public func respringing(_ newSpring: Spring, at elapsed: Double) -> SpringMotion {
        SpringMotion(spring: newSpring, from: value(at: elapsed), to: target, initialVelocity: velocity(at: elapsed))
    }

    /// Seconds until the motion stays within ``Spring/settlingThreshold`` of the distance (with the
    /// initial velocity projected onto the direction of travel). Zero when start equals target
    /// and nothing moves.
    public var settlingDuration: Double {
        let distance = (target - start).magnitude
        if distance == 0 {
            if initialVelocity.magnitudeSquared == 0 { return 0 }
            // Only a velocity: measure against a unit distance in its units.
            return spring.settlingDuration(initialVelocity: initialVelocity.magnitude)
        }
        let direction = (target - start).scaled(by: 1 / distance)
        let along = Self.dot(initialVelocity, direction)
        return spring.settlingDuration(initialVelocity: along / distance)
    }

    /// The dot product of two values through the polarization identity.
    static func dot(_ a: Value, _ b: Value) -> Double {
        ((a + b).magnitudeSquared - (a - b).magnitudeSquared) / 4
    }
}
