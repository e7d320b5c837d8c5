import Foundation
import Motion

/// An explicit animation on a damped spring (Core Animation's `CASpringAnimation`): from
/// ``CABasicAnimation/fromValue`` to ``CABasicAnimation/toValue`` as a mass on a spring moves,
/// overshooting when lightly damped.
///
/// The spring runs over ``CAAnimation/duration`` seconds whatever it settles in: set the
/// duration to ``settlingDuration``, as iOS code does. Bad parameters are clamped as
/// `Spring(mass:stiffness:damping:)` documents (a mass that is not positive becomes 1, say).
@MainActor @preconcurrency
open class CASpringAnimation: CABasicAnimation {
    /// The mass (1 by default).
    public var mass: CGFloat = 1
    /// The spring's stiffness (100 by default).
    public var stiffness: CGFloat = 100
    /// The damping coefficient (10 by default).
    public var damping: CGFloat = 10
    /// The starting velocity, in distances per second (1: the whole change in a second).
    public var initialVelocity: CGFloat = 0

    /// A spring animation with Core Animation's default spring.
    public override init() {
        super.init()
    }

    /// A spring animation from SwiftUI-style parameters: how long it takes to look settled
    /// and how much it bounces (0: none; up to 1), setting ``CAAnimation/duration`` to its
    /// settling time.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring(duration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        duration = spring.settlingDuration
    }

    override var pacing: ExplicitTiming.Pacing {
        .spring(spring, initialVelocity: initialVelocity.isFinite ? Double(initialVelocity) : 0)
    }

    /// The spring as Motion's value type.
    var spring: Spring { Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)) }

    /// How long the spring takes to settle (within 0.1 % of the distance) from its initial
    /// velocity.
    public var settlingDuration: TimeInterval {
        spring.settlingDuration(initialVelocity: initialVelocity.isFinite ? Double(initialVelocity) : 0)
    }
}
