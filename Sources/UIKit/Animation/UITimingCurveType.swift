/// The kind of timing a ``UITimingCurveProvider`` describes (UIKit's `UITimingCurveType`).
public enum UITimingCurveType: Int, Hashable, Sendable {
    /// One of the built-in curves (``UIView/AnimationCurve``).
    case builtin
    /// A cubic Bézier curve.
    case cubic
    /// A spring.
    case spring
    /// A cubic curve and a spring together; Today animates it with the spring.
    case composed
}
