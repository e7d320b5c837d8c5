import Foundation

/// Why a ``Keyframes`` track could not be built. Each case describes the problem in words
/// (``description``) that name the offending index and value.
public enum KeyframesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The track has no values.
    case noValues
    /// The number of key times does not fit the number of values.
    case keyTimeCount(expected: String, actual: Int)
    /// A key time is NaN or outside 0...1.
    case keyTimeOutOfRange(index: Int, value: Double)
    /// A key time is not greater than the one before it.
    case keyTimesNotIncreasing(index: Int, previous: Double, value: Double)
    /// The number of per-segment timing curves does not fit the number of segments.
    case timingCurveCount(expected: Int, actual: Int)

    /// A sentence that explains the problem.
    public var description: String {
        switch self {
        case .noValues:
            "keyframes need at least one value"
        case .keyTimeCount(let expected, let actual):
            "keyframes need \(expected) key times, got \(actual)"
        case .keyTimeOutOfRange(let index, let value):
            "key time \(index) is \(value); key times must be in 0...1"
        case .keyTimesNotIncreasing(let index, let previous, let value):
            "key time \(index) is \(value), not after key time \(index - 1) (\(previous)); key times must increase"
        case .timingCurveCount(let expected, let actual):
            "keyframes with these values need \(expected) timing curves (one per segment), got \(actual)"
        }
    }
}
