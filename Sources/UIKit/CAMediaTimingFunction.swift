import Foundation
import Motion

/// The pacing of a Core Animation animation (`CAMediaTimingFunction`): a cubic Bézier curve
/// from (0, 0) to (1, 1), named or through two control points. ``CATransaction`` takes one for
/// the implicit animations of standalone layers.
@MainActor @preconcurrency
open class CAMediaTimingFunction: NSObject {
    /// The curve as Motion's value type.
    let timingCurve: TimingCurve

    /// One of Core Animation's named curves.
    public init(name: CAMediaTimingFunctionName) {
        timingCurve = name.timingCurve
        super.init()
    }

    /// A curve through the control points (c1x, c1y) and (c2x, c2y). x coordinates are clamped
    /// to 0…1 and non-finite values make the curve linear (see `TimingCurve`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        timingCurve = TimingCurve(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
        super.init()
    }

    /// The control point at `index` (0: (0, 0); 1 and 2: the curve's; 3: (1, 1)), as Core
    /// Animation's `getControlPoint(at:values:)` gives it; an index past 3 gives (0, 0).
    public func controlPoint(at index: Int) -> CGPoint {
        switch index {
        case 1: timingCurve.controlPoint1
        case 2: timingCurve.controlPoint2
        case 3: CGPoint(x: 1, y: 1)
        default: .zero
        }
    }
}

/// The names of Core Animation's timing curves (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it (`"easeInEaseOut"`).
    public let rawValue: String

    /// A name; one Core Animation does not know paces linearly.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Even pacing: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of Core Animation's implicit animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    /// The curve the name stands for.
    var timingCurve: TimingCurve {
        switch self {
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInEaseOut: .easeInEaseOut
        case .default: .default
        default: .linear
        }
    }
}
