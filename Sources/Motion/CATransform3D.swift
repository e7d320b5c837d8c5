import Foundation

/// A 4×4 homogeneous transform (Core Animation's `CATransform3D`), with the same layout:
/// points are row vectors multiplied on the left, `[x y z 1] · M`, so the translation is in
/// `m41, m42, m43` and perspective is in `m14, m24, m34` (`m34 = −1/d` looks at the layer from a
/// distance `d`).
///
/// Like `CATransform3DConcat(a, b)`, ``concatenating(_:)`` applies `self` first and then `other`;
/// ``translatedBy(x:y:z:)``, ``scaledBy(x:y:z:)`` and ``rotated(by:x:y:z:)`` apply their new
/// transform *before* `self`, as `CATransform3DTranslate` and friends do.
///
/// Transforms interpolate by decomposition (see `CATransform3D+Decomposition.swift`).
public struct CATransform3D: Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1.
    public var m11: Double
    /// Row 1, column 2.
    public var m12: Double
    /// Row 1, column 3.
    public var m13: Double
    /// Row 1, column 4 (x perspective).
    public var m14: Double
    /// Row 2, column 1.
    public var m21: Double
    /// Row 2, column 2.
    public var m22: Double
    /// Row 2, column 3.
    public var m23: Double
    /// Row 2, column 4 (y perspective).
    public var m24: Double
    /// Row 3, column 1.
    public var m31: Double
    /// Row 3, column 2.
    public var m32: Double
    /// Row 3, column 3.
    public var m33: Double
    /// Row 3, column 4 (z perspective: −1/eye distance).
    public var m34: Double
    /// Row 4, column 1 (x translation).
    public var m41: Double
    /// Row 4, column 2 (y translation).
    public var m42: Double
    /// Row 4, column 3 (z translation).
    public var m43: Double
    /// Row 4, column 4.
    public var m44: Double

    /// A transform from its sixteen entries, row by row.
    @inlinable
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// A transform from its four rows.
    @inlinable
    public init(rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) {
        self.init(
            m11: rows.0.x, m12: rows.0.y, m13: rows.0.z, m14: rows.0.w,
            m21: rows.1.x, m22: rows.1.y, m23: rows.1.z, m24: rows.1.w,
            m31: rows.2.x, m32: rows.2.y, m33: rows.2.z, m34: rows.2.w,
            m41: rows.3.x, m42: rows.3.y, m43: rows.3.z, m44: rows.3.w)
    }

    /// The four rows.
    @inlinable
    public var rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
        (
            SIMD4(m11, m12, m13, m14), SIMD4(m21, m22, m23, m24),
            SIMD4(m31, m32, m33, m34), SIMD4(m41, m42, m43, m44)
        )
    }

    /// The identity transform.
    public static let identity = CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 3D form of an affine transform (`CATransform3DMakeAffineTransform`).
    @inlinable
    public init(_ affine: CGAffineTransform) {
        self.init(
            m11: affine.a, m12: affine.b, m13: 0, m14: 0,
            m21: affine.c, m22: affine.d, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: affine.tx, m42: affine.ty, m43: 0, m44: 1)
    }

    /// A translation (`CATransform3DMakeTranslation`).
    @inlinable
    public init(translationX x: Double, y: Double, z: Double) {
        var transform = CATransform3D.identity
        transform.m41 = x
        transform.m42 = y
        transform.m43 = z
        self = transform
    }

    /// A scale about the origin (`CATransform3DMakeScale`).
    @inlinable
    public init(scaleX x: Double, y: Double, z: Double) {
        var transform = CATransform3D.identity
        transform.m11 = x
        transform.m22 = y
        transform.m33 = z
        self = transform
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)` through the origin
    /// (`CATransform3DMakeRotation`). A zero axis gives the identity.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        self.init(rotation: Quaternion(angle: angle, axisX: x, y: y, z: z))
    }

    /// The rotation a unit quaternion describes.
    public init(rotation quaternion: Quaternion) {
        let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
        // The usual column-vector rotation matrix, transposed for Core Animation's row vectors.
        self.init(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
            m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
            m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective projection that views the z = 0 plane from `distance` points away
    /// (`m34 = −1/distance`). A distance that is zero, negative or not finite gives the identity.
    @inlinable
    public static func perspective(distance: Double) -> CATransform3D {
        var transform = CATransform3D.identity
        if distance > 0, distance.isFinite { transform.m34 = -1 / distance }
        return transform
    }

    /// `self` followed by `other` (`CATransform3DConcat(self, other)`, the matrix product
    /// `self · other`).
    @inlinable
    public func concatenating(_ other: CATransform3D) -> CATransform3D {
        let (a0, a1, a2, a3) = rows
        let (b0, b1, b2, b3) = other.rows
        @inline(__always) func row(_ r: SIMD4<Double>) -> SIMD4<Double> {
            b0 * r.x + b1 * r.y + b2 * r.z + b3 * r.w
        }
        return CATransform3D(rows: (row(a0), row(a1), row(a2), row(a3)))
    }

    /// A translation applied before this transform (`CATransform3DTranslate`).
    @inlinable
    public func translatedBy(x: Double, y: Double, z: Double) -> CATransform3D {
        CATransform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before this transform (`CATransform3DScale`).
    @inlinable
    public func scaledBy(x: Double, y: Double, z: Double) -> CATransform3D {
        CATransform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before this transform (`CATransform3DRotate`).
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> CATransform3D {
        CATransform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// Whether this is the identity.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform is a 2D affine transform (`CATransform3DIsAffine`): no z component
    /// and no perspective.
    @inlinable
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part (`CATransform3DGetAffineTransform`): the z row and column and perspective
    /// are dropped.
    @inlinable
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Whether every entry is finite (no NaN, no infinity).
    @inlinable
    public var isFinite: Bool {
        let (r0, r1, r2, r3) = rows
        // `v − v` is zero for finite entries and NaN for NaN or infinite ones.
        return (r0 - r0) + (r1 - r1) + (r2 - r2) + (r3 - r3) == .zero
    }

    /// The twelve 2×2 sub-determinants of the top two and bottom two rows (the Laplace expansion
    /// theorem), shared by ``determinant`` and ``inverted()``.
    private var minors: (s: [Double], c: [Double]) {
        (
            [
                m11 * m22 - m21 * m12, m11 * m23 - m21 * m13, m11 * m24 - m21 * m14,
                m12 * m23 - m22 * m13, m12 * m24 - m22 * m14, m13 * m24 - m23 * m14,
            ],
            [
                m31 * m42 - m41 * m32, m31 * m43 - m41 * m33, m31 * m44 - m41 * m34,
                m32 * m43 - m42 * m33, m32 * m44 - m42 * m34, m33 * m44 - m43 * m34,
            ]
        )
    }

    /// The determinant from the sub-determinants.
    private static func determinant(s: [Double], c: [Double]) -> Double {
        s[0] * c[5] - s[1] * c[4] + s[2] * c[3] + s[3] * c[2] - s[4] * c[1] + s[5] * c[0]
    }

    /// The determinant of the 4×4 matrix.
    public var determinant: Double {
        let (s, c) = minors
        return Self.determinant(s: s, c: c)
    }

    /// The inverse, or nil when the matrix is singular (`CATransform3DInvert` returns the
    /// matrix unchanged instead).
    public func inverted() -> CATransform3D? {
        let (s, c) = minors
        let (s0, s1, s2, s3, s4, s5) = (s[0], s[1], s[2], s[3], s[4], s[5])
        let (c0, c1, c2, c3, c4, c5) = (c[0], c[1], c[2], c[3], c[4], c[5])
        let determinant = Self.determinant(s: s, c: c)
        guard determinant != 0, determinant.isFinite else { return nil }
        let inverse = 1 / determinant
        return CATransform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * inverse,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * inverse,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * inverse,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * inverse,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * inverse,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * inverse,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * inverse,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * inverse,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * inverse,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * inverse,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * inverse,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * inverse,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * inverse,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * inverse,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * inverse,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * inverse)
    }

    /// The point `(x, y, z)` transformed and projected (divided by w). Returns nil when the point
    /// lands on or behind the eye (w ≤ 0), where a projection has no meaning.
    @inlinable
    public func projecting(_ point: CGPoint, z: Double = 0) -> CGPoint? {
        let w = point.x * m14 + point.y * m24 + z * m34 + m44
        guard w > 0 else { return nil }
        return CGPoint(
            x: (point.x * m11 + point.y * m21 + z * m31 + m41) / w,
            y: (point.x * m12 + point.y * m22 + z * m32 + m42) / w)
    }

    /// A textual form, row by row.
    public var description: String {
        let (r0, r1, r2, r3) = rows
        func row(_ r: SIMD4<Double>) -> String { "[\(r.x), \(r.y), \(r.z), \(r.w)]" }
        return "[\(row(r0)), \(row(r1)), \(row(r2)), \(row(r3))]"
    }
}
