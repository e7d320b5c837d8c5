import Foundation
import Motion

/// A cubic Bézier timing curve for a property animator (UIKit's `UICubicTimingParameters`).
@MainActor @preconcurrency
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve these parameters were made from (`.easeInOut` for a custom curve, as in
    /// UIKit).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point, in the unit square.
    public let controlPoint1: CGPoint
    /// The second control point, in the unit square.
    public let controlPoint2: CGPoint
    /// `.builtin` or `.cubic`.
    private let type: UITimingCurveType

    /// Ease-in-ease-out, UIKit's default.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = curve.timingCurve.controlPoint1
        controlPoint2 = curve.timingCurve.controlPoint2
        type = .builtin
        super.init()
    }

    /// A custom curve through two control points. x coordinates are clamped to 0…1 and
    /// non-finite values make the curve linear (see `TimingCurve`).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        let curve = TimingCurve(controlPoint1: point1, controlPoint2: point2)
        animationCurve = .easeInOut
        controlPoint1 = curve.controlPoint1
        controlPoint2 = curve.controlPoint2
        type = .cubic
        super.init()
    }

    /// The curve as Motion's value type.
    var timingCurve: TimingCurve { TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2) }

    /// `.builtin` for a built-in curve, `.cubic` for control points.
    open var timingCurveType: UITimingCurveType { type }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil: a cubic curve has no spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }
}
