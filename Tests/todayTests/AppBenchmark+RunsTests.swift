import Foundation
import Testing
@testable import today

/// `today bench app --runs N` reads each run's report from a process of its own: a run that
/// fails, or prints something else, stops it with a clear error.
struct AppBenchmarkRunsTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func aRunsReportIsReadFromWhatItPrints() throws {
        let report = AppBenchmarkReport(
            machine: MachineDescription(cores: 2, memoryCopyGigabytesPerSecond: 40.5, referenceNanoseconds: 1_650_000),
            scale2: .init(phases: ["open": AppBenchmarkReport.Phase(medianMilliseconds: 0.2, p99Milliseconds: 0.9, frames: 192,
                                                                      reusedFrames: 98, damagedShare: 0.49)]),
            scale3: .init(phases: [:]), firstFrameMilliseconds: 42, peakMemoryMegabytes: 120)
        // A run that also writes much to standard error (more than a pipe holds) is not stalled.
        let script = "head -c 200000 /dev/zero | tr '\\0' x >&2; printf '%s\\n' '\(try report.json())'"
        #expect(try AppBenchmark.report(of: Self.shell, arguments: ["-c", script]) == report)
    }

    /// What reading the report of `/bin/sh -c script` fails with (nil: it was read).
    static func failure(ofShell script: String) -> String? {
        do {
            _ = try AppBenchmark.report(of: shell, arguments: ["-c", script])
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aRunThatFailsSaysHowAndWhatItWrote() {
        #expect(Self.failure(ofShell: "echo 'error: no stories' >&2; exit 3") == "it ended with status 3: error: no stories")
        #expect(Self.failure(ofShell: "kill -KILL $$") == "it ended with signal 9")
    }

    @Test func aRunThatPrintsSomethingElseIsNotAReport() {
        #expect(Self.failure(ofShell: "echo 'machine: 2 cores'") == "its output is not a bench app report: machine: 2 cores\n")
    }

    @Test func theFailureNamesTheRun() {
        let failure = AppBenchmark.SeveralRunsFailure.run(3, of: 16, AppBenchmark.SeveralRunsFailure.exited("status 1", ""))
        #expect("\(failure)" == "run 3 of 16 failed: it ended with status 1")
    }
}
