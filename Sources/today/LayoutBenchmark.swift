import ArgumentParser
import CairoRenderer
import Cassowary
import Foundation

/// `today bench layout`: the Cassowary solver on Auto Layout's standard systems, at 100, 1,000
/// and 10,000 constraints: building and the first solve, one incremental add and remove, one
/// edit step. `--export DIR` writes each system with Today's solution as JSON, which
/// `scripts/compare-kiwi` solves with Kiwi (`kiwisolver`) to compare results and times.
struct LayoutBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Constraint solving: build, add/remove and edit times on standard systems.",
        discussion: """
            Systems: chain (views pinned one after another), grid (equal-width cells), table \
            (icon, label and button rows with hugging and compression priorities), drag (an \
            edit variable moving the first of a chain of views). Each build is timed --runs \
            times and the median reported; add/remove and edit steps are medians over many \
            steps. Run a release build.
            """
    )

    @Flag(help: "Print {\"machine\": …, \"cases\": [{\"name\", \"constraints\", \"build_ms\", \"add_remove_us\", \"edit_us\"}, …]}.")
    var json = false

    @Option(help: "Write each system with Today's solution as DIR/NAME-N.json.")
    var export: String?

    @Option(help: "Timed builds per system (the median is reported).")
    var runs: Int = 5

    @Option(parsing: .upToNextOption, help: "Constraint counts.")
    var sizes: [Int] = [100, 1000, 10_000]

    @Option(parsing: .upToNextOption, help: "Systems to run (chain, grid, table, drag; all by default).")
    var systems: [String] = ["chain", "grid", "table", "drag"]

    func validate() throws {
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be in 1...100") }
        guard !sizes.isEmpty, sizes.allSatisfy({ (10...200_000).contains($0) }) else {
            throw ValidationError("--sizes must be in 10...200000")
        }
        let known = ["chain", "grid", "table", "drag"]
        guard !systems.isEmpty, systems.allSatisfy(known.contains) else {
            throw ValidationError("--systems must be among \(known.joined(separator: ", "))")
        }
    }

    /// One measured system.
    struct Result {
        var name: String
        var file: String
        var constraints: Int
        var buildMilliseconds: Double
        var addRemoveMicroseconds: Double
        var editMicroseconds: Double
    }

    func run() throws {
        try failingClearly(runBenchmark)
    }

    func runBenchmark() throws {
        let machine = MachineDescription.measure()
        var results: [Result] = []
        let builders: [(String, (Int) -> LinearSystem)] = [
            ("chain", Self.chain), ("grid", Self.grid), ("table", Self.table), ("drag", Self.drag),
        ].filter { systems.contains($0.0) }
        if let export { try FileManager.default.createDirectory(atPath: export, withIntermediateDirectories: true) }
        for size in sizes {
            for (name, build) in builders {
                let system = build(size)
                results.append(try measure(system, name: name, file: "\(name)-\(size).json"))
                if let export {
                    let path = (export as NSString).appendingPathComponent("\(name)-\(size).json")
                    let solution = try Self.solve(system)
                    try AtomicFile.write(Data(system.json(solution: solution).utf8), to: path)
                }
            }
        }
        if json {
            let cases = results.map {
                String(format: "{\"name\": \"%@\", \"file\": \"%@\", \"constraints\": %d, \"build_ms\": %.4f, \"add_remove_us\": %.3f, \"edit_us\": %.3f}",
                       $0.name, $0.file, $0.constraints, $0.buildMilliseconds, $0.addRemoveMicroseconds, $0.editMicroseconds)
            }
            print("{\"machine\": \(machine.json), \"cases\": [\n" + cases.joined(separator: ",\n") + "\n]}")
        } else {
            print(machine.summary)
            print("system  constraints   build ms   add+remove µs   edit µs")
            for result in results {
                print(String(format: "%-6@ %12d %10.3f %15.3f %9.3f", result.name as NSString, result.constraints,
                             result.buildMilliseconds, result.addRemoveMicroseconds, result.editMicroseconds))
            }
        }
    }

    /// The system's solution after its constraints and every edit step. The systems are this
    /// benchmark's own, whose edits are all valid: an error here is a defect in a generator,
    /// reported (as ``measure(_:name:file:)`` reports it) rather than skipped, which would
    /// export a solution Kiwi is then compared against wrongly.
    static func solve(_ system: LinearSystem) throws(SolverError) -> [Double] {
        var (solver, variables, _) = system.makeSolver()
        for edit in system.edits {
            try solver.addEditVariable(variables[edit.variable], strength: edit.strength)
            for value in edit.values { try solver.suggestValue(value, for: variables[edit.variable]) }
        }
        return variables.map { solver.value(of: $0) }
    }

    /// Times one system: builds (median of --runs), 200 add/remove pairs of its probe constraint,
    /// and the edit script's steps.
    func measure(_ system: LinearSystem, name: String, file: String) throws -> Result {
        let clock = ContinuousClock()
        var builds: [Double] = []
        // The constraints are made before the clock starts, as compare-kiwi makes Kiwi's.
        let prepared = system.preparedConstraints()
        var built = system.makeSolver(with: prepared)
        for _ in 0..<runs {
            let elapsed = clock.measure { built = system.makeSolver(with: prepared) }
            builds.append(elapsed.milliseconds)
        }
        var (solver, variables, _) = built
        var pairs: [Double] = []
        for _ in 0..<(system.probe == nil ? 0 : 200) {
            guard let probe = system.probe else { break }
            let constraint = Constraint(LinearExpression(probe.terms.map { .init($0.coefficient, variables[$0.variable]) },
                                                         constant: probe.constant), probe.relation, strength: probe.strength)
            let elapsed = try clock.measure {
                let handle = try solver.add(constraint)
                try solver.remove(handle)
            }
            pairs.append(elapsed.milliseconds * 1000)
        }
        var edits: [Double] = []
        for edit in system.edits {
            let variable = variables[edit.variable]
            try solver.addEditVariable(variable, strength: edit.strength)
            for value in edit.values {
                edits.append(try clock.measure { try solver.suggestValue(value, for: variable) }.milliseconds * 1000)
            }
            try solver.removeEditVariable(variable)
        }
        return Result(name: name, file: file, constraints: system.constraints.count, buildMilliseconds: median(builds),
                      addRemoveMicroseconds: median(pairs), editMicroseconds: median(edits))
    }

    func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
