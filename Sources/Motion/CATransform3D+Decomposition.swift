import Foundation

extension CATransform3D {
    /// The transform taken apart into translation, scale, skew, perspective and rotation, or nil
    /// when it cannot be: the matrix is singular (as with a zero scale) or has a non-finite
    /// entry.
    ///
    /// This follows the CSS Transforms 2 algorithm, re-derived for Core Animation's layout so that
    /// it needs no normalization by `m44` and rebuilds the exact entries: with `N` the matrix whose
    /// last column is replaced by `(0, 0, 0, 1)`, the matrix is `N · P`, where `P` is the identity
    /// with its last column replaced by the perspective vector `p = N⁻¹ · c` (`c` the original last
    /// column). `N`'s upper 3×3 rows `U` are then orthogonalized (Gram-Schmidt) into scale, skew
    /// and a rotation matrix, which becomes a quaternion (Shepperd's method). Since
    /// `det M = det U · p.w`, both must be non-zero.
    public func decomposed() -> DecomposedTransform3D? {
        guard isFinite else { return nil }
        let (row0, row1, row2, row3) = rows

        var u0 = SIMD3(row0.x, row0.y, row0.z)
        var u1 = SIMD3(row1.x, row1.y, row1.z)
        var u2 = SIMD3(row2.x, row2.y, row2.z)
        let translation = SIMD3(row3.x, row3.y, row3.z)

        let linearDeterminant = Self.dot(u0, Self.cross(u1, u2))
        guard linearDeterminant != 0, linearDeterminant.isFinite else { return nil }

        // Perspective: the last column c satisfies rowᵢ(U) · p = cᵢ for i < 3, so solve U · p = c
        // by Cramer's rule on the columns of U, then p.w from the translation row.
        var perspective = SIMD4<Double>(0, 0, 0, row3.w)
        if row0.w != 0 || row1.w != 0 || row2.w != 0 {
            let column = SIMD3(row0.w, row1.w, row2.w)
            let columnU0 = SIMD3(u0.x, u1.x, u2.x)
            let columnU1 = SIMD3(u0.y, u1.y, u2.y)
            let columnU2 = SIMD3(u0.z, u1.z, u2.z)
            let p = SIMD3(
                Self.dot(column, Self.cross(columnU1, columnU2)),
                Self.dot(columnU0, Self.cross(column, columnU2)),
                Self.dot(columnU0, Self.cross(columnU1, column))
            ) / linearDeterminant
            perspective = SIMD4(p.x, p.y, p.z, row3.w - Self.dot(translation, p))
        }
        guard perspective.w != 0, perspective.w.isFinite else { return nil }

        // Scale and skew by Gram-Schmidt on the rows.
        var scale = SIMD3<Double>(0, 0, 0)
        var skew = SIMD3<Double>(0, 0, 0)
        scale.x = Self.length(u0)
        u0 /= scale.x
        skew.x = Self.dot(u0, u1)
        u1 -= u0 * skew.x
        scale.y = Self.length(u1)
        u1 /= scale.y
        skew.x /= scale.y
        skew.y = Self.dot(u0, u2)
        u2 -= u0 * skew.y
        skew.z = Self.dot(u1, u2)
        u2 -= u1 * skew.z
        scale.z = Self.length(u2)
        u2 /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z

        // A mirrored basis: flip it back to a rotation and carry the mirror in the scale.
        if Self.dot(u0, Self.cross(u1, u2)) < 0 {
            scale = -scale
            u0 = -u0
            u1 = -u1
            u2 = -u2
        }

        let rotation = Self.quaternion(rows: u0, u1, u2)
        return DecomposedTransform3D(
            translation: translation, scale: scale, skew: skew,
            perspective: perspective, rotation: rotation)
    }

    /// The transform rebuilt from its parts: `diag(S·K·R, 1) · T · P`.
    public init(_ parts: DecomposedTransform3D) {
        let rotation = CATransform3D(rotation: parts.rotation.normalized)
        let r0 = SIMD3(rotation.m11, rotation.m12, rotation.m13)
        let r1 = SIMD3(rotation.m21, rotation.m22, rotation.m23)
        let r2 = SIMD3(rotation.m31, rotation.m32, rotation.m33)
        let u0 = r0 * parts.scale.x
        let u1 = (r1 + r0 * parts.skew.x) * parts.scale.y
        let u2 = (r2 + r0 * parts.skew.y + r1 * parts.skew.z) * parts.scale.z
        let t = parts.translation
        let p = parts.perspective
        let p3 = SIMD3(p.x, p.y, p.z)
        self.init(
            m11: u0.x, m12: u0.y, m13: u0.z, m14: Self.dot(u0, p3),
            m21: u1.x, m22: u1.y, m23: u1.z, m24: Self.dot(u1, p3),
            m31: u2.x, m32: u2.y, m33: u2.z, m34: Self.dot(u2, p3),
            m41: t.x, m42: t.y, m43: t.z, m44: Self.dot(t, p3) + p.w)
    }

    /// The unit quaternion of an orthonormal, right-handed basis given as row vectors
    /// (Shepperd's method: divide by the largest of the four candidates for stability).
    static func quaternion(rows u0: SIMD3<Double>, _ u1: SIMD3<Double>, _ u2: SIMD3<Double>) -> Quaternion {
        // Work with the column-vector matrix R = rowsᵀ: R[i][j] = row j, component i.
        let r00 = u0.x, r01 = u1.x, r02 = u2.x
        let r10 = u0.y, r11 = u1.y, r12 = u2.y
        let r20 = u0.z, r21 = u1.z, r22 = u2.z
        let trace = r00 + r11 + r22
        let quaternion: Quaternion
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            quaternion = Quaternion(x: (r21 - r12) / s, y: (r02 - r20) / s, z: (r10 - r01) / s, w: s / 4)
        } else if r00 > r11 && r00 > r22 {
            let s = (1 + r00 - r11 - r22).squareRoot() * 2
            quaternion = Quaternion(x: s / 4, y: (r01 + r10) / s, z: (r02 + r20) / s, w: (r21 - r12) / s)
        } else if r11 > r22 {
            let s = (1 + r11 - r00 - r22).squareRoot() * 2
            quaternion = Quaternion(x: (r01 + r10) / s, y: s / 4, z: (r12 + r21) / s, w: (r02 - r20) / s)
        } else {
            let s = (1 + r22 - r00 - r11).squareRoot() * 2
            quaternion = Quaternion(x: (r02 + r20) / s, y: (r12 + r21) / s, z: s / 4, w: (r10 - r01) / s)
        }
        return quaternion.normalized
    }

    @inline(__always)
    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

    @inline(__always)
    static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }

    @inline(__always)
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}
