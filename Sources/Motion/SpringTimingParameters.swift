import Foundation

/// UIKit's `UISpringTimingParameters`: a spring for a property animator, in one of its two
/// forms.
///
/// - The physical form (``init(mass:stiffness:damping:initialVelocity:)``, and ``init()`` with
///   UIKit's defaults mass 3, stiffness 1000, damping 500) fixes the spring; the animator's
///   duration is then ignored and the animation lasts the spring's ``Spring/settlingDuration``.
/// - The damping-ratio form (``init(dampingRatio:initialVelocity:)``) leaves the duration to
///   the animator, which builds the spring with ``Spring/init(dampingRatio:duration:initialVelocity:)``.
public struct SpringTimingParameters: Hashable, Sendable {
    /// What the parameters fix.
    public enum Form: Hashable, Sendable {
        /// Mass, stiffness and damping are given.
        case physical(Spring)
        /// Only the damping ratio is given; the animator's duration completes the spring.
        case dampingRatio(Double)
    }

    /// The form of these parameters.
    public let form: Form
    /// The initial velocity in units of the whole distance per second, positive toward the
    /// target (UIKit takes a `CGVector` for two-dimensional values; its dx is used for
    /// one-dimensional progress).
    public let initialVelocity: Double

    /// UIKit's default: mass 3, stiffness 1000, damping 500, no initial velocity (a critically
    /// damped spring, ζ ≈ 4.56, that settles in about 0.7 s).
    public init() {
        self.init(mass: 3, stiffness: 1000, damping: 500)
    }

    /// A physical spring; the animation lasts the spring's settling duration.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        form = .physical(Spring(mass: mass, stiffness: stiffness, damping: damping))
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// A damping ratio only; the animator's duration becomes the settling duration
    /// (see ``Spring/init(dampingRatio:duration:initialVelocity:)`` for clamps).
    public init(dampingRatio: Double, initialVelocity: Double = 0) {
        form = .dampingRatio(dampingRatio)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The spring these parameters describe for an animator of `duration` seconds.
    public func spring(forDuration duration: Double) -> Spring {
        switch form {
        case .physical(let spring): spring
        case .dampingRatio(let ratio):
            Spring(dampingRatio: ratio, duration: duration, initialVelocity: initialVelocity)
        }
    }

    /// How long an animator of nominal `duration` seconds runs with these parameters: the
    /// nominal duration for the damping-ratio form, the settling duration for the physical form.
    public func effectiveDuration(forDuration duration: Double) -> Double {
        switch form {
        case .physical(let spring): spring.settlingDuration(initialVelocity: initialVelocity)
        case .dampingRatio: Swift.min(10, Swift.max(0.01, duration.isNaN ? 0.01 : duration))
        }
    }
}
