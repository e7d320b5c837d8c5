import Foundation
import Testing
@testable import today

/// `today bench app --runs N`: the machine's range, the medians over the runs, and the runs
/// that met each target.
struct AppBenchmarkSummaryTests {
    /// A run whose every phase has `median` and `p99` at both scales, but for the overrides.
    static func run(copy: Double = 40, reference: Double = 1_650_000, median: Double = 1, p99: Double = 3,
                    scale3P99: [TodaySession.Phase: Double] = [:], openingMedian2: Double = 1,
                    firstFrame: Double = 45, peak: Double = 120) -> AppBenchmarkReport {
        func scale(_ p99s: [TodaySession.Phase: Double], openingMedian: Double?) -> AppBenchmarkReport.Scale {
            AppBenchmarkReport.Scale(phases: Dictionary(uniqueKeysWithValues: TodaySession.Phase.allCases.map { phase in
                (phase.rawValue, AppBenchmarkReport.Phase(medianMilliseconds: phase == .opening ? openingMedian ?? median : median,
                                                          p99Milliseconds: p99s[phase] ?? p99, frames: 84, reusedFrames: 0,
                                                          damagedShare: 0.5))
            }))
        }
        return AppBenchmarkReport(machine: MachineDescription(cores: 2, memoryCopyGigabytesPerSecond: copy, referenceNanoseconds: reference),
                                  scale2: scale([:], openingMedian: openingMedian2), scale3: scale(scale3P99, openingMedian: nil),
                                  firstFrameMilliseconds: firstFrame, peakMemoryMegabytes: peak)
    }

    @Test func theTableHoldsTheMediansOverTheRuns() {
        let summary = AppBenchmarkSummary(runs: [
            Self.run(median: 1, p99: 3), Self.run(median: 2, p99: 4), Self.run(median: 4, p99: 9), Self.run(median: 10, p99: 5),
        ])
        // Four runs: the mean of the two middle ones (2 and 4; 4 and 5).
        #expect(summary.table.count == 2 + TodaySession.Phase.allCases.count)
        #expect(summary.table[2] == "| idle feed | 84 | 50 % | 3.00 | 4.50 | 3.00 | 4.50 |")
        #expect(summary.table[5] == "| story open | 84 | 50 % | 3.00 | 4.50 | 3.00 | 4.50 |")
        // The scale-2 opening's medians are the override's (1 each).
        #expect(summary.table[4] == "| opening | 84 | 50 % | 1.00 | 4.50 | 3.00 | 4.50 |")
    }

