import Foundation

/// A width or height, related to other dimensions or to constants.
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, nil, constant: c) }
    /// `self ≥ c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, nil, constant: c) }
    /// `self ≤ c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.lessThanOrEqual, nil, constant: c) }

    /// `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self ≥ m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self ≤ m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self ≥ m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self ≤ m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
