import Foundation

/// A damped harmonic oscillator, `m·x″ + c·x′ + k·x = 0`: the one spring model behind UIKit's
/// spring animations, `UISpringTimingParameters`, `CASpringAnimation` and SwiftUI's `Spring`.
///
/// Every parameterisation iOS developers know builds the same three numbers (mass `m`,
/// stiffness `k`, damping `c`):
///
/// | form | formula | source |
/// |---|---|---|
/// | ``init(mass:stiffness:damping:)`` | as given | `CASpringAnimation`, `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` |
/// | ``init(response:dampingRatio:mass:)`` | `k = (2π/response)²·m`, `c = 4π·ζ·m/response` | SwiftUI `Spring(response:dampingRatio:)` |
/// | ``init(duration:bounce:mass:)`` | response = duration; `ζ = 1 − bounce` (bounce ≥ 0) or `1/(1 + bounce)` (bounce < 0) | SwiftUI `Spring(duration:bounce:)` |
/// | ``init(dampingRatio:duration:initialVelocity:)`` | m = 1; ω₀ solved so the envelope is 0.001 at `duration`; `k = ω₀²`, `c = 2ζ√k` | UIKit `animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)` |
///
/// Positions and velocities come from the closed-form solutions (under-, critically and
/// over-damped), never from stepping, so any time can be evaluated directly and cheaply.
///
/// ## Clamps
/// A spring is always valid. The initialisers replace bad input as documented on each; in
/// short: a mass that is not a positive finite number becomes 1; stiffness is clamped to
/// 1e-3...1e7 (NaN becomes 100); damping is clamped to 0...1e7 (NaN becomes critical damping)
/// and then raised, if needed, to a damping ratio of at least ``minimumDampingRatio`` so that
/// every spring settles.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The mass `m` (> 0).
    public let mass: Double
    /// The stiffness `k` (spring constant, > 0).
    public let stiffness: Double
    /// The damping coefficient `c` (≥ 0).
    public let damping: Double
    /// The undamped angular frequency ω₀ = √(k/m), in radians per second (cached: every
    /// evaluation needs it).
    public let naturalFrequency: Double
    /// The damping ratio ζ = c / (2√(k·m)): below 1 the spring overshoots, at 1 it is critically
    /// damped, above 1 overdamped (cached).
    public let dampingRatio: Double

    /// The smallest damping ratio a spring may have (0.001). An undamped spring would never
    /// settle, and an animation built on it would never end.
    public static let minimumDampingRatio = 0.001

    /// The fraction of the distance that counts as "arrived" for ``settlingDuration`` and the
    /// UIKit duration solve: 0.001.
    public static let settlingThreshold = 0.001

    /// A spring from its physical parameters (`CASpringAnimation`'s form).
    ///
    /// - Parameters:
    ///   - mass: The mass; anything but a positive finite number becomes 1.
    ///   - stiffness: The spring constant; clamped to 1e-3...1e7, NaN becomes 100.
    ///   - damping: The damping coefficient; clamped to 0...1e7, NaN becomes critical damping;
    ///     raised to a damping ratio of at least ``minimumDampingRatio``.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        let mass = (mass > 0 && mass.isFinite) ? mass : 1
        let stiffness = stiffness.isNaN ? 100 : Swift.min(1e7, Swift.max(1e-3, stiffness))
        let critical = 2 * (stiffness * mass).squareRoot()
        var damping = damping.isNaN ? critical : Swift.min(1e7, Swift.max(0, damping))
        damping = Swift.max(damping, Spring.minimumDampingRatio * critical)
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        naturalFrequency = (stiffness / mass).squareRoot()
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    }

    /// SwiftUI's `Spring(response:dampingRatio:)`: `k = (2π/response)²·m`,
    /// `c = 4π·dampingRatio·m/response`.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped oscillation in seconds; clamped to 0.001...1000
    ///     (NaN becomes 0.5).
    ///   - dampingRatio: ζ; 1 is critical (no overshoot), below 1 bounces. Clamped to 0...10
    ///   (a larger ratio only creeps, for minutes); NaN becomes 1.
    ///   - mass: The mass (SwiftUI uses 1).
    public init(response: Double, dampingRatio: Double, mass: Double = 1) {
        let response = response.isNaN ? 0.5 : Swift.min(1000, Swift.max(0.001, response))
        let ratio = dampingRatio.isNaN ? 1 : Swift.min(10, Swift.max(0, dampingRatio))
        let mass = (mass > 0 && mass.isFinite) ? mass : 1
        let angularFrequency = 2 * Double.pi / response
        self.init(
            mass: mass,
            stiffness: angularFrequency * angularFrequency * mass,
            damping: 4 * Double.pi * ratio * mass / response)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: the response is `duration`; the damping ratio is
    /// `1 − bounce` for a bounce ≥ 0 and `1/(1 + bounce)` for a negative bounce (an overdamped
    /// spring, slower to arrive).
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds (the response); see
    ///     ``init(response:dampingRatio:mass:)`` for its clamp.
    ///   - bounce: −1 < bounce < 1; clamped to −0.99...1 (NaN becomes 0).
    ///   - mass: The mass (SwiftUI uses 1).
    public init(duration: Double = 0.5, bounce: Double = 0, mass: Double = 1) {
        let bounce = bounce.isNaN ? 0 : Swift.min(1, Swift.max(-0.99, bounce))
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: ratio, mass: mass)
    }

    /// SwiftUI's `.smooth`: duration 0.5, no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// SwiftUI's `.interactiveSpring()`: response 0.15, damping ratio 0.86, for following a
    /// finger.
    public static let interactive = Spring(response: 0.15, dampingRatio: 0.86)

    /// SwiftUI's response: the period of the undamped oscillation, 2π/ω₀.
    @inlinable
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's perceptual duration, which is the ``response``.
    @inlinable
    public var duration: Double { response }

    /// SwiftUI's bounce: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` (negative) above.
    @inlinable
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// A textual form with every parameterisation.
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping); "
            + "response: \(response), dampingRatio: \(dampingRatio), bounce: \(bounce))"
    }
}
