import ArgumentParser

/// `today bench …`: benchmarks, kept apart from the tests. Build with `-c release`.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmarks (run a release build: swift run -c release today bench …).",
        subcommands: [MotionBenchmark.self, RenderBenchmark.self, AppBenchmark.self, LayoutBenchmark.self]
    )
}
