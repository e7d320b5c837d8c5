import Foundation

/// A plane-to-plane projective map (a homography), as a 3×3 matrix applied to row vectors:
/// `[x y 1] · H = [x′ y′ w]`, giving the point `(x′/w, y′/w)`.
///
/// A layer is flat: Core Animation renders each layer's sublayers into its own plane (unless it
/// is a transform layer). So the map from a layer's plane to its parent's plane is the layer's
/// ``CATransform3D`` restricted to z = 0 with the output z dropped, ``init(_:)-(CATransform3D)``; maps
/// up a layer tree compose as 3×3 products. Hit testing, `convert(_:to:)` and the compositor's
/// projective warp all use this one type.
public struct ProjectiveTransform: Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1.
    public var m11: Double
    /// Row 1, column 2.
    public var m12: Double
    /// Row 1, column 3 (x perspective).
    public var m13: Double
    /// Row 2, column 1.
    public var m21: Double
    /// Row 2, column 2.
    public var m22: Double
    /// Row 2, column 3 (y perspective).
    public var m23: Double
    /// Row 3, column 1 (x translation).
    public var m31: Double
    /// Row 3, column 2 (y translation).
    public var m32: Double
    /// Row 3, column 3.
    public var m33: Double

    /// A map from its nine entries, row by row.
    @inlinable
    public init(
        m11: Double, m12: Double, m13: Double,
        m21: Double, m22: Double, m23: Double,
        m31: Double, m32: Double, m33: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The identity map.
    public static let identity = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The affine map as a homography.
    @inlinable
    public init(_ affine: CGAffineTransform) {
        self.init(m11: affine.a, m12: affine.b, m13: 0, m21: affine.c, m22: affine.d, m23: 0, m31: affine.tx, m32: affine.ty, m33: 1)
    }

    /// The 3D transform restricted to the z = 0 plane, with z dropped from the output: rows 1, 2
    /// and 4 and columns 1, 2 and 4 of the 4×4 matrix.
    @inlinable
    public init(_ transform: CATransform3D) {
        self.init(
            m11: transform.m11, m12: transform.m12, m13: transform.m14,
            m21: transform.m21, m22: transform.m22, m23: transform.m24,
            m31: transform.m41, m32: transform.m42, m33: transform.m44)
    }

    /// A translation.
    @inlinable
    public init(translationX x: Double, y: Double) {
        self.init(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
    }

    /// A scale about the origin.
    @inlinable
    public init(scaleX x: Double, y: Double) {
        self.init(m11: x, m12: 0, m13: 0, m21: 0, m22: y, m23: 0, m31: 0, m32: 0, m33: 1)
    }

    /// `self` followed by `other` (the product `self · other`).
    @inlinable
    public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * other.m11 + m12 * other.m21 + m13 * other.m31,
            m12: m11 * other.m12 + m12 * other.m22 + m13 * other.m32,
            m13: m11 * other.m13 + m12 * other.m23 + m13 * other.m33,
            m21: m21 * other.m11 + m22 * other.m21 + m23 * other.m31,
            m22: m21 * other.m12 + m22 * other.m22 + m23 * other.m32,
            m23: m21 * other.m13 + m22 * other.m23 + m23 * other.m33,
            m31: m31 * other.m11 + m32 * other.m21 + m33 * other.m31,
            m32: m31 * other.m12 + m32 * other.m22 + m33 * other.m32,
            m33: m31 * other.m13 + m32 * other.m23 + m33 * other.m33)
    }

    /// The determinant.
    @inlinable
    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse map, or nil when the matrix is singular or not finite (a layer turned exactly
    /// edge-on, or scaled to zero).
    @inlinable
    public func inverted() -> ProjectiveTransform? {
        let determinant = self.determinant
        guard determinant != 0, determinant.isFinite else { return nil }
        let inverse = 1 / determinant
        return ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) * inverse,
            m12: (m13 * m32 - m12 * m33) * inverse,
            m13: (m12 * m23 - m13 * m22) * inverse,
            m21: (m23 * m31 - m21 * m33) * inverse,
            m22: (m11 * m33 - m13 * m31) * inverse,
            m23: (m13 * m21 - m11 * m23) * inverse,
            m31: (m21 * m32 - m22 * m31) * inverse,
            m32: (m12 * m31 - m11 * m32) * inverse,
            m33: (m11 * m22 - m12 * m21) * inverse)
    }

    /// The image of a point, or nil when it maps to or behind the eye (w ≤ 0).
    @inlinable
    public func apply(_ point: CGPoint) -> CGPoint? {
        let w = point.x * m13 + point.y * m23 + m33
        guard w > 0 else { return nil }
        return CGPoint(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
    }

    /// Whether the map is affine (no perspective row).
    @inlinable
    /// (Within 1e-12: interpolated transforms leave m33 at 0.9999999999999999, which must not
    /// send a flat layer down the perspective path.)
    public var isAffine: Bool { Swift.abs(m13) < 1e-12 && Swift.abs(m23) < 1e-12 && Swift.abs(m33 - 1) < 1e-12 }

    /// The affine part (exact when ``isAffine``).
    @inlinable
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// The bounding box of a rectangle's image, or nil if any corner maps behind the eye.
    public func boundingBox(of rect: CGRect) -> CGRect? {
        var box = CGRect.null
        for corner in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)] {
            guard let image = apply(corner) else { return nil }
            box = box.union(CGRect(origin: image, size: .zero))
        }
        return box
    }

    /// A textual form, row by row.
    public var description: String {
        "[[\(m11), \(m12), \(m13)], [\(m21), \(m22), \(m23)], [\(m31), \(m32), \(m33)]]"
    }
}
