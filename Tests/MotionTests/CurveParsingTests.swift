import Motion
import Testing
import TestSupport

struct CurveParsingTests {
    func spring(_ text: String) throws -> (Spring, Double) {
        guard case .spring(let spring, let velocity) = try Curve(parsing: text) else {
            Issue.record("\(text) is not a spring")
            return (.smooth, 0)
        }
        return (spring, velocity)
    }

    @Test func springForms() throws {
        #expect(try spring("spring(damping: 0.5, duration: 1.0)").0 == Spring(dampingRatio: 0.5, duration: 1))
        #expect(try spring("spring(response: 0.5, dampingRatio: 0.825)").0 == Spring(response: 0.5, dampingRatio: 0.825))
        #expect(try spring("spring(duration: 0.5, bounce: 0.3)").0 == Spring(duration: 0.5, bounce: 0.3))
        #expect(try spring("spring(mass: 1, stiffness: 100, damping: 10)").0 == Spring(mass: 1, stiffness: 100, damping: 10))
        #expect(try spring("  bouncy ").0 == .bouncy)
        let (flung, velocity) = try spring("spring(damping: 0.8, duration: 0.7, velocity: 2)")
        #expect(velocity == 2)
        #expect(flung == Spring(dampingRatio: 0.8, duration: 0.7, initialVelocity: 2))
    }

    @Test func timingCurveForms() throws {
        guard case .timing(let curve) = try Curve(parsing: "bezier(0.25, 0.1, 0.25, 1)") else {
            Issue.record("not a timing curve")
            return
        }
        #expect(curve == .default)
        guard case .timing(let named) = try Curve(parsing: "EaseInEaseOut") else { return }
        #expect(named == .easeInEaseOut)
    }

    @Test func keyframeForms() throws {
        guard case .keyframes(let track) = try Curve(parsing: "keyframes([0, 1.2, 0.9, 1], times: [0, 0.4, 0.7, 1], mode: cubic)") else {
            Issue.record("not keyframes")
            return
        }
        #expect(track.values == [0, 1.2, 0.9, 1])
        #expect(track.keyTimes == [0, 0.4, 0.7, 1])
        #expect(track.calculationMode == .cubic)
    }

    @Test(arguments: [
        ("wobbly", "unknown curve 'wobbly'", 0),
        ("bezier(0.1, 0.2, 0.3)", "four numbers", 0),
        ("bezier(1.5, 0, 0.5, 1)", "control point 1's x is 1.5", 7),
        ("spring(damping: 0.5, duration: 0)", "'duration' must be greater than 0", 21),
        ("spring(damping: 0.5)", "cannot combine damping", 0),
        ("spring(damping: x, duration: 1)", "'damping' takes a number", 7),
        ("spring(0.5, 1)", "need labels", 7),
        ("easeIn(0.3)", "takes no arguments", 0),
        ("linear extra", "unexpected text", 7),
        ("bezier(0.1, 0.2, 0.3, 0.4", "expected ')'", 25),
        ("keyframes([0, 1], times: [0, 2])", "key time 1 is 2.0", 0),
        ("keyframes([0, 1], mode: bumpy)", "unknown keyframe mode 'bumpy'", 18),
        ("spring(duration: 1e999, bounce: 0)", "not a finite number", 17),
        ("", "expected a curve name", 0),
    ])
    func malformedSpecificationsSayWhatWasExpected(text: String, message: String, offset: Int) {
        do {
            _ = try Curve(parsing: text)
            Issue.record("'\(text)' was accepted")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.offset == offset, "'\(text)': offset \(error.offset)")
            #expect(error.description.contains("expected one of:"))
        }
    }

    @Test func samplesSpanTheDurationInclusive() throws {
        let samples = try Curve(parsing: "easeInEaseOut").samples(count: 11)
        #expect(samples.count == 11)
        #expect(samples.first?.time == 0 && samples.last?.time == 1)
        #expect(isClose(samples[1].value, 0.019722, within: 5e-7))
        let spring = try Curve(parsing: "spring(damping: 0.5, duration: 1.0)")
        #expect(isClose(spring.naturalDuration, 1, within: 1e-6))
        let stretched = try Curve(parsing: "linear").samples(count: 3, duration: 2)
        #expect(stretched.map(\.value) == [0, 0.5, 1])
        #expect(stretched.map(\.velocity) == [0.5, 0.5, 0.5])
    }

    @Test func keyframeVelocityIsTheSlope() throws {
        let curve = try Curve(parsing: "keyframes([0, 1])")
        let samples = curve.samples(count: 5, duration: 0.5)
        for sample in samples { #expect(isClose(sample.velocity, 2, within: 1e-6)) }
    }
}
