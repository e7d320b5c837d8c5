import Foundation
import Motion

/// A spring for a property animator (UIKit's `UISpringTimingParameters`).
///
/// Made from a damping ratio, the spring takes the animator's duration; made from mass,
/// stiffness and damping (or with ``init()``'s defaults), it lasts its own settling time and the
/// animator's duration is ignored, as UIKit documents. The motion is Motion's
/// `SpringTimingParameters`, tested against UIKit's curves.
@MainActor @preconcurrency
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The spring as Motion's value type.
    let parameters: SpringTimingParameters
    /// The initial velocity, in units of the whole change per second (dx is used for
    /// one-dimensional progress, as a property animator has).
    public let initialVelocity: CGVector

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (critically damped).
    public override init() {
        parameters = SpringTimingParameters()
        initialVelocity = CGVector(dx: 0, dy: 0)
        super.init()
    }

    /// A spring with a damping ratio (1 is critically damped, lower bounces) over the animator's
    /// duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with a damping ratio and an initial velocity over the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        parameters = SpringTimingParameters(dampingRatio: Double(ratio), initialVelocity: Double(velocity.dx))
        initialVelocity = velocity
        super.init()
    }

    /// A physical spring; the animation lasts its settling time.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        parameters = SpringTimingParameters(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                            initialVelocity: Double(velocity.dx))
        initialVelocity = velocity
        super.init()
    }

    /// A spring described as iOS 17 does: a perceptual duration and a bounce (0 is critically
    /// damped, up to 1 bouncier, below 0 overdamped). It is the physical spring of mass 1,
    /// stiffness (2π / duration)² and damping 4π(1 − bounce) / duration (4π / (duration ·
    /// (1 + bounce)) below 0), SwiftUI's and UIKit's definition, so the animator's duration is
    /// ignored. The duration is clamped to 0.01…10 s and the bounce to −0.99…0.99.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let seconds = duration.isFinite ? Swift.min(10, Swift.max(0.01, duration)) : 0.5
        let b = bounce.isFinite ? Swift.min(0.99, Swift.max(-0.99, Double(bounce))) : 0
        let stiffness = (2 * Double.pi / seconds) * (2 * Double.pi / seconds)
        let damping = b >= 0 ? 4 * Double.pi * (1 - b) / seconds : 4 * Double.pi / (seconds * (1 + b))
        self.init(mass: 1, stiffness: CGFloat(stiffness), damping: CGFloat(damping), initialVelocity: velocity)
    }

    /// A spring from Motion's value type.
    init(_ parameters: SpringTimingParameters) {
        self.parameters = parameters
        initialVelocity = CGVector(dx: parameters.initialVelocity, dy: 0)
        super.init()
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// Nil: a spring has no cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