    @Test func eachTargetCountsTheRunsThatMetIt() {
        let summary = AppBenchmarkSummary(runs: [
            Self.run(copy: 44.96, reference: 1_620_000, p99: 3, firstFrame: 40, peak: 120.2),
            Self.run(copy: 40.0, reference: 1_710_000, p99: 3, scale3P99: [.closing: 8.34], openingMedian2: 2.5, firstFrame: 48, peak: 121),
            Self.run(p99: 3, scale3P99: [.dragging: 17.5], firstFrame: 310),
        ])
        #expect(summary.targets == [
            "scale 2, every phase's p99 ≤ 8.33 ms (120 Hz): 3 of 3 runs (worst p99 3.00 ms)",
            "scale 2, opening median ≤ 2 ms: 2 of 3 runs (1.00–2.50 ms)",
            "scale 3, every phase's p99 ≤ 8.33 ms (120 Hz): 1 of 3 runs (worst p99 3.00–17.50 ms)",
            "scale 3, every phase's p99 ≤ 16.7 ms (60 Hz): 2 of 3 runs",
            "first frame 40–310 ms (≤ 300): 2 of 3 runs; peak memory 120–121 MB (≤ 200): 3 of 3 runs",
        ])
        #expect(summary.text.hasPrefix(
            "3 runs, each in its own process; machine: 2 cores, frame copy 40.0–45.0 GB/s, reference workload 1.62–1.71 ms\n\n| phase |"))
    }

    @Test func aLimitIsMetAtItsValueAndMissedJustPastIt() {
        // 8.333… ms is the 120 Hz frame: a p99 of 8.333 meets it, 8.334 does not.
        #expect(AppBenchmarkSummary.count([8.333, 8.334, 1000.0 / 120], within: AppBenchmarkSummary.budget120Hz) == "2 of 3 runs")
        #expect(AppBenchmarkSummary.count([16.7], within: AppBenchmarkSummary.budget60Hz) == "0 of 1 run")
    }

    @Test func aRunWithoutPhasesMeetsNoFrameTarget() {
        let empty = AppBenchmarkReport(machine: MachineDescription(cores: 2, memoryCopyGigabytesPerSecond: 40, referenceNanoseconds: 1.6e6),
                                       scale2: .init(phases: [:]), scale3: .init(phases: [:]),
                                       firstFrameMilliseconds: 40, peakMemoryMegabytes: 120)
        let summary = AppBenchmarkSummary(runs: [empty, Self.run()])
        #expect(summary.targets[0] == "scale 2, every phase's p99 ≤ 8.33 ms (120 Hz): 1 of 2 runs (worst p99 3.00 ms)")
        #expect(summary.targets[1] == "scale 2, opening median ≤ 2 ms: 1 of 2 runs (1.00 ms)")
        #expect(summary.targets[3] == "scale 3, every phase's p99 ≤ 16.7 ms (60 Hz): 1 of 2 runs")
    }

    /// A run whose scale-3 frames took `frames` (and scale 2's 1 ms each).
    static func run(scale3Frames frames: [Double]) -> AppBenchmarkReport {
        var report = run()
        report.scale2.frameMilliseconds = Array(repeating: 1, count: frames.count)
        report.scale3.frameMilliseconds = frames
        return report
    }

    @Test func frameByFrameTellsEachFramesMedianFromOneRunsStall() {
        // Frame 3 is slow in every run (its work); frames 2 and 56 stall in one run only.
        var slow = Array(repeating: 1.0, count: 60)
        slow[2] = 7
        var stalled = slow
        stalled[1] = 12.5
        stalled[55] = 9
        let summary = AppBenchmarkSummary(runs: [Self.run(scale3Frames: slow), Self.run(scale3Frames: stalled), Self.run(scale3Frames: slow)])
        #expect(summary.frameByFrame(scale: 3, \.scale3)
            == "scale 3, frame by frame: the slowest frame's median over the runs 7.00 ms (frame 3, idle feed); "
            + "2 frames over 8.33 ms in 1 of 3 runs (frames 2, 56; medians over the runs 1.00 ms)")
        #expect(summary.frameByFrame(scale: 2, \.scale2)
            == "scale 2, frame by frame: the slowest frame's median over the runs 1.00 ms (frame 1, idle feed); no frame over 8.33 ms in any run")
        #expect(summary.text.hasSuffix("(frames 2, 56; medians over the runs 1.00 ms)"))
        // The frame at the limit is within it; just past it is over.
        var atLimit = slow
        atLimit[0] = 1000.0 / 120
        atLimit[1] = 8.334
        #expect(AppBenchmarkSummary(runs: [Self.run(scale3Frames: atLimit)]).frameByFrame(scale: 3, \.scale3)?
            .hasSuffix("1 frame over 8.33 ms in 1 of 1 run (frame 2; median over the runs 8.33 ms)") == true)
    }

    @Test func frameByFrameReadsOnlyTheFramesEveryRunPlayedAndListsAtMostEight() {
        let over = Array(repeating: 9.0, count: 12)
        let summary = AppBenchmarkSummary(runs: [Self.run(scale3Frames: over), Self.run(scale3Frames: Array(over.prefix(10)))])
        #expect(summary.frameByFrame(scale: 3, \.scale3)
            == "scale 3, frame by frame: the slowest frame's median over the runs 9.00 ms (frame 1, idle feed); "
            + "20 frames over 8.33 ms in 2 of 2 runs (frames 1, 2, 3, 4, 5, 6, 7, 8, …; medians over the runs 9.00 ms)")
        // Runs without frame times (none recorded) give no line.
        #expect(AppBenchmarkSummary(runs: [Self.run()]).frameByFrame(scale: 3, \.scale3) == nil)
        #expect(!AppBenchmarkSummary(runs: [Self.run()]).text.contains("frame by frame"))
    }

    /// A run whose scale-3 frames took `cpu` of CPU time (1 ms of time each).
    static func run(scale3CPU cpu: [Double]) -> AppBenchmarkReport {
        var report = run(scale3Frames: Array(repeating: 1, count: cpu.count))
        report.scale3.frameCPUMilliseconds = cpu
        return report
    }

    @Test func theCPULineTakesEachFramesMedianOverTheRuns() {
        // Frame 4 takes 9 ms of CPU in every run; frame 2 takes 12 in one run only (a busy
        // host), which its median does not show; frame 6 is at the limit in every run.
        var base = Array(repeating: 2.0, count: 8)
        base[3] = 9
        base[5] = 1000.0 / 120
        var busy = base
        busy[1] = 12
        let summary = AppBenchmarkSummary(runs: [Self.run(scale3CPU: base), Self.run(scale3CPU: busy), Self.run(scale3CPU: base)])
        #expect(summary.cpuByFrame(scale: 3, \.scale3)
            == "scale 3, CPU a frame takes on all cores together (its time on one): the most 9.00 ms at the median over the runs "
            + "(frame 4, idle feed); 1 frame over 8.33 ms (frame 4)")
        #expect(summary.text.hasSuffix("(frame 4, idle feed); 1 frame over 8.33 ms (frame 4)"))
        // Over two runs a frame's median is their mean: frame 2's (2 + 12) / 2 stays within,
        // frame 4's (8 + 9) / 2 does not.
        base[3] = 8
        #expect(AppBenchmarkSummary(runs: [Self.run(scale3CPU: base), Self.run(scale3CPU: busy)]).cpuByFrame(scale: 3, \.scale3)
            == "scale 3, CPU a frame takes on all cores together (its time on one): the most 8.50 ms at the median over the runs "
            + "(frame 4, idle feed); 1 frame over 8.33 ms (frame 4)")
        #expect(AppBenchmarkSummary(runs: [Self.run(scale3CPU: base)]).cpuByFrame(scale: 3, \.scale3)?
            .hasSuffix("the most 8.33 ms at the median over the runs (frame 6, idle feed); no frame over 8.33 ms") == true)
    }

    @Test func theCPULineListsAtMostEightFramesAndNeedsCPUTimes() {
        let summary = AppBenchmarkSummary(runs: [Self.run(scale3CPU: Array(repeating: 9, count: 12)),
                                                 Self.run(scale3CPU: Array(repeating: 10, count: 10))])
        #expect(summary.cpuByFrame(scale: 3, \.scale3)?.hasSuffix("; 10 frames over 8.33 ms (frames 1, 2, 3, 4, 5, 6, 7, 8, …)") == true)
        // Runs without CPU times (scale 2 here, or none recorded) give no line.
        #expect(summary.cpuByFrame(scale: 2, \.scale2) == nil)
        #expect(!AppBenchmarkSummary(runs: [Self.run()]).text.contains("CPU"))
    }

    @Test func rangesAndMedians() {
        #expect(AppBenchmarkSummary.range([1.004, 0.996], "%.2f") == "1.00")
        #expect(AppBenchmarkSummary.range([3, 1, 2], "%.0f") == "1–3")
        #expect(AppBenchmarkSummary.range([], "%.0f") == "none")
        #expect(AppBenchmarkSummary.median([5, 1, 3]) == 3)
        #expect(AppBenchmarkSummary.median([4, 1, 3, 2]) == 2.5)
    }
}
