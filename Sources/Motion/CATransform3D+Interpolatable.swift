import Foundation

extension CATransform3D: Interpolatable {
    /// Interpolates by decomposition, as Core Animation and CSS do: translation, scale, skew and
    /// perspective blend linearly, the rotation by spherical linear interpolation. A perspective
    /// flip (`m34 = −1/500` with a rotation about y) therefore turns through the intermediate
    /// angles instead of squashing through a matrix blend.
    ///
    /// When either matrix cannot be decomposed (it is singular, as with a zero scale, or has a
    /// non-finite entry) the
    /// sixteen entries blend linearly instead: the documented fallback, which at least starts and
    /// ends on the exact matrices.
    public func interpolated(to other: CATransform3D, amount: Double) -> CATransform3D {
        if amount == 0 { return self }
        if amount == 1 { return other }
        guard let from = decomposed(), let to = other.decomposed() else {
            return matrixBlend(to: other, amount: amount)
        }
        let parts = DecomposedTransform3D(
            translation: from.translation + (to.translation - from.translation) * amount,
            scale: from.scale + (to.scale - from.scale) * amount,
            skew: from.skew + (to.skew - from.skew) * amount,
            perspective: from.perspective + (to.perspective - from.perspective) * amount,
            rotation: from.rotation.slerp(to: to.rotation, amount: amount))
        return CATransform3D(parts)
    }

    /// The distance between the decomposed forms: the Euclidean length of the differences of
    /// translation (points), scale, skew and perspective together with the rotation angle
    /// (radians). Units mix, which is fine for pacing keyframes of one kind of motion. Falls back
    /// to the entry-wise distance when a matrix cannot be decomposed.
    public func animationDistance(to other: CATransform3D) -> Double {
        guard let from = decomposed(), let to = other.decomposed() else {
            let (a0, a1, a2, a3) = rows
            let (b0, b1, b2, b3) = other.rows
            let d0 = b0 - a0, d1 = b1 - a1, d2 = b2 - a2, d3 = b3 - a3
            return ((d0 * d0).sum() + (d1 * d1).sum() + (d2 * d2).sum() + (d3 * d3).sum()).squareRoot()
        }
        let translation = to.translation - from.translation
        let scale = to.scale - from.scale
        let skew = to.skew - from.skew
        let perspective = to.perspective - from.perspective
        let angle = from.rotation.angle(to: to.rotation)
        let sum = (translation * translation).sum() + (scale * scale).sum() + (skew * skew).sum()
            + (perspective * perspective).sum() + angle * angle
        return sum.squareRoot()
    }

    /// The weighted sum of the decomposed forms. Rotations are blended in the tangent space of the
    /// second value's rotation (the start of a cubic keyframe segment), see
    /// ``Quaternion/blend(_:weights:base:)``, so a layer turning about one axis follows exactly
    /// the spline of its angle. Falls back to an entry-wise sum when a matrix cannot be
    /// decomposed.
    public static func affineCombination(
        _ values: (CATransform3D, CATransform3D, CATransform3D, CATransform3D),
        weights: (Double, Double, Double, Double)
    ) -> CATransform3D {
        guard let a = values.0.decomposed(), let b = values.1.decomposed(),
            let c = values.2.decomposed(), let d = values.3.decomposed()
        else {
            let (a0, a1, a2, a3) = values.0.rows
            let (b0, b1, b2, b3) = values.1.rows
            let (c0, c1, c2, c3) = values.2.rows
            let (d0, d1, d2, d3) = values.3.rows
            func blend(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ c: SIMD4<Double>, _ d: SIMD4<Double>) -> SIMD4<Double> {
                a * weights.0 + b * weights.1 + c * weights.2 + d * weights.3
            }
            return CATransform3D(rows: (blend(a0, b0, c0, d0), blend(a1, b1, c1, d1), blend(a2, b2, c2, d2), blend(a3, b3, c3, d3)))
        }
        let rotation = Quaternion.blend(
            (a.rotation, b.rotation, c.rotation, d.rotation), weights: weights, base: b.rotation)
        return CATransform3D(
            DecomposedTransform3D(
                translation: a.translation * weights.0 + b.translation * weights.1
                    + c.translation * weights.2 + d.translation * weights.3,
                scale: a.scale * weights.0 + b.scale * weights.1 + c.scale * weights.2 + d.scale * weights.3,
                skew: a.skew * weights.0 + b.skew * weights.1 + c.skew * weights.2 + d.skew * weights.3,
                perspective: a.perspective * weights.0 + b.perspective * weights.1
                    + c.perspective * weights.2 + d.perspective * weights.3,
                rotation: rotation))
    }

    /// The entry-wise linear blend used when a matrix cannot be decomposed.
    public func matrixBlend(to other: CATransform3D, amount: Double) -> CATransform3D {
        let (a0, a1, a2, a3) = rows
        let (b0, b1, b2, b3) = other.rows
        return CATransform3D(rows: (
            a0 + (b0 - a0) * amount, a1 + (b1 - a1) * amount,
            a2 + (b2 - a2) * amount, a3 + (b3 - a3) * amount))
    }
}
