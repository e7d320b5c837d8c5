import Foundation

/// The two tiers of the suite, and the share of a long run this process takes.
///
/// `scripts/test` runs the everyday tier; `scripts/test --long` sets `TODAY_LONG_TESTS=1` and
/// the fuzz, soak and bad-input runs take their full length. The tests run on the main actor,
/// one at a time, so `scripts/test` runs two test processes at once, and the fuzzed sequences
/// are shared between them with `TODAY_TEST_SHARD=K/N` (this process takes the K-th of N runs
/// of seeds, counting from 0).
public enum TestTier {
    /// Whether the long tier is running.
    public static var isLong: Bool { ProcessInfo.processInfo.environment["TODAY_LONG_TESTS"] == "1" }

    /// `everyday` in the everyday tier, `long` in the long one.
    public static func count(everyday: Int, long: Int) -> Int { isLong ? long : everyday }

    /// This process's share of the seeds `0..<count`: all of them without `TODAY_TEST_SHARD`,
    /// else the K-th of N consecutive runs (together the N shares cover every seed once).
    public static func seeds(_ count: Int) -> Range<UInt64> {
        seeds(count, shard: ProcessInfo.processInfo.environment["TODAY_TEST_SHARD"])
    }

    /// The seeds of `0..<count` that `shard` ("K/N", or nil for all) takes.
    public static func seeds(_ count: Int, shard: String?) -> Range<UInt64> {
        let total = UInt64(Swift.max(0, count))
        guard let shard, !shard.isEmpty else { return 0..<total }
        let parts = shard.split(separator: "/").compactMap { UInt64($0) }
        guard parts.count == 2, parts[1] > 0, parts[0] < parts[1] else {
            preconditionFailure("TODAY_TEST_SHARD must be K/N with 0 ≤ K < N, got '\(shard)'")
        }
        return total * parts[0] / parts[1]..<total * (parts[0] + 1) / parts[1]
    }
}
