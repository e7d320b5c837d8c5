import Foundation

/// UIKit's four built-in animation curves (`UIView.AnimationCurve`, and the `curve…` members of
/// `UIView.AnimationOptions`).
public enum AnimationCurve: String, CaseIterable, Hashable, Sendable {
    /// Slow start and end: ``TimingCurve/easeInEaseOut``. UIKit's default.
    case easeInOut
    /// Slow start: ``TimingCurve/easeIn``.
    case easeIn
    /// Slow end: ``TimingCurve/easeOut``.
    case easeOut
    /// Constant speed: ``TimingCurve/linear``.
    case linear

    /// The cubic Bézier curve this option stands for.
    public var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
