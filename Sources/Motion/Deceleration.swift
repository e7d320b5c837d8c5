import Foundation

/// A scroll view's deceleration after a fling (UIKit's `decelerationRate`): the velocity is
/// multiplied by `rate` every millisecond, so `v(t) = v₀·rate^(1000t)` and the distance covered
/// is `v₀·(rate^(1000t) − 1) / (1000·ln rate)`, approaching `−v₀ / (1000·ln rate)`.
public struct Deceleration: Hashable, Sendable {
    /// UIKit's normal rate, 0.998 per millisecond.
    public static let normal = 0.998
    /// UIKit's fast rate, 0.99 per millisecond.
    public static let fast = 0.99

    /// The starting velocity in points per second.
    public let initialVelocity: Double
    /// The velocity kept per millisecond, clamped to 0.5...0.99999 (NaN becomes ``normal``).
    public let rate: Double

    /// A deceleration from a velocity (non-finite becomes 0).
    public init(initialVelocity: Double, rate: Double = Deceleration.normal) {
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.rate = rate.isNaN ? Deceleration.normal : Swift.min(0.99999, Swift.max(0.5, rate))
    }

    /// The distance covered `time` seconds after the start (clamped to ≥ 0).
    @inlinable
    public func value(at time: Double) -> Double {
        let t = time > 0 ? time : 0
        let k = 1000 * log(rate)
        return initialVelocity * (exp(k * t) - 1) / k
    }

    /// The velocity `time` seconds after the start.
    @inlinable
    public func velocity(at time: Double) -> Double {
        initialVelocity * exp(1000 * log(rate) * (time > 0 ? time : 0))
    }

    /// The distance at which the motion comes to rest.
    public var totalDistance: Double { -initialVelocity / (1000 * log(rate)) }

    /// The time until the speed falls below `threshold` points per second (UIKit stops at about
    /// half a point per second).
    public func duration(threshold: Double = 0.5) -> Double {
        let speed = Swift.abs(initialVelocity)
        guard speed > threshold, threshold > 0 else { return 0 }
        return log(threshold / speed) / (1000 * log(rate))
    }

    /// The time at which the distance covered reaches `distance`, or nil if it never does.
    public func time(toReach distance: Double) -> Double? {
        let total = totalDistance
        guard initialVelocity != 0, distance / total >= 0, Swift.abs(distance) < Swift.abs(total) else { return nil }
        let k = 1000 * log(rate)
        return log(1 + distance * k / initialVelocity) / k
    }
}

/// UIKit's rubber band: content dragged `overshoot` points past its edge moves only
/// `(1 − 1/(overshoot·c/dimension + 1))·dimension` with c = 0.55, so the resistance grows the
/// further it is pulled and the band never exceeds the view's dimension.
public enum RubberBand {
    /// UIKit's coefficient.
    public static let coefficient = 0.55

    /// The displayed distance for a drag `overshoot` points past the edge, in a view `dimension`
    /// points long (signed like the overshoot; 0 for a non-positive dimension).
    public static func offset(for overshoot: Double, dimension: Double, coefficient: Double = RubberBand.coefficient) -> Double {
        guard dimension > 0, overshoot.isFinite else { return 0 }
        let magnitude = (1 - 1 / (Swift.abs(overshoot) * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// The drag distance that displays as `offset` (the inverse of ``offset(for:dimension:coefficient:)``).
    public static func overshoot(for offset: Double, dimension: Double, coefficient: Double = RubberBand.coefficient) -> Double {
        guard dimension > 0, offset.isFinite else { return 0 }
        let fraction = Swift.min(0.999999, Swift.abs(offset) / dimension)
        let magnitude = (1 / (1 - fraction) - 1) * dimension / coefficient
        return offset < 0 ? -magnitude : magnitude
    }
}
