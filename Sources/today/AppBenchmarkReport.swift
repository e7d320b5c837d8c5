import Foundation

/// One run of `today bench app`: the machine it ran on, each scale's phases, the time to the
/// first frame and the peak resident memory. `--json` prints it; `--runs` reads it back from
/// each run's own process.
struct AppBenchmarkReport: Codable, Equatable {
    /// One phase of the session at one scale.
    struct Phase: Codable, Equatable {
        /// The median time to tick and render a frame, in milliseconds.
        var medianMilliseconds: Double
        /// The 99th percentile by nearest rank: the worst frame of a phase of at most 100
        /// frames, the second worst up to 200.
        var p99Milliseconds: Double
        /// Frames timed in the phase.
        var frames: Int
        /// Frames in which nothing changed, returned as they were.
        var reusedFrames: Int
        /// The share of the phase's pixels composited (the damage), 0…1.
        var damagedShare: Double

        enum CodingKeys: String, CodingKey {
            case medianMilliseconds = "median_ms"
            case p99Milliseconds = "p99_ms"
            case frames
            case reusedFrames = "reused_frames"
            case damagedShare = "damaged_share"
        }
    }

    /// One scale's phases, keyed by ``TodaySession/Phase``'s raw value, and every frame's time
    /// and CPU time.
    struct Scale: Codable, Equatable {
        /// The phases, keyed by name ("idle", "scrolling", …).
        var phases: [String: Phase]
        /// Each timed frame's time in milliseconds, in the order played: the first is the
        /// session's frame 1 (frame 0, the first rendered, is not timed). Runs of the same build
        /// play the same frames, so `--runs` can take each frame's median over the runs.
        var frameMilliseconds: [Double]
        /// Each timed frame's CPU time in milliseconds, in the same order: the time every
        /// thread of the process spent on it, on all cores together. It is about what the
        /// frame takes when the process has one core (wall time equals it then).
        var frameCPUMilliseconds: [Double]

        enum CodingKeys: String, CodingKey {
            case phases
            case frameMilliseconds = "frame_ms"
            case frameCPUMilliseconds = "frame_cpu_ms"
        }

        /// The scale with `phases`, each keyed by its name, and the frames' times and CPU times.
        init(_ phases: [TodaySession.Phase: Phase], frameMilliseconds: [Double] = [], frameCPUMilliseconds: [Double] = []) {
            self.init(phases: Dictionary(uniqueKeysWithValues: phases.map { ($0.key.rawValue, $0.value) }),
                      frameMilliseconds: frameMilliseconds, frameCPUMilliseconds: frameCPUMilliseconds)
        }

        /// The scale with `phases` keyed by name, and the frames' times and CPU times.
        init(phases: [String: Phase], frameMilliseconds: [Double] = [], frameCPUMilliseconds: [Double] = []) {
            self.phases = phases
            self.frameMilliseconds = frameMilliseconds
            self.frameCPUMilliseconds = frameCPUMilliseconds
        }

        /// A phase's figures (nil when the run had no frame in it).
        subscript(phase: TodaySession.Phase) -> Phase? { phases[phase.rawValue] }
    }

    /// The machine, measured at the start of the run.
    var machine: MachineDescription
    /// The session at scale 2.
    var scale2: Scale
    /// The session at scale 3.
    var scale3: Scale
    /// Building the app and rendering its first frame at scale 2, in milliseconds.
    var firstFrameMilliseconds: Double
    /// The run's peak resident memory, in megabytes.
    var peakMemoryMegabytes: Double

    enum CodingKeys: String, CodingKey {
        case machine, scale2, scale3
        case firstFrameMilliseconds = "first_frame_ms"
        case peakMemoryMegabytes = "peak_memory_mb"
    }

    /// The report as one line of JSON, keys sorted, times to the microsecond.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(rounded), as: UTF8.self)
    }

    /// Reads a report that ``json()`` wrote.
    static func decode(_ json: Data) throws -> AppBenchmarkReport {
        try JSONDecoder().decode(AppBenchmarkReport.self, from: json)
    }

    /// The report with times and shares to three decimals and the machine as its own JSON
    /// prints it.
    private var rounded: AppBenchmarkReport {
        func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        func rounded(_ scale: Scale) -> Scale {
            Scale(phases: scale.phases.mapValues { phase in
                Phase(medianMilliseconds: thousandths(phase.medianMilliseconds), p99Milliseconds: thousandths(phase.p99Milliseconds),
                      frames: phase.frames, reusedFrames: phase.reusedFrames, damagedShare: thousandths(phase.damagedShare))
            }, frameMilliseconds: scale.frameMilliseconds.map(thousandths), frameCPUMilliseconds: scale.frameCPUMilliseconds.map(thousandths))
        }
        return AppBenchmarkReport(machine: machine.rounded, scale2: rounded(scale2), scale3: rounded(scale3),
                                  firstFrameMilliseconds: thousandths(firstFrameMilliseconds),
                                  peakMemoryMegabytes: thousandths(peakMemoryMegabytes))
    }
}
