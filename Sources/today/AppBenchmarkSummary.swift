import Foundation

/// Several runs of `today bench app` summed up: the machine's range over the runs, a Markdown
/// table of the medians over the runs of each phase's median and p99 (the README's table), and
/// how many runs met each of the frame-time targets, with the range of what they measured, and
/// at each scale the frames read across the runs.
///
/// A single run says little on a shared machine, whose load moves every figure from one run to
/// the next; the targets are per run ("every phase within 8.33 ms"), so the summary counts
/// runs rather than averaging them away. The frame-by-frame lines tell the two causes of a
/// missed frame apart: each frame's median over the runs is the work the frame takes, which a
/// moment's stall on one run (the machine's host taking a core away) does not move, and the
/// frames over 8.33 ms in any run are listed with their medians. The CPU lines say how near a
/// frame is to such a stall's reach: the CPU a frame takes on all cores together is about its
/// time when the host leaves the process one core.
struct AppBenchmarkSummary {
    /// The runs, in the order they ran.
    let runs: [AppBenchmarkReport]

    /// The frame budget at 120 Hz, in milliseconds.
    static let budget120Hz = 1000.0 / 120
    /// The frame budget at 60 Hz, in milliseconds.
    static let budget60Hz = 1000.0 / 60
    /// The most the opening's median may take at scale 2, in milliseconds.
    static let openingMedianTarget = 2.0
    /// The most the first frame may take, in milliseconds.
    static let firstFrameTarget = 300.0
    /// The most resident memory a run may peak at, in megabytes.
    static let peakMemoryTarget = 200.0

    /// A summary of `runs` (at least one).
    init(runs: [AppBenchmarkReport]) {
        precondition(!runs.isEmpty, "a summary needs at least one run")
        self.runs = runs
    }

