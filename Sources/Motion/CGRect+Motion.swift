import Foundation

/// Motion's additions to Foundation's `CGRect` (which has the rest of Core Graphics' API:
/// `minX`…`maxY`, `standardized`, `insetBy`, `offsetBy`, `union`, `intersection`, `integral`,
/// `contains`, `.null`): finiteness, transforms and vector arithmetic.
extension CGRect {
    /// Whether every coordinate is finite.
    @inlinable
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The centre of the rectangle.
    @inlinable
    public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// The bounding box of the rectangle's four corners transformed by an affine transform
    /// (Core Graphics' `applying(_:)`).
    @inlinable
    public func applying(_ transform: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY).applying(transform),
            CGPoint(x: maxX, y: minY).applying(transform),
            CGPoint(x: minX, y: maxY).applying(transform),
            CGPoint(x: maxX, y: maxY).applying(transform),
        ]
        var left = corners[0].x, right = corners[0].x, top = corners[0].y, bottom = corners[0].y
        for corner in corners.dropFirst() {
            left = Swift.min(left, corner.x)
            right = Swift.max(right, corner.x)
            top = Swift.min(top, corner.y)
            bottom = Swift.max(bottom, corner.y)
        }
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension CGRect: @retroactive AdditiveArithmetic {
    /// The component-wise sum of origins and sizes.
    @inlinable
    public static func + (lhs: CGRect, rhs: CGRect) -> CGRect {
        CGRect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }

    /// The component-wise difference of origins and sizes.
    @inlinable
    public static func - (lhs: CGRect, rhs: CGRect) -> CGRect {
        CGRect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
    }
}

extension CGRect: VectorArithmetic {
    /// Origin and size multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> CGRect {
        CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }

    /// The sum of the squared origin and size components.
    @inlinable
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}

extension CGRect: Interpolatable {}
