import Foundation

extension AppBenchmark {
    /// Runs `today bench app --json` (with this command's options) --runs times, one process
    /// after the other, and prints their summary, or all the runs with --json. Nothing is
    /// printed unless every run succeeded.
    func runSeveral() throws {
        guard let executable = Bundle.main.executableURL else { throw SeveralRunsFailure.noExecutable }
        var arguments = ["bench", "app", "--json"]
        if compositeEveryFrame { arguments.append("--composite-every-frame") }
        if noDamage { arguments.append("--no-damage") }
        if let bands { arguments += ["--bands", String(bands)] }
        var progress = ProgressLine("bench app", unit: "runs", total: runs)
        defer { progress.finish() }
        var reports: [AppBenchmarkReport] = []
        for index in 0..<runs {
            progress.update(index)
            do {
                reports.append(try Self.report(of: executable, arguments: arguments))
            } catch {
                throw SeveralRunsFailure.run(index + 1, of: runs, error)
            }
        }
        progress.update(runs)
        progress.finish()
        if json {
            print("{\"runs\": [" + (try reports.map { try $0.json() }).joined(separator: ",\n") + "]}")
        } else {
            print(AppBenchmarkSummary(runs: reports).text)
        }
    }

    /// Runs `executable arguments` to its end and reads the report it prints.
    static func report(of executable: URL, arguments: [String]) throws -> AppBenchmarkReport {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes are drained as the run writes them, so a full pipe cannot stall it.
        let errorText = PipeDrain(errors.fileHandleForReading)
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: errorText.finish(), as: UTF8.self)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw SeveralRunsFailure.exited(process.terminationReason == .exit ? "status \(process.terminationStatus)" : "signal \(process.terminationStatus)",
                                           message)
        }
        do {
            return try AppBenchmarkReport.decode(printed)
        } catch {
            throw SeveralRunsFailure.unreadable(String(decoding: printed.prefix(200), as: UTF8.self))
        }
    }

    /// Why `--runs` stopped.
    enum SeveralRunsFailure: Error, CustomStringConvertible {
        /// This process's own executable could not be found to run again.
        case noExecutable
        /// A run ended other than with status 0: how, and what it wrote to standard error.
        case exited(String, String)
        /// A run's output was not a report: its start.
        case unreadable(String)
        /// Run `index` of `count` failed.
        indirect case run(Int, of: Int, any Error)

        var description: String {
            switch self {
            case .noExecutable:
                "cannot find the today executable to run again"
            case let .exited(how, message):
                "it ended with \(how)" + (message.isEmpty ? "" : ": " + message.trimmingCharacters(in: .whitespacesAndNewlines))
            case let .unreadable(start):
                "its output is not a bench app report: \(start)"
            case let .run(index, count, error):
                "run \(index) of \(count) failed: \(error)"
            }
        }
    }
}
