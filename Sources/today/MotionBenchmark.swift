import ArgumentParser
import Foundation
import Motion

/// `today bench motion`: nanoseconds per evaluation of Motion's hot paths.
struct MotionBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motion",
        abstract: "Nanoseconds per evaluation: spring, Bézier, cubic keyframes, CATransform3D.",
        discussion: """
            Each kind runs --runs times over --iterations evaluations at varying inputs; the \
            median run is reported. Targets (release build, 2-core machine): spring ≤ 50 ns, \
            Bézier ≤ 100 ns, keyframes ≤ 100 ns, CATransform3D ≤ 1000 ns.
            """
    )

    @Flag(help: "Print one JSON object with spring_ns, bezier_ns, keyframes_ns, transform3d_ns.")
    var json = false

    @Option(help: "Timed runs per kind (the median is reported).")
    var runs: Int = 9

    @Option(help: "Evaluations per run.")
    var iterations: Int = 200_000

    func validate() throws {
        guard runs >= 1, runs <= 1000 else { throw ValidationError("--runs must be in 1...1000") }
        guard iterations >= 1, iterations <= 100_000_000 else {
            throw ValidationError("--iterations must be in 1...100000000")
        }
    }

    /// A benchmark result row.
    struct Row {
        var key: String
        var name: String
        var nanoseconds: Double
        var target: Double
    }

    func run() throws {
        let iterations = self.iterations
        let spring = Spring(dampingRatio: 0.5, duration: 1.0)
        let curve = TimingCurve.easeInEaseOut
        let keyValues = (0..<16).map { index in sin(Double(index) * 0.7) * 100 }
        let track = try Keyframes(values: keyValues, calculationMode: .cubic)
        let flipStart = CATransform3D.perspective(distance: 500)
        let flipEnd = CATransform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
            .concatenating(.perspective(distance: 500))
            .concatenating(CATransform3D(translationX: 20, y: 40, z: 0))

        let step = 1.0 / Double(iterations)
        let rows = [
            Row(key: "spring_ns", name: "spring position + velocity", nanoseconds: measure {
                var sum = 0.0
                for index in 0..<iterations {
                    let response = spring.response(at: Double(index) * step)
                    sum += response.positionFromDisplacement + response.velocityFromDisplacement
                }
                return sum
            }, target: 50),
            Row(key: "bezier_ns", name: "Bézier solve (easeInEaseOut)", nanoseconds: measure {
                var sum = 0.0
                for index in 0..<iterations { sum += curve.value(at: Double(index) * step) }
                return sum
            }, target: 100),
            Row(key: "keyframes_ns", name: "cubic keyframes, 16 keys", nanoseconds: measure {
                var sum = 0.0
                for index in 0..<iterations { sum += track.value(at: Double(index) * step) }
                return sum
            }, target: 100),
            Row(key: "transform3d_ns", name: "CATransform3D interpolation", nanoseconds: measure {
                var sum = 0.0
                for index in 0..<iterations {
                    sum += flipStart.interpolated(to: flipEnd, amount: 0.001 + Double(index) * step * 0.998).m11
                }
                return sum
            }, target: 1000),
        ]
        let machine = MachineDescription.measure()
        print(json ? Self.json(rows, machine: machine) : machine.summary + "\n" + Self.table(rows))
    }

    /// The median, over `runs`, of nanoseconds per iteration of `body`.
    func measure(_ body: () -> Double) -> Double {
        let clock = ContinuousClock()
        var perIteration: [Double] = []
        _ = blackHole(body())  // warm-up
        for _ in 0..<runs {
            let elapsed = clock.measure { blackHole(body()) }
            let seconds = elapsed.seconds
            perIteration.append(seconds * 1e9 / Double(iterations))
        }
        perIteration.sort()
        return perIteration[perIteration.count / 2]
    }

    static func table(_ rows: [Row]) -> String {
        var lines = ["kind                          median ns/eval   target    ratio to target"]
        for row in rows {
            let name = row.name.padding(toLength: 30, withPad: " ", startingAt: 0)
            lines.append(
                name + String(format: "%14.1f   ≤ %-6.0f  %.2f", row.nanoseconds, row.target, row.nanoseconds / row.target))
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ rows: [Row], machine: MachineDescription) -> String {
        "{\"machine\": \(machine.json), " + rows.map { "\"\($0.key)\": \(String(format: "%.2f", $0.nanoseconds))" }.joined(separator: ", ") + "}"
    }
}

/// Keeps a result alive so the optimizer cannot delete the work that made it.
@inline(never)
@discardableResult
func blackHole(_ value: Double) -> Double {
    if value.bitPattern == 0x7FF8_DEAD_BEEF_0001 { print("") }
    return value
}
