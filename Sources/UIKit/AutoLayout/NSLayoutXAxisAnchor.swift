import Foundation

/// A horizontal edge or centre (leading, trailing, left, right, centerX).
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8` (the system spacing between sibling views is 8 points).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// `self ≥ anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// `self ≤ anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }
}
