import Motion

/// A reference solution of `m·x″ + c·x′ + k·x = 0` by classical fourth-order Runge-Kutta with a
/// fixed small step, independent of the closed forms under test.
public struct SpringIntegrator {
    /// The spring integrated.
    public let spring: Spring
    /// The step in seconds.
    public let step: Double

    /// An integrator with the given step (1e-5 s gives errors far below 1e-9 for the springs
    /// the tests use).
    public init(spring: Spring, step: Double = 1e-5) {
        self.spring = spring
        self.step = step
    }

    /// Progress (0 → 1) and its velocity at each of `times` (increasing), starting at progress 0
    /// with `initialVelocity`.
    public func progress(at times: [Double], initialVelocity: Double = 0) -> [(value: Double, velocity: Double)] {
        let k = spring.stiffness / spring.mass
        let c = spring.damping / spring.mass
        func acceleration(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
        var x = -1.0  // displacement from the target
        var v = initialVelocity
        var now = 0.0
        var results: [(value: Double, velocity: Double)] = []
        for time in times {
            while now < time - 1e-12 {
                let h = Swift.min(step, time - now)
                let k1x = v, k1v = acceleration(x, v)
                let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                now += h
            }
            results.append((1 + x, v))
        }
        return results
    }
}
