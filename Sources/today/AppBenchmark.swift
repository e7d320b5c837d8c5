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

    @Flag(help: "Print every composited frame with its phase, time, damaged area (the share of the frame composited, in how many rectangles) and the page faults it took (new memory touched); for frames over 8.33 ms also the content redraws and blur work.")
    var trace = false

    @Flag(help: "Composite every frame, even one in which nothing changed (the renderer otherwise returns the previous frame).")
    var compositeEveryFrame = false

    @Flag(help: "Composite a changed frame whole instead of only its damage (unchanged frames are still reused), to measure what the damage saves.")
    var noDamage = false

    @Option(help: "Bands to composite a frame in, each on its own thread (default: the active cores, at most four; 1: on one thread).")
    var bands: Int?

    @Flag(help: "Print {\"scale2\": {\"phases\": {\"opening\": {\"median_ms\", \"p99_ms\"}, …}}, \"scale3\": …, \"first_frame_ms\", \"peak_memory_mb\"}.")
    var json = false

    struct PhaseTimes {
        var median: Double
        var p99: Double
        var count: Int
        /// Frames in which nothing changed, returned as they were.
        var reused: Int
        /// The share of the phase's pixels composited (the damage), 0…1.
        var damaged: Double
    }

    func run() throws {
        let machine = MachineDescription.measure()
        var firstFrame = 0.0
        let results: [(scale: Int, phases: [TodaySession.Phase: PhaseTimes])] = try MainActor.assumeIsolated {
            try [2, 3].map { scale in
                let measured = try Self.measure(scale: Double(scale), trace: trace, reusesFrames: !compositeEveryFrame, damage: !noDamage, bands: bands)
                if scale == 2 { firstFrame = measured.firstFrame }
                return (scale, measured.phases)
            }
        }
        let peak = Self.peakMemoryMegabytes()
        if json {
            let scales = results.map { result in
                let phases = TodaySession.Phase.allCases.compactMap { phase -> String? in
                    guard let times = result.phases[phase] else { return nil }
                    return "\"\(phase.rawValue)\": {\"median_ms\": \(RenderBenchmark.format(times.median)), \"p99_ms\": \(RenderBenchmark.format(times.p99)), \"reused_frames\": \(times.reused), \"damaged_share\": \(RenderBenchmark.format(times.damaged))}"
                }
                return "\"scale\(result.scale)\": {\"phases\": {\(phases.joined(separator: ", "))}}"
            }
            print("{\"machine\": \(machine.json), " + scales.joined(separator: ", ") + ", \"first_frame_ms\": \(RenderBenchmark.format(firstFrame)), \"peak_memory_mb\": \(RenderBenchmark.format(peak))}")
            return
        }
        print(machine.summary)
        print("phase       frames  reused  damaged  scale 2 median  p99 (≤ 8.33)  scale 3 median  p99 (≤ 16.7)")
        for phase in TodaySession.Phase.allCases {
            guard let two = results[0].phases[phase], let three = results[1].phases[phase] else { continue }
            let name = phase.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            print(name + String(format: "  %6d  %6d  %6.1f%%  %14.2f  %12.2f  %14.2f  %12.2f", two.count, two.reused, 100 * two.damaged,
                                two.median, two.p99, three.median, three.p99))
        }
        print(String(format: "first frame %.1f ms (≤ 300), peak memory %.0f MB (≤ 200)", firstFrame, peak))
    }

    @MainActor
    static func measure(scale: Double, trace: Bool = false, reusesFrames: Bool = true, damage: Bool = true, bands: Int? = nil) throws -> (phases: [TodaySession.Phase: PhaseTimes], firstFrame: Double) {
        let clock = ContinuousClock()
        var host: HeadlessHost?
        let firstFrame = try clock.measure {
            let created = HeadlessHost(size: CGSize(width: 390, height: 844), scale: scale)
            let app = TodayAppController(library: try StoriesLibrary.defaultLibrary(), date: Scene.referenceDate)
            created.window.rootViewController = app
            created.render()
            host = created
        }.milliseconds
        guard let host else { return ([:], firstFrame) }
        host.renderer.reusesUnchangedFrames = reusesFrames
        host.renderer.compositesDamageOnly = damage
        if let bands { host.renderer.compositingBands = Swift.max(1, Swift.min(16, bands)) }
        var times: [TodaySession.Phase: [Double]] = [:]
        var reused: [TodaySession.Phase: Int] = [:]
        var damaged: [TodaySession.Phase: (composited: Int, total: Int)] = [:]
        var progress = ProgressLine(String(format: "bench app, scale %.0f", scale), unit: "frames",
                                    total: Int((TodaySession.script.duration / host.frameDuration).rounded()) + 1,
                                    shown: !trace && isatty(STDERR_FILENO) != 0)
        defer { progress.finish() }
        var last = clock.now
        // Page faults are read for the trace only.
        var faultsBefore = trace ? Self.pageFaults() : 0
        host.play(TodaySession.script) { frame, index in
            let now = clock.now
            let faults = trace ? Self.pageFaults() : 0
            defer { faultsBefore = faults }
            progress.update(index + 1)
            if index > 0 {
                let phase = TodaySession.phase(at: Double(index) * host.frameDuration)
                let time = (now - last).milliseconds
                times[phase, default: []].append(time)
                let stats = host.renderer.statistics
                reused[phase, default: 0] += stats.framesReused
                damaged[phase, default: (0, 0)].composited += stats.damagedPixels
                damaged[phase, default: (0, 0)].total += frame.pixelWidth * frame.pixelHeight
                if trace, stats.framesReused == 0 {
                    let share = stats.framePixels > 0 ? 100 * Double(stats.damagedPixels) / Double(stats.framePixels) : 0
                    let rects = frame.damage.map { "\($0.count) rect\($0.count == 1 ? "" : "s")" } ?? "whole frame"
                    var line = String(format: "scale %.0f frame %3d %@ %.2f ms: damaged %.1f %% (%@), %d band%@, %d page faults", scale, index, phase.rawValue,
                                      time, share, rects, stats.bands, stats.bands == 1 ? "" : "s", faults - faultsBefore)
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
        }
        var phases: [TodaySession.Phase: PhaseTimes] = [:]
        for (phase, samples) in times where !samples.isEmpty {
            let sorted = samples.sorted()
            let p99 = sorted[Swift.min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
            let area = damaged[phase, default: (0, 0)]
            phases[phase] = PhaseTimes(median: sorted[sorted.count / 2], p99: p99, count: sorted.count,
                                         reused: reused[phase, default: 0],
                                         damaged: area.total > 0 ? Double(area.composited) / Double(area.total) : 0)
        }
        return (phases, firstFrame)
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
