import Foundation

/// A value that can be animated: it can be blended with another value of its type.
///
/// Every animated property in Today is `Interpolatable`. Three operations are required:
/// - ``interpolated(to:amount:)`` for linear animations (amounts outside 0...1 extrapolate, which
///   springs that overshoot rely on);
/// - ``animationDistance(to:)`` for paced keyframes, which space keys by distance;
/// - ``affineCombination(_:weights:)`` for cubic keyframes, which blend four neighbouring keys with
///   weights that add up to 1.
///
/// Types that are vectors (``VectorArithmetic``) get all three for free. Transforms implement them
/// on their decomposed form, so that a rotation interpolates as a rotation.
public protocol Interpolatable: Sendable {
    /// The value `amount` of the way from `self` (at 0) to `other` (at 1).
    func interpolated(to other: Self, amount: Double) -> Self

    /// A non-negative distance between `self` and `other`, used to pace keyframes.
    func animationDistance(to other: Self) -> Double

    /// The weighted sum `weights.0·values.0 + … + weights.3·values.3`, where the weights add up
    /// to 1 (an affine combination). Cubic keyframes evaluate their Hermite segments with it.
    static func affineCombination(
        _ values: (Self, Self, Self, Self),
        weights: (Double, Double, Double, Double)
    ) -> Self
}

extension Interpolatable where Self: VectorArithmetic {
    /// The value `amount` of the way from `self` to `other`: `self + (other − self)·amount`.
    @inlinable
    public func interpolated(to other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }

    /// The Euclidean distance between the two values.
    @inlinable
    public func animationDistance(to other: Self) -> Double {
        (other - self).magnitude
    }

    /// The weighted sum of the four values.
    @inlinable
    public static func affineCombination(
        _ values: (Self, Self, Self, Self),
        weights: (Double, Double, Double, Double)
    ) -> Self {
        values.0.scaled(by: weights.0) + values.1.scaled(by: weights.1)
            + values.2.scaled(by: weights.2) + values.3.scaled(by: weights.3)
    }
}

extension Double: Interpolatable {}
