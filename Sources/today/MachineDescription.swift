import Foundation

/// The machine a benchmark ran on, measured in the same run so that figures from different
/// machines can be read side by side: cores, the speed of a full-frame memory copy (scale 2,
/// 780 × 1688 × 4 bytes) and a fixed single-core reference workload.
struct MachineDescription: Codable, Equatable {
    /// Processors the system reports active.
    var cores: Int
    /// Gigabytes per second copying one scale-2 frame (median of 15).
    var memoryCopyGigabytesPerSecond: Double
    /// Nanoseconds for the reference workload: 1,000,000 steps of a dependent integer hash
    /// (median of 9), which depends on the core's speed alone.
    var referenceNanoseconds: Double

    /// Measures this machine (about 50 ms).
    static func measure() -> MachineDescription {
        let clock = ContinuousClock()
        let bytes = 780 * 1688 * 4
        let source = [UInt8](repeating: 7, count: bytes)
        var destination = [UInt8](repeating: 0, count: bytes)
        var copies: [Double] = []
        for _ in 0..<15 {
            copies.append(clock.measure {
                destination.withUnsafeMutableBytes { target in source.withUnsafeBytes { target.copyMemory(from: $0) } }
            }.milliseconds)
        }
        var references: [Double] = []
        var state: UInt64 = 1
        for _ in 0..<9 {
            references.append(clock.measure {
                for _ in 0..<1_000_000 { state = (state ^ (state >> 29)) &* 0xBF58_476D_1CE4_E5B9 &+ 1 }
            }.milliseconds * 1e6)
        }
        if state == 0 || destination[bytes / 2] == 0 { print("") }  // keeps the work observable
        copies.sort()
        references.sort()
        let copy = copies[copies.count / 2]
        return MachineDescription(cores: ProcessInfo.processInfo.activeProcessorCount,
                                  memoryCopyGigabytesPerSecond: Double(bytes) / (copy / 1000) / 1e9,
                                  referenceNanoseconds: references[references.count / 2])
    }

    /// One line for a table's heading.
    var summary: String {
        String(format: "machine: %d cores, frame copy %.1f GB/s, reference workload %.2f ms", cores,
               memoryCopyGigabytesPerSecond, referenceNanoseconds / 1e6)
    }

    /// The keys of ``json``, which every benchmark's `--json` prints.
    enum CodingKeys: String, CodingKey {
        case cores
        case memoryCopyGigabytesPerSecond = "memory_copy_gb_s"
        case referenceNanoseconds = "reference_ns"
    }

    /// The figures as ``json`` prints them: the copy speed to two decimals, the reference
    /// workload to the nanosecond.
    var rounded: MachineDescription {
        MachineDescription(cores: cores, memoryCopyGigabytesPerSecond: (memoryCopyGigabytesPerSecond * 100).rounded() / 100,
                           referenceNanoseconds: referenceNanoseconds.rounded())
    }

    /// A JSON object.
    var json: String {
        String(format: "{\"cores\": %d, \"memory_copy_gb_s\": %.2f, \"reference_ns\": %.0f}", cores,
               memoryCopyGigabytesPerSecond, referenceNanoseconds)
    }
}