    /// The summary as printed: a heading with the machine, the table, then one line a target.
    var text: String {
        var lines: [String] = []
        let copies = runs.map(\.machine.memoryCopyGigabytesPerSecond)
        let references = runs.map { $0.machine.referenceNanoseconds / 1e6 }
        let cores = Set(runs.map(\.machine.cores)).sorted().map(String.init).joined(separator: ", ")
        lines.append("\(runs.count) run\(runs.count == 1 ? "" : "s"), each in its own process; machine: \(cores) cores, "
                     + "frame copy \(Self.range(copies, "%.1f")) GB/s, reference workload \(Self.range(references, "%.2f")) ms")
        lines.append("")
        lines += table
        lines.append("")
        lines += targets
        for (scale, keyPath) in [(2, \AppBenchmarkReport.scale2), (3, \AppBenchmarkReport.scale3)] {
            lines += [frameByFrame(scale: scale, keyPath), cpuByFrame(scale: scale, keyPath)].compactMap { $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// The table: each phase's frames, the share composited at scale 3, and at each scale the
    /// median over the runs of the phase's median and of its p99.
    var table: [String] {
        var rows = ["| phase | frames | composited | scale 2 median ms | p99 | scale 3 median ms | p99 |",
                    "|---|---:|---:|---:|---:|---:|---:|"]
        for phase in TodaySession.Phase.allCases {
            let two = runs.compactMap { $0.scale2[phase] }, three = runs.compactMap { $0.scale3[phase] }
            guard !two.isEmpty, !three.isEmpty else { continue }
            let frames = Self.median(three.map { Double($0.frames) })
            rows.append("| \(phase.title) | \(String(format: "%.0f", frames)) | "
                        + String(format: "%.0f %%", 100 * Self.median(three.map(\.damagedShare)))
                        + String(format: " | %.2f | %.2f | %.2f | %.2f |",
                                 Self.median(two.map(\.medianMilliseconds)), Self.median(two.map(\.p99Milliseconds)),
                                 Self.median(three.map(\.medianMilliseconds)), Self.median(three.map(\.p99Milliseconds))))
        }
        return rows
    }

    /// One line a target: how many runs met it and the range of what decided it. A run without
    /// the figure (no phase at that scale) meets no target on it.
    var targets: [String] {
        let worst2 = runs.map { Self.worstP99($0.scale2) }, worst3 = runs.map { Self.worstP99($0.scale3) }
        let openings = runs.map { $0.scale2[.opening]?.medianMilliseconds }
        let firstFrames = runs.map(\.firstFrameMilliseconds), peaks = runs.map(\.peakMemoryMegabytes)
        return [
            "scale 2, every phase's p99 ≤ 8.33 ms (120 Hz): " + Self.count(worst2, within: Self.budget120Hz)
                + " (worst p99 \(Self.range(worst2.compactMap { $0 }, "%.2f")) ms)",
            "scale 2, opening median ≤ 2 ms: " + Self.count(openings, within: Self.openingMedianTarget)
                + " (\(Self.range(openings.compactMap { $0 }, "%.2f")) ms)",
            "scale 3, every phase's p99 ≤ 8.33 ms (120 Hz): " + Self.count(worst3, within: Self.budget120Hz)
                + " (worst p99 \(Self.range(worst3.compactMap { $0 }, "%.2f")) ms)",
            "scale 3, every phase's p99 ≤ 16.7 ms (60 Hz): " + Self.count(worst3, within: Self.budget60Hz),
            "first frame \(Self.range(firstFrames, "%.0f")) ms (≤ 300): " + Self.count(firstFrames, within: Self.firstFrameTarget)
                + "; peak memory \(Self.range(peaks, "%.0f")) MB (≤ 200): " + Self.count(peaks, within: Self.peakMemoryTarget),
        ]
    }

    /// The runs' frames at one scale read across the runs: the slowest frame's median over the
    /// runs, and the frames over 8.33 ms in any run (how many, in how many runs, which, and
    /// the range of their medians). Nil when the runs carry no frame times. Only the frames
    /// every run played are read (the runs of one build play the same frames).
    func frameByFrame(scale: Int, _ keyPath: KeyPath<AppBenchmarkReport, AppBenchmarkReport.Scale>) -> String? {
        let runFrames = runs.map { $0[keyPath: keyPath].frameMilliseconds }
        let medians = Self.framesMedians(runFrames)
        let count = medians.count
        guard let slowest = medians.indices.max(by: { medians[$0] < medians[$1] }) else { return nil }
        var line = "scale \(scale), frame by frame: the slowest frame's median over the runs "
            + String(format: "%.2f ms", medians[slowest]) + " (\(Self.describeFrame(slowest + 1)))"
        let over = runFrames.map { frames in (0..<count).filter { frames[$0] > Self.budget120Hz } }
        let overFrames = Set(over.joined()).sorted()
        guard !overFrames.isEmpty else { return line + "; no frame over 8.33 ms in any run" }
        let shown = Self.listed(overFrames)
        let total = over.map(\.count).reduce(0, +), runsOver = over.filter { !$0.isEmpty }.count
        line += "; \(total) frame\(total == 1 ? "" : "s") over 8.33 ms in \(runsOver) of \(runs.count) run\(runs.count == 1 ? "" : "s")"
        line += " (frame\(overFrames.count == 1 ? "" : "s") \(shown); "
            + "median\(overFrames.count == 1 ? "" : "s") over the runs \(Self.range(overFrames.map { medians[$0] }, "%.2f")) ms)"
        return line
    }

    /// The CPU the runs' frames took at one scale, on all cores together, read across the
    /// runs: the most a frame takes at its median over the runs, and the frames whose median
    /// is over 8.33 ms. A frame takes about its CPU time when the machine's host leaves the
    /// process one core for the frame's length (on a shared machine it does, a few
    /// milliseconds at a time): a frame within 8.33 ms of CPU holds 120 Hz even then. Nil when
    /// the runs carry no CPU times.
    func cpuByFrame(scale: Int, _ keyPath: KeyPath<AppBenchmarkReport, AppBenchmarkReport.Scale>) -> String? {
        let medians = Self.framesMedians(runs.map { $0[keyPath: keyPath].frameCPUMilliseconds })
        guard let most = medians.indices.max(by: { medians[$0] < medians[$1] }) else { return nil }
        var line = "scale \(scale), CPU a frame takes on all cores together (its time on one): the most "
            + String(format: "%.2f ms", medians[most]) + " at the median over the runs (\(Self.describeFrame(most + 1)))"
        let over = medians.indices.filter { medians[$0] > Self.budget120Hz }
        guard !over.isEmpty else { return line + "; no frame over 8.33 ms" }
        line += "; \(over.count) frame\(over.count == 1 ? "" : "s") over 8.33 ms (frame\(over.count == 1 ? "" : "s") \(Self.listed(over)))"
        return line
    }

    /// Each frame's median over the runs, for the frames every run has (the runs of one build
    /// play the same frames); none when a run has none.
    static func framesMedians(_ runFrames: [[Double]]) -> [Double] {
        let count = runFrames.map(\.count).min() ?? 0
        return (0..<count).map { index in median(runFrames.map { $0[index] }) }
    }

    /// The most frames ``frameByFrame(scale:_:)`` and ``cpuByFrame(scale:_:)`` list by number.
    static let framesListed = 8

    /// Frames (indices from 0, frame 1 first) by number, at most ``framesListed`` of them and
    /// "…" for the rest: "2, 56".
    static func listed(_ frames: [Int]) -> String {
        frames.prefix(framesListed).map { String($0 + 1) }.joined(separator: ", ") + (frames.count > framesListed ? ", …" : "")
    }

    /// "frame N, phase": a frame of the session as the bench plays it.
    static func describeFrame(_ frame: Int) -> String {
        "frame \(frame), \(TodaySession.phase(at: Double(frame) / AppBenchmark.framesPerSecond).title)"
    }

    /// A scale's worst p99 over its phases (nil for a run with no phase at that scale).
    static func worstP99(_ scale: AppBenchmarkReport.Scale) -> Double? {
        scale.phases.values.map(\.p99Milliseconds).max()
    }

    /// "N of M runs": how many of `values` are at most `limit` (nil: not met).
    static func count(_ values: [Double?], within limit: Double) -> String {
        "\(values.filter { $0.map { $0 <= limit } ?? false }.count) of \(values.count) run\(values.count == 1 ? "" : "s")"
    }

    /// The median: the middle value, or the mean of the two middle ones.
    static func median(_ values: [Double]) -> Double {
        precondition(!values.isEmpty, "the median of nothing")
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// "low–high" in `format`, or one value when both read the same.
    static func range(_ values: [Double], _ format: String) -> String {
        guard let low = values.min(), let high = values.max() else { return "none" }
        let lowText = String(format: format, low), highText = String(format: format, high)
        return lowText == highText ? lowText : "\(lowText)–\(highText)"
    }
}
