import Foundation

/// A two-dimensional affine transform (UIKit's `CGAffineTransform`), as the matrix
///
/// ```
/// | a   b   0 |
/// | c   d   0 |
/// | tx  ty  1 |
/// ```
///
/// applied to row vectors: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Angles are in radians;
/// with y pointing down (as on screen) a positive angle turns clockwise.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1.
    public var a: Double
    /// Row 1, column 2.
    public var b: Double
    /// Row 2, column 1.
    public var c: Double
    /// Row 2, column 2.
    public var d: Double
    /// The x translation.
    public var tx: Double
    /// The y translation.
    public var ty: Double

    /// A transform from its six matrix entries.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    @inlinable
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin.
    @inlinable
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians.
    @inlinable
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform has an inverse (a non-zero, finite determinant).
    @inlinable
    public var isInvertible: Bool { determinant != 0 && determinant.isFinite }

    /// The determinant of the linear part, `a·d − b·c`.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// `self` followed by `other` (`CGAffineTransformConcat(self, other)`).
    @inlinable
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before this transform (`CGAffineTransformTranslate`).
    @inlinable
    public func translatedBy(x: Double, y: Double) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform (`CGAffineTransformScale`).
    @inlinable
    public func scaledBy(x: Double, y: Double) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform (`CGAffineTransformRotate`).
    @inlinable
    public func rotated(by angle: Double) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; a singular one (a zero scale, a NaN) is returned unchanged, as
    /// Core Graphics documents. Check ``isInvertible`` first where the difference matters.
    @inlinable
    public func inverted() -> CGAffineTransform {
        let determinant = self.determinant
        guard determinant != 0, determinant.isFinite else { return self }
        let inverse = 1 / determinant
        return CGAffineTransform(
            a: d * inverse, b: -b * inverse,
            c: -c * inverse, d: a * inverse,
            tx: (c * ty - d * tx) * inverse,
            ty: (b * tx - a * ty) * inverse)
    }

    /// A textual form.
    public var description: String { "[a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty)]" }
}

extension CGAffineTransform: Interpolatable {
    /// Interpolates by decomposition (translation, rotation, scale and skew), through
    /// ``CATransform3D``, so that a rotation animates as a rotation rather than a matrix blend.
    @inlinable
    public func interpolated(to other: CGAffineTransform, amount: Double) -> CGAffineTransform {
        CATransform3D(self).interpolated(to: CATransform3D(other), amount: amount).affineTransform
    }

    /// The distance between the decomposed forms (see ``CATransform3D/animationDistance(to:)``).
    @inlinable
    public func animationDistance(to other: CGAffineTransform) -> Double {
        CATransform3D(self).animationDistance(to: CATransform3D(other))
    }

    /// The weighted sum of the decomposed forms.
    @inlinable
    public static func affineCombination(
        _ values: (CGAffineTransform, CGAffineTransform, CGAffineTransform, CGAffineTransform),
        weights: (Double, Double, Double, Double)
    ) -> CGAffineTransform {
        CATransform3D.affineCombination(
            (CATransform3D(values.0), CATransform3D(values.1), CATransform3D(values.2), CATransform3D(values.3)),
            weights: weights
        ).affineTransform
    }
}
