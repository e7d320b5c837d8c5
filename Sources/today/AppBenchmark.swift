import ArgumentParser
import CairoRenderer
import Foundation
import HeadlessHost
import Motion
import TodayApp
import UIKit

/// `today bench app`: frame times of the scripted Today session, per phase, at scale 2 and 3.
struct AppBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Frame times of the scripted Today session per phase, first-frame time and peak memory.",
        discussion: """
            Plays the default session headless at scale 2 and 3 and prints, for each phase (idle \
            feed, scrolling, opening, open, interactive drag, closing), the median and p99 of the \
            time to tick and render a frame; the time to the first frame (building the app and \
            rendering it once); and the peak resident memory. Targets at scale 2: p99 ≤ 8.33 ms \
            in every phase, first frame ≤ 300 ms, peak memory ≤ 200 MB; at scale 3: p99 ≤ 16.7 ms. \
            A frame in which nothing changed is the previous one returned as it is (as Core \
            Animation skips a frame with nothing to commit); the "reused" column counts them, and \
            --composite-every-frame turns that off to measure full composites only.
            """
    )

    @Flag(help: "Print every composited frame with its phase, time, CPU time (all threads), damaged area (the share of the frame composited, in how many rectangles) and the page faults it took (new memory touched); for frames over 8.33 ms also the content redraws and blur work.")
    var trace = false

    @Flag(help: "Composite every frame, even one in which nothing changed (the renderer otherwise returns the previous frame).")
    var compositeEveryFrame = false

    @Flag(help: "Composite a changed frame whole instead of only its damage (unchanged frames are still reused), to measure what the damage saves.")
    var noDamage = false

    @Option(help: "Bands to composite a frame in, each on its own thread (default: the active cores, at most four; 1: on one thread).")
    var bands: Int?

    @Flag(help: "Print the run as JSON: {\"machine\": {…}, \"scale2\": {\"phases\": {\"opening\": {\"median_ms\", \"p99_ms\", \"frames\", \"reused_frames\", \"damaged_share\"}, …}, \"frame_ms\": [every timed frame, frame 1 first], \"frame_cpu_ms\": [their CPU times]}, \"scale3\": …, \"first_frame_ms\", \"peak_memory_mb\"}; with --runs, {\"runs\": [one such object a run]}.")
    var json = false

    @Option(help: "Run the benchmark this many times, each in its own process, and print the machine's range, the medians over the runs as a Markdown table, how many runs met each target, and the frames read across the runs: the slowest median, the frames over 8.33 ms in any run, the most CPU a frame takes (1...100).")
    var runs = 1

    func validate() throws {
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be in 1...100") }
        if runs > 1, trace { throw ValidationError("--trace prints one run's frames: use it without --runs") }
        if let bands, !(1...16).contains(bands) { throw ValidationError("--bands must be in 1...16") }
    }

    func run() throws {
        try failingClearly {
            if runs > 1 {
                try runSeveral()
            } else {
                try runOnce()
            }
        }
    }

    /// Measures the session in this process and prints the run.
    func runOnce() throws {
        let machine = MachineDescription.measure()
        let (two, three) = try MainActor.assumeIsolated {
            let measure = { (scale: Double) in
                try Self.measure(scale: scale, trace: trace, reusesFrames: !compositeEveryFrame, damage: !noDamage, bands: bands)
            }
            return (try measure(2), try measure(3))
        }
        let report = AppBenchmarkReport(machine: machine, scale2: .init(two.phases, frameMilliseconds: two.frames, frameCPUMilliseconds: two.cpu),
                                        scale3: .init(three.phases, frameMilliseconds: three.frames, frameCPUMilliseconds: three.cpu),
                                        firstFrameMilliseconds: two.firstFrame, peakMemoryMegabytes: Self.peakMemoryMegabytes())
        if json {
            print(try report.json())
            return
        }
        print(machine.summary)
        print("phase       frames  reused  damaged  scale 2 median  p99 (≤ 8.33)  scale 3 median  p99 (≤ 16.7)")
        for phase in TodaySession.Phase.allCases {
            guard let two = report.scale2[phase], let three = report.scale3[phase] else { continue }
            let name = phase.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            print(name + String(format: "  %6d  %6d  %6.1f%%  %14.2f  %12.2f  %14.2f  %12.2f", two.frames, two.reusedFrames, 100 * two.damagedShare,
                                two.medianMilliseconds, two.p99Milliseconds, three.medianMilliseconds, three.p99Milliseconds))
        }
        print(String(format: "first frame %.1f ms (≤ 300), peak memory %.0f MB (≤ 200)", report.firstFrameMilliseconds, report.peakMemoryMegabytes))
    }

    /// The rate the session is played at: frame `n` shows the session at `n / framesPerSecond`.
    static let framesPerSecond = 60.0

    /// Plays the session at `scale` and times it: each phase's figures, every timed frame's
    /// time and CPU time in milliseconds (frame 1 first), and the first frame's time.
    @MainActor
    static func measure(scale: Double, trace: Bool = false, reusesFrames: Bool = true, damage: Bool = true, bands: Int? = nil) throws
        -> (phases: [TodaySession.Phase: AppBenchmarkReport.Phase], frames: [Double], cpu: [Double], firstFrame: Double) {
        let clock = ContinuousClock()
        var host: HeadlessHost?
        let firstFrame = try clock.measure {
            let created = HeadlessHost(size: CGSize(width: 390, height: 844), scale: scale, framesPerSecond: framesPerSecond)
            let app = TodayAppController(library: try StoriesLibrary.defaultLibrary(), date: Scene.referenceDate)
            created.window.rootViewController = app
            created.render()
            host = created
        }.milliseconds
        guard let host else { return ([:], [], [], firstFrame) }
        host.renderer.reusesUnchangedFrames = reusesFrames
        host.renderer.compositesDamageOnly = damage
        if let bands { host.renderer.compositingBands = Swift.max(1, Swift.min(16, bands)) }
        var times: [TodaySession.Phase: [Double]] = [:]
        var frames: [Double] = []
        var cpu: [Double] = []
        var reused: [TodaySession.Phase: Int] = [:]
        var damaged: [TodaySession.Phase: (composited: Int, total: Int)] = [:]
        var progress = ProgressLine(String(format: "bench app, scale %.0f", scale), unit: "frames",
                                    total: Int((TodaySession.script.duration / host.frameDuration).rounded()) + 1,
                                    shown: !trace && isatty(STDERR_FILENO) != 0)
        defer { progress.finish() }
        var last = clock.now
        var cpuLast = Self.processCPUMilliseconds()
        // Page faults are read for the trace only.
        var faultsBefore = trace ? Self.pageFaults() : 0
        host.play(TodaySession.script) { frame, index in
            let now = clock.now
            let cpuNow = Self.processCPUMilliseconds()
            let faults = trace ? Self.pageFaults() : 0
            defer { faultsBefore = faults }
            progress.update(index + 1)
            if index > 0 {
                let phase = TodaySession.phase(at: Double(index) * host.frameDuration)
                let time = (now - last).milliseconds
                times[phase, default: []].append(time)
                frames.append(time)
                cpu.append(cpuNow - cpuLast)
                let stats = host.renderer.statistics
                reused[phase, default: 0] += stats.framesReused
                damaged[phase, default: (0, 0)].composited += stats.damagedPixels
                damaged[phase, default: (0, 0)].total += frame.pixelWidth * frame.pixelHeight
                if trace, stats.framesReused == 0 {
                    let share = stats.framePixels > 0 ? 100 * Double(stats.damagedPixels) / Double(stats.framePixels) : 0
                    let rects = frame.damage.map { "\($0.count) rect\($0.count == 1 ? "" : "s")" } ?? "whole frame"
                    var line = String(format: "scale %.0f frame %3d %@ %.2f ms (CPU %.2f ms): damaged %.1f %% (%@), %d band%@, %d page faults", scale, index,
                                      phase.rawValue, time, cpuNow - cpuLast, share, rects, stats.bands, stats.bands == 1 ? "" : "s", faults - faultsBefore)
                    if time > 1000.0 / 120 {
                        line += String(format: ", %d redraws, %d composited, %d hidden drawings skipped, %d holes, blurs %d computed (%d over the last frame) %d reused %d blended directly %d over kept pixels, %d gradients painted by row",
                                       stats.contentRedraws, stats.viewsComposited, stats.operationsOccluded, stats.operationHoles, stats.backdropBlursComputed,
                                       stats.backdropsOverLastFrame, stats.backdropBlursReused, stats.backdropsBlendedDirectly, stats.backdropsBehindKept,
                                       stats.gradientsPaintedByRow)
                    }
                    print(line)
                }
            }
            last = clock.now
            cpuLast = Self.processCPUMilliseconds()
        }
        var phases: [TodaySession.Phase: AppBenchmarkReport.Phase] = [:]
        for (phase, samples) in times where !samples.isEmpty {
            let sorted = samples.sorted()
            let p99 = sorted[Swift.min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
            let area = damaged[phase, default: (0, 0)]
            phases[phase] = AppBenchmarkReport.Phase(medianMilliseconds: sorted[sorted.count / 2], p99Milliseconds: p99, frames: sorted.count,
                                                     reusedFrames: reused[phase, default: 0],
                                                     damagedShare: area.total > 0 ? Double(area.composited) / Double(area.total) : 0)
        }
        return (phases, frames, cpu, firstFrame)
    }

    /// The CPU time every thread of the process has taken so far, in milliseconds (0 where
    /// unknown): a frame's share of it is what the frame takes when it has one core.
    static func processCPUMilliseconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }

    /// The minor page faults the process has taken so far (each a page of memory touched for
    /// the first time; about 1–2.5 µs each on this project's machines); 0 where unknown.
    static func pageFaults() -> Int {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Int(usage.ru_minflt)
    }

    /// The peak resident set size (VmHWM in /proc/self/status), in megabytes; 0 where unknown.
    static func peakMemoryMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kilobytes / 1024
    }
}
