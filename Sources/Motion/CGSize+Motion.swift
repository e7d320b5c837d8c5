import Foundation

/// Motion's additions to Foundation's `CGSize`: transforms, finiteness, and vector arithmetic.
extension CGSize {
    /// The size transformed by the linear part of an affine transform (translation is ignored),
    /// as Core Graphics' `applying(_:)` does: the result can be negative.
    @inlinable
    public func applying(_ transform: CGAffineTransform) -> CGSize {
        CGSize(
            width: transform.a * Double(width) + transform.c * Double(height),
            height: transform.b * Double(width) + transform.d * Double(height)
        )
    }

    /// Whether both dimensions are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGSize: @retroactive AdditiveArithmetic {
    /// The component-wise sum.
    @inlinable
    public static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    /// The component-wise difference.
    @inlinable
    public static func - (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }
}

extension CGSize: VectorArithmetic {
    /// Both dimensions multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> CGSize { CGSize(width: Double(width) * factor, height: Double(height) * factor) }

    /// `width² + height²`.
    @inlinable
    public var magnitudeSquared: Double { Double(width * width + height * height) }
}

extension CGSize: Interpolatable {}
