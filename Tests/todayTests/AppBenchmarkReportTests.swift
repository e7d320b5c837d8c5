import Foundation
import Testing
@testable import today

/// `today bench app --json`'s report: what it prints is what `--runs` reads back.
struct AppBenchmarkReportTests {
    static let machine = MachineDescription(cores: 2, memoryCopyGigabytesPerSecond: 41.23456, referenceNanoseconds: 1_642_123.6)

    static func phase(median: Double, p99: Double, frames: Int = 80) -> AppBenchmarkReport.Phase {
        AppBenchmarkReport.Phase(medianMilliseconds: median, p99Milliseconds: p99, frames: frames, reusedFrames: 3, damagedShare: 0.4567)
    }

    @Test func aReportReadsBackAsItWasPrintedToTheMicrosecond() throws {
        let report = AppBenchmarkReport(
            machine: Self.machine,
            scale2: .init(phases: ["opening": Self.phase(median: 1.0004, p99: 2.71828)]),
            scale3: .init(phases: ["opening": Self.phase(median: 1.9, p99: 5.4321), "closing": Self.phase(median: 2.0, p99: 8.3339)],
                          frameMilliseconds: [0.21049, 8.3339, 1.0], frameCPUMilliseconds: [0.30051, 12.0004, 1.5]),
            firstFrameMilliseconds: 44.44449, peakMemoryMegabytes: 120.5)
        let printed = try report.json()
        #expect(!printed.contains("\n"))
        let read = try AppBenchmarkReport.decode(Data(printed.utf8))
        #expect(read.machine == MachineDescription(cores: 2, memoryCopyGigabytesPerSecond: 41.23, referenceNanoseconds: 1_642_124))
        #expect(read.scale2[.opening] == AppBenchmarkReport.Phase(medianMilliseconds: 1.0, p99Milliseconds: 2.718, frames: 80,
                                                                    reusedFrames: 3, damagedShare: 0.457))
        #expect(read.scale3[.closing]?.p99Milliseconds == 8.334)
        #expect(read.scale3[.scrolling] == nil)
        #expect(read.scale3.frameMilliseconds == [0.21, 8.334, 1.0])
        #expect(read.scale3.frameCPUMilliseconds == [0.301, 12.0, 1.5])
        #expect(read.scale2.frameMilliseconds.isEmpty && read.scale2.frameCPUMilliseconds.isEmpty)
        #expect(read.firstFrameMilliseconds == 44.444)
        #expect(read.peakMemoryMegabytes == 120.5)
        // Read back and printed again, nothing moves.
        #expect(try read.json() == printed)
    }

    @Test func theKeysAreTheDocumentedOnes() throws {
        let printed = try AppBenchmarkReport(machine: Self.machine, scale2: .init(phases: ["idle": Self.phase(median: 0.1, p99: 0.2)],
                                                                                   frameMilliseconds: [0.1, 0.2], frameCPUMilliseconds: [0.15, 0.3]),
                                             scale3: .init(phases: [:]), firstFrameMilliseconds: 40, peakMemoryMegabytes: 121).json()
        #expect(printed == #"{"first_frame_ms":40,"machine":{"cores":2,"memory_copy_gb_s":41.23,"reference_ns":1642124},"#
                + #""peak_memory_mb":121,"scale2":{"frame_cpu_ms":[0.15,0.3],"frame_ms":[0.1,0.2],"phases":{"idle":{"damaged_share":0.457,"frames":80,"#
                + #""median_ms":0.1,"p99_ms":0.2,"reused_frames":3}}},"scale3":{"frame_cpu_ms":[],"frame_ms":[],"phases":{}}}"#)
    }

    @Test func theMachineLineOfEveryBenchmarkReadsAsTheReportsMachine() throws {
        // Other benchmarks print `MachineDescription.json` by hand: its keys must be the report's.
        let read = try JSONDecoder().decode(MachineDescription.self, from: Data(Self.machine.json.utf8))
        #expect(read == Self.machine.rounded)
    }

    @Test func aMalformedOrIncompleteReportIsAnError() {
        #expect(throws: DecodingError.self) { try AppBenchmarkReport.decode(Data("{}".utf8)) }
        #expect(throws: (any Error).self) { try AppBenchmarkReport.decode(Data("frame copy 40 GB/s".utf8)) }
    }
}
