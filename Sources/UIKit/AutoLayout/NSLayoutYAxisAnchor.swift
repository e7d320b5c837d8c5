import Foundation

/// A vertical edge, centre or baseline (top, bottom, centerY, firstBaseline, lastBaseline).
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8` (the system spacing; UIKit derives it from the fonts of
    /// text views, Today uses 8 points throughout).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// `self ≥ anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// `self ≤ anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }
}
