import Foundation

/// Motion's additions to Foundation's `CGPoint`: transforms, distance, finiteness, and the
/// vector arithmetic springs and interpolation need.
extension CGPoint {
    /// The point transformed by an affine transform (Core Graphics' `applying(_:)`).
    @inlinable
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
        CGPoint(
            x: transform.a * Double(x) + transform.c * Double(y) + transform.tx,
            y: transform.b * Double(x) + transform.d * Double(y) + transform.ty
        )
    }

    /// The straight-line distance to another point.
    @inlinable
    public func distance(to other: CGPoint) -> Double {
        let dx = Double(other.x - x)
        let dy = Double(other.y - y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGPoint: @retroactive AdditiveArithmetic {
    /// The component-wise sum.
    @inlinable
    public static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }

    /// The component-wise difference.
    @inlinable
    public static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
}

extension CGPoint: VectorArithmetic {
    /// Both coordinates multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> CGPoint { CGPoint(x: Double(x) * factor, y: Double(y) * factor) }

    /// `x² + y²`.
    @inlinable
    public var magnitudeSquared: Double { Double(x * x + y * y) }
}

extension CGPoint: Interpolatable {}
