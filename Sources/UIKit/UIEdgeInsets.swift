import Foundation
import Motion

/// Inset distances for the four edges of a rectangle (UIKit's `UIEdgeInsets`). Positive values
/// shrink a rectangle; negative values grow it.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Insets with the given distances.
    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    @inlinable
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset.
    public static let zero = UIEdgeInsets(all: 0)

    /// `left + right`.
    @inlinable
    public var horizontal: Double { left + right }

    /// `top + bottom`.
    @inlinable
    public var vertical: Double { top + bottom }

    /// A textual form.
    public var description: String { "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

extension UIEdgeInsets: VectorArithmetic {
    /// The edge-wise sum.
    @inlinable
    public static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// The edge-wise difference.
    @inlinable
    public static func - (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: lhs.top - rhs.top, left: lhs.left - rhs.left,
            bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
    }

    /// Every inset multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> UIEdgeInsets {
        UIEdgeInsets(top: top * factor, left: left * factor, bottom: bottom * factor, right: right * factor)
    }

    /// The sum of the squared insets.
    @inlinable
    public var magnitudeSquared: Double { top * top + left * left + bottom * bottom + right * right }
}

extension UIEdgeInsets: Interpolatable {}

extension CGRect {
    /// The rectangle shrunk by edge insets (UIKit's `inset(by:)`); the size is clamped at zero.
    @inlinable
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let standard = standardized
        return CGRect(
            x: Double(standard.origin.x) + insets.left,
            y: Double(standard.origin.y) + insets.top,
            width: Swift.max(0, Double(standard.size.width) - insets.horizontal),
            height: Swift.max(0, Double(standard.size.height) - insets.vertical)
        )
    }
}
