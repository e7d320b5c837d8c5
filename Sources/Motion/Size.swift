/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size with the given width and height.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// The size transformed by the linear part of an affine transform (translation is ignored),
    /// as `CGSize.applying` does: the result can be negative.
    @inlinable
    public func applying(_ transform: CGAffineTransform) -> Size {
        Size(
            width: transform.a * width + transform.c * height,
            height: transform.b * width + transform.d * height
        )
    }

    /// Whether both dimensions are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// A textual form, `(width × height)`.
    public var description: String { "(\(width) × \(height))" }
}

extension Size: VectorArithmetic {
    /// The component-wise sum.
    @inlinable
    public static func + (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    /// The component-wise difference.
    @inlinable
    public static func - (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    /// Both dimensions multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }

    /// `width² + height²`.
    @inlinable
    public var magnitudeSquared: Double { width * width + height * height }
}

extension Size: Interpolatable {}
