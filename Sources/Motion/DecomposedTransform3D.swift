import Foundation

/// A ``CATransform3D`` taken apart into the pieces that animate well: translation, scale, skew,
/// perspective and a rotation quaternion (the components of the CSS Transforms 2 algorithm
/// "decomposing a 3D matrix", after Spencer Thomas's `unmatrix` in Graphics Gems II).
///
/// The matrix is rebuilt as `diag(S·K·R, 1) · T · P` in Core Animation's row-vector layout:
/// first the rotation `R`, then the skew `K` (shears `xy`, `xz`, `yz`), then the scale `S`, then
/// the translation `T`, then the perspective column `P`.
public struct DecomposedTransform3D: Hashable, Sendable {
    /// The translation (`m41`, `m42`, `m43`).
    public var translation: SIMD3<Double>
    /// The scale along x, y and z (negative when the matrix mirrors).
    public var scale: SIMD3<Double>
    /// The shear factors `xy`, `xz` and `yz`.
    public var skew: SIMD3<Double>
    /// The perspective column; `(0, 0, 0, 1)` for none, `(0, 0, −1/d, 1)` for `m34 = −1/d`
    /// applied after the other parts. Its w is the homogeneous scale (1 for ordinary transforms).
    public var perspective: SIMD4<Double>
    /// The rotation.
    public var rotation: Quaternion

    /// A decomposition from its parts.
    @inlinable
    public init(
        translation: SIMD3<Double> = .zero,
        scale: SIMD3<Double> = .one,
        skew: SIMD3<Double> = .zero,
        perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1),
        rotation: Quaternion = .identity
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// The decomposition of the identity.
    public static let identity = DecomposedTransform3D()
}
