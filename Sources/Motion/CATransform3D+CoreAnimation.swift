import Foundation

// Core Animation's C-style functions over `CATransform3D`, as iOS code calls them.

/// The identity transform (Core Animation's `CATransform3DIdentity`).
public let CATransform3DIdentity = CATransform3D.identity

/// Whether `t` is the identity.
@inlinable
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// Whether `a` and `b` are the same transform.
@inlinable
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
@inlinable
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(translationX: Double(tx), y: Double(ty), z: Double(tz))
}

/// A scale by `(sx, sy, sz)`.
@inlinable
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz))
}

/// A rotation by `angle` radians about the vector `(x, y, z)` (the identity for a zero vector).
@inlinable
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z))
}

/// `t` translated by `(tx, ty, tz)` first: `translate · t`.
@inlinable
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t.translatedBy(x: Double(tx), y: Double(ty), z: Double(tz))
}

/// `t` scaled by `(sx, sy, sz)` first: `scale · t`.
@inlinable
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaledBy(x: Double(sx), y: Double(sy), z: Double(sz))
}

/// `t` rotated by `angle` radians about `(x, y, z)` first: `rotate · t`.
@inlinable
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    t.rotated(by: Double(angle), x: Double(x), y: Double(y), z: Double(z))
}

/// `a` then `b`: `a · b`.
@inlinable
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// The inverse of `t`, or `t` itself when it has none (as Core Animation returns it).
@inlinable
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() ?? t }

/// The 3D form of an affine transform.
@inlinable
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m) }

/// Whether `t` is an affine transform in the plane.
@inlinable
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t`.
@inlinable
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }
