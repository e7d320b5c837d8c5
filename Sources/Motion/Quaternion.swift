import Foundation

/// A unit quaternion `(x, y, z, w)` representing a 3D rotation. Used by ``CATransform3D``'s
/// decomposition, so that rotations interpolate along the shortest arc (spherical linear
/// interpolation) instead of through a matrix blend.
public struct Quaternion: Hashable, Sendable, CustomStringConvertible {
    /// The vector part's x component.
    public var x: Double
    /// The vector part's y component.
    public var y: Double
    /// The vector part's z component.
    public var z: Double
    /// The scalar part.
    public var w: Double

    /// A quaternion from its four components (not normalized for you).
    @inlinable
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The rotation by `angle` radians about the axis `(x, y, z)` (normalized here; a zero axis
    /// gives the identity).
    public init(angle: Double, axisX x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else {
            self = .identity
            return
        }
        let half = angle / 2
        let factor = sin(half) / length
        self.init(x: x * factor, y: y * factor, z: z * factor, w: cos(half))
    }

    /// No rotation.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The four-dimensional dot product.
    @inlinable
    public func dot(_ other: Quaternion) -> Double {
        x * other.x + y * other.y + z * other.z + w * other.w
    }

    /// The quaternion scaled to length 1 (the identity if its length is zero or not finite).
    @inlinable
    public var normalized: Quaternion {
        let length = dot(self).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
    }

    /// The same rotation with every component negated (`q` and `−q` are the same rotation).
    @inlinable
    public var negated: Quaternion { Quaternion(x: -x, y: -y, z: -z, w: -w) }

    /// The angle, in radians 0...π, of the rotation that takes `self` to `other`.
    @inlinable
    public func angle(to other: Quaternion) -> Double {
        2 * acos(Swift.min(1, Swift.abs(dot(other))))
    }

    /// Spherical linear interpolation along the shorter arc; `amount` outside 0...1 extrapolates
    /// along the same great circle. Nearly equal rotations blend linearly and renormalize, which
    /// avoids dividing by a vanishing sine.
    public func slerp(to other: Quaternion, amount: Double) -> Quaternion {
        var target = other
        var cosine = dot(other)
        if cosine < 0 {
            target = other.negated
            cosine = -cosine
        }
        if cosine > 0.9999 {
            return Quaternion(
                x: x + (target.x - x) * amount,
                y: y + (target.y - y) * amount,
                z: z + (target.z - z) * amount,
                w: w + (target.w - w) * amount
            ).normalized
        }
        let theta = acos(cosine)
        let sine = sin(theta)
        let from = sin((1 - amount) * theta) / sine
        let to = sin(amount * theta) / sine
        return Quaternion(
            x: x * from + target.x * to,
            y: y * from + target.y * to,
            z: z * from + target.z * to,
            w: w * from + target.w * to)
    }

    /// The conjugate, which for a unit quaternion is the inverse rotation.
    @inlinable
    public var conjugate: Quaternion { Quaternion(x: -x, y: -y, z: -z, w: w) }

    /// The Hamilton product `self · other`: the rotation `other` followed by `self`.
    @inlinable
    public func multiplied(by other: Quaternion) -> Quaternion {
        Quaternion(
            x: w * other.x + x * other.w + y * other.z - z * other.y,
            y: w * other.y - x * other.z + y * other.w + z * other.x,
            z: w * other.z + x * other.y - y * other.x + z * other.w,
            w: w * other.w - x * other.x - y * other.y - z * other.z)
    }

    /// The logarithm of a unit quaternion: its rotation axis scaled by half its angle, a vector
    /// in the tangent space at the identity where rotations add like numbers.
    public var logarithm: SIMD3<Double> {
        let vector = SIMD3(x, y, z)
        let sine = (vector * vector).sum().squareRoot()
        guard sine > 1e-12 else { return vector }
        let halfAngle = atan2(sine, w)
        return vector * (halfAngle / sine)
    }

    /// The unit quaternion whose ``logarithm`` is `vector`.
    public static func exponential(_ vector: SIMD3<Double>) -> Quaternion {
        let halfAngle = (vector * vector).sum().squareRoot()
        guard halfAngle > 1e-12 else { return Quaternion(x: vector.x, y: vector.y, z: vector.z, w: 1).normalized }
        let factor = sin(halfAngle) / halfAngle
        return Quaternion(x: vector.x * factor, y: vector.y * factor, z: vector.z * factor, w: cos(halfAngle))
    }

    /// A weighted blend of rotations with weights that add up to 1, computed in the tangent space
    /// at `base`: `base · exp(Σ wᵢ · log(base⁻¹ · qᵢ))`. For rotations about one axis this is
    /// exactly the same blend of their angles, so cubic keyframes of a turning layer follow the
    /// same curve as cubic keyframes of its angle.
    public static func blend(
        _ rotations: (Quaternion, Quaternion, Quaternion, Quaternion),
        weights: (Double, Double, Double, Double),
        base: Quaternion
    ) -> Quaternion {
        let inverse = base.conjugate
        func tangent(_ rotation: Quaternion) -> SIMD3<Double> {
            var relative = inverse.multiplied(by: rotation)
            if relative.w < 0 { relative = relative.negated }
            return relative.logarithm
        }
        let sum = tangent(rotations.0) * weights.0 + tangent(rotations.1) * weights.1
            + tangent(rotations.2) * weights.2 + tangent(rotations.3) * weights.3
        return base.multiplied(by: exponential(sum)).normalized
    }

    /// A textual form.
    public var description: String { "(x: \(x), y: \(y), z: \(z), w: \(w))" }
}
