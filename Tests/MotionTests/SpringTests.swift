import Foundation
import Motion
import Testing
import TestSupport

struct SpringTests {
    // MARK: Parameterisations

    @Test func swiftUIDurationAndBounceForm() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        // k = (2π/0.5)² = 157.9137, c = 4π·0.7/0.5 = 17.5929
        #expect(isClose(spring.stiffness, 157.9137, within: 1e-4))
        #expect(isClose(spring.damping, 17.5929, within: 1e-4))
        #expect(isClose(spring.duration, 0.5, within: 1e-12))
        #expect(isClose(spring.bounce, 0.3, within: 1e-12))
    }

    @Test func physicalFormReportsSwiftUIDurationAndBounce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(isClose(spring.duration, 0.63, within: 0.005))  // 2π/10 = 0.6283
        #expect(isClose(spring.bounce, 0.5, within: 1e-12))
        #expect(isClose(spring.dampingRatio, 0.5, within: 1e-12))
        #expect(isClose(spring.naturalFrequency, 10, within: 1e-12))
    }

    @Test func responseAndDampingRatioForm() {
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        #expect(isClose(spring.stiffness, pow(2 * .pi / 0.5, 2), within: 1e-9))
        #expect(isClose(spring.damping, 4 * .pi * 0.825 / 0.5, within: 1e-9))
        #expect(isClose(spring.response, 0.5, within: 1e-12))
        #expect(isClose(spring.dampingRatio, 0.825, within: 1e-12))
    }

    @Test func negativeBounceIsOverdamped() {
        let spring = Spring(duration: 1, bounce: -0.5)
        #expect(isClose(spring.dampingRatio, 2, within: 1e-12))  // 1/(1 − 0.5)
        #expect(isClose(spring.bounce, -0.5, within: 1e-12))
    }

    @Test func massScalesTheSwiftUIForms() {
        let heavy = Spring(response: 0.4, dampingRatio: 0.7, mass: 3)
        #expect(isClose(heavy.response, 0.4, within: 1e-12))
        #expect(isClose(heavy.dampingRatio, 0.7, within: 1e-12))
        #expect(heavy.mass == 3)
    }

    @Test func swiftUIPresets() {
        #expect(isClose(Spring.smooth.bounce, 0, within: 1e-12))
        #expect(isClose(Spring.smooth.duration, 0.5, within: 1e-12))
        #expect(isClose(Spring.snappy.bounce, 0.15, within: 1e-12))
        #expect(isClose(Spring.bouncy.bounce, 0.3, within: 1e-12))
        #expect(isClose(Spring.interactive.response, 0.15, within: 1e-12))
        #expect(isClose(Spring.interactive.dampingRatio, 0.86, within: 1e-12))
    }

    // MARK: Closed form against numerical integration

    @Test(arguments: [0.05, 0.2, 0.5, 0.8, 0.9995, 1.0, 1.0000004, 1.3, 3.0])
    func closedFormAgreesWithFineIntegration(dampingRatio: Double) {
        let spring = Spring(response: 0.6, dampingRatio: dampingRatio)
        let times = stride(from: 0.0, through: 2.0, by: 0.05).map { $0 }
        for initialVelocity in [0.0, 4.0, -3.0] {
            let reference = SpringIntegrator(spring: spring).progress(at: times, initialVelocity: initialVelocity)
            for (time, expected) in zip(times, reference) {
                let value = spring.value(at: time, initialVelocity: initialVelocity)
                let velocity = spring.velocity(at: time, initialVelocity: initialVelocity)
                #expect(isClose(value, expected.value, within: 1e-6), "ζ \(dampingRatio) v \(initialVelocity) t \(time): \(value) vs \(expected.value)")
                #expect(isClose(velocity, expected.velocity, within: 1e-6), "ζ \(dampingRatio) velocity at \(time)")
            }
        }
    }

    @Test func startsAtZeroWithTheGivenVelocityAndArrives() {
        for spring in [Spring.bouncy, .smooth, Spring(duration: 0.5, bounce: -0.6)] {
            #expect(spring.value(at: 0) == 0)
            #expect(isClose(spring.velocity(at: 0, initialVelocity: 2.5), 2.5, within: 1e-12))
            #expect(isClose(spring.value(at: 30), 1, within: 1e-9))
            #expect(spring.value(at: -1) == 0)
            #expect(spring.value(at: .nan) == 0)
        }
    }

    @Test func underdampedOvershootsAndOverdampedDoesNot() {
        let times = stride(from: 0.0, through: 3.0, by: 0.01)
        #expect(times.map { Spring.bouncy.value(at: $0) }.max()! > 1.01)
        #expect(times.map { Spring(duration: 0.5, bounce: -0.5).value(at: $0) }.max()! <= 1)
    }

    // MARK: Settling and UIKit's duration form

    @Test func envelopeBoundsTheMotion() {
        for spring in [Spring.bouncy, .snappy, .smooth, Spring(duration: 0.4, bounce: -0.5), Spring(response: 0.3, dampingRatio: 0.1)] {
            for velocity in [0.0, 5.0, -4.0] {
                for time in stride(from: 0.0, through: 3.0, by: 0.003) {
                    let distance = Swift.abs(spring.value(at: time, initialVelocity: velocity) - 1)
                    #expect(distance <= spring.envelope(at: time, initialVelocity: velocity) + 1e-12)
                }
            }
        }
    }

    @Test func settlingDurationIsWhereTheEnvelopeReachesTheThreshold() {
        for spring in [Spring.bouncy, .snappy, .smooth, Spring(duration: 0.4, bounce: -0.5)] {
            let settling = spring.settlingDuration
            #expect(isClose(spring.envelope(at: settling), Spring.settlingThreshold, within: 1e-9))
            // Settled for good after it:
            for time in stride(from: settling, through: settling + 3, by: 0.01) {
                #expect(Swift.abs(spring.value(at: time) - 1) <= Spring.settlingThreshold + 1e-12)
            }
        }
        // An underdamped spring's amplitude: √(1 + C²)·e^(−ζω₀t) with C = −ζω₀/ω_d; by hand:
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)  // ω₀ = 10, ζ = 0.5
        let damped = 10 * (1 - 0.25).squareRoot()
        let amplitude = (1 + pow(5 / damped, 2)).squareRoot()
        #expect(isClose(spring.settlingDuration, log(amplitude / 0.001) / 5, within: 1e-12))
    }

    static let uiKitCases: [(ratio: Double, duration: Double, velocity: Double)] = [
        (0.5, 1.0, 0), (0.8, 0.7, 0), (0.3, 0.5, 0), (1.0, 0.4, 0), (0.9995, 0.6, 0),
        (0.7, 0.6, 2), (0.5, 1.0, -1), (1.0, 0.8, 3), (0.05, 2, 0),
    ]

    @Test(arguments: 0..<9)
    func uiKitFormEnvelopeIs0001AtTheDuration(caseIndex: Int) {
        let (ratio, duration, velocity) = Self.uiKitCases[caseIndex]
        let spring = Spring(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
        #expect(spring.mass == 1)
        #expect(isClose(spring.dampingRatio, ratio, within: 1e-12))
        #expect(isClose(spring.damping, 2 * ratio * spring.stiffness.squareRoot(), within: 1e-9))
        let envelope = spring.envelope(at: duration, initialVelocity: velocity)
        #expect(isClose(envelope, 0.001, within: 1e-9), "ζ \(ratio) d \(duration) v \(velocity): \(envelope)")
        #expect(isClose(spring.settlingDuration(initialVelocity: velocity), duration, within: 1e-6))
    }

    @Test func uiKitFormWithoutVelocityHasAClosedFormCheck() {
        // Zero velocity, ζ < 1: C = −ζ/√(1−ζ²), so ζ·ω₀·d = ln(√(1 + C²)/ε) exactly.
        let spring = Spring(dampingRatio: 0.5, duration: 1.0)
        let c = 0.5 / (1 - 0.25).squareRoot()
        let omega = log((1 + c * c).squareRoot() / 0.001) / 0.5
        #expect(isClose(spring.naturalFrequency, omega, within: 1e-9))
        #expect(isClose(spring.stiffness, omega * omega, within: 1e-6))
    }

    @Test func uiKitFormClampsBadInput() {
        let zeroDamping = Spring(dampingRatio: 0, duration: 1)
        #expect(isClose(zeroDamping.dampingRatio, 0.01, within: 1e-12))
        let overDamping = Spring(dampingRatio: 4, duration: 1)
        #expect(isClose(overDamping.dampingRatio, 1, within: 1e-12))
        let zeroDuration = Spring(dampingRatio: 0.5, duration: 0)
        #expect(isClose(zeroDuration.settlingDuration, 0.01, within: 1e-6))
        let longDuration = Spring(dampingRatio: 0.5, duration: 100)
        #expect(isClose(longDuration.settlingDuration, 10, within: 1e-6))
        let nan = Spring(dampingRatio: .nan, duration: .nan, initialVelocity: .nan)
        #expect(nan.stiffness.isFinite && nan.damping.isFinite)
        #expect(isClose(nan.dampingRatio, 1, within: 1e-12))
        #expect(isClose(nan.settlingDuration, 0.01, within: 1e-6))
    }

    @Test func physicalFormClampsBadInput() {
        let spring = Spring(mass: .nan, stiffness: .infinity, damping: -5)
        #expect(spring.mass == 1)
        #expect(spring.stiffness == 1e7)
        #expect(isClose(spring.dampingRatio, Spring.minimumDampingRatio, within: 1e-12))
        #expect(spring.settlingDuration.isFinite)
        let undamped = Spring(stiffness: 100, damping: 0)
        #expect(isClose(undamped.dampingRatio, 0.001, within: 1e-12))
        #expect(undamped.settlingDuration.isFinite)
        let nanDamping = Spring(stiffness: 100, damping: .nan)
        #expect(isClose(nanDamping.dampingRatio, 1, within: 1e-12))
        #expect(Spring(response: .nan, dampingRatio: .nan).value(at: 0.3).isFinite)
        #expect(Spring(duration: -1, bounce: .infinity).value(at: 0.3).isFinite)
    }

    // MARK: UISpringTimingParameters

    @Test func springTimingParametersDefaultsAreUIKits() {
        let parameters = SpringTimingParameters()
        let spring = parameters.spring(forDuration: 0.25)
        #expect(spring.mass == 3)
        #expect(spring.stiffness == 1000)
        #expect(spring.damping == 500)
        // The physical form ignores the animator's duration and runs until settled.
        #expect(isClose(parameters.effectiveDuration(forDuration: 0.25), spring.settlingDuration, within: 1e-12))
    }

    @Test func springTimingParametersWithADampingRatioTakeTheAnimatorsDuration() {
        let parameters = SpringTimingParameters(dampingRatio: 0.6, initialVelocity: 1.5)
        let spring = parameters.spring(forDuration: 0.8)
        #expect(spring == Spring(dampingRatio: 0.6, duration: 0.8, initialVelocity: 1.5))
        #expect(parameters.effectiveDuration(forDuration: 0.8) == 0.8)
    }
}
