/// Timing for a property animator (UIKit's `UITimingCurveProvider`): a cubic curve, a spring, or
/// both. ``UICubicTimingParameters`` and ``UISpringTimingParameters`` conform; so can your own
/// type, as in UIKit, by answering these three requirements.
@MainActor @preconcurrency
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameters below describe the timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The animator timing this provider describes: the spring when it has one and says so,
    /// otherwise its cubic curve, otherwise ease-in-ease-out (UIKit's default).
    var animatorTiming: UIViewPropertyAnimator.Timing {
        switch timingCurveType {
        case .spring, .composed:
            if let spring = springTimingParameters { return .spring(spring.parameters) }
        case .builtin, .cubic:
            break
        }
        if let cubic = cubicTimingParameters { return .curve(cubic.timingCurve) }
        return .curve(.easeInEaseOut)
    }
}
