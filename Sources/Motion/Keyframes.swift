import Foundation

/// A keyframe track: values at key times, and how to get from one to the next
/// (`CAKeyframeAnimation`'s `values`, `keyTimes`, `calculationMode` and `timingFunctions`).
///
/// Progress runs from 0 to 1 over the track; ``value(at:)`` clamps it. Before the first key time
/// the first value holds, after the last key time the last.
public struct Keyframes<Value: Interpolatable>: Sendable {
    /// How values between keys are computed (`CAAnimationCalculationMode`).
    public enum CalculationMode: String, CaseIterable, Hashable, Sendable {
        /// Straight lines between keys, at the given key times.
        case linear
        /// Each value holds until the next key time: no interpolation. Takes one more key time
        /// than values (the end of the last value), or as many (the last value holds to 1).
        case discrete
        /// Straight lines, with key times computed so the speed is constant (given key times and
        /// timing curves are ignored).
        case paced
        /// A smooth Catmull-Rom spline through the keys: the Kochanek-Bartels form with tension,
        /// continuity and bias 0, its tangents scaled for uneven key times.
        case cubic
        /// The cubic spline, with key times proportional to the arc length of its segments.
        case cubicPaced
    }

    /// The values, one per key.
    public let values: [Value]
    /// The key times in use: as given, spaced evenly when none were given, or computed for the
    /// paced modes. For ``CalculationMode/discrete`` there is one more than values.
    public let keyTimes: [Double]
    /// The calculation mode.
    public let calculationMode: CalculationMode
    /// Per-segment timing curves (one per gap between keys), or empty for linear timing.
    public let timingCurves: [TimingCurve]

    /// A keyframe track.
    ///
    /// - Parameters:
    ///   - values: At least one value.
    ///   - keyTimes: Increasing times in 0...1, one per value (one more for discrete, or one per
    ///     value); nil spaces the keys evenly. Ignored by the paced modes.
    ///   - calculationMode: How to go between keys.
    ///   - timingCurves: nil, or one curve per segment (values − 1), easing each segment.
    ///     Ignored by the paced and discrete modes.
    /// - Throws: ``KeyframesError`` naming the offending entry, for an empty track, key times of
    ///   the wrong count, out of 0...1 or not increasing, or timing curves of the wrong count.
    public init(
        values: [Value],
        keyTimes: [Double]? = nil,
        calculationMode: CalculationMode = .linear,
        timingCurves: [TimingCurve]? = nil
    ) throws(KeyframesError) {
        guard !values.isEmpty else { throw .noValues }
        let count = values.count
        if let keyTimes, calculationMode != .paced, calculationMode != .cubicPaced {
            switch calculationMode {
            case .discrete:
                guard keyTimes.count == count || keyTimes.count == count + 1 else {
                    throw .keyTimeCount(expected: "\(count) or \(count + 1)", actual: keyTimes.count)
                }
            default:
                guard keyTimes.count == count else {
                    throw .keyTimeCount(expected: "\(count)", actual: keyTimes.count)
                }
            }
            for (index, time) in keyTimes.enumerated() {
                guard time >= 0, time <= 1 else { throw .keyTimeOutOfRange(index: index, value: time) }
                if index > 0, time <= keyTimes[index - 1] {
                    throw .keyTimesNotIncreasing(index: index, previous: keyTimes[index - 1], value: time)
                }
            }
        }
        if let timingCurves, !timingCurves.isEmpty, calculationMode == .linear || calculationMode == .cubic {
            guard timingCurves.count == Swift.max(0, count - 1) else {
                throw .timingCurveCount(expected: Swift.max(0, count - 1), actual: timingCurves.count)
            }
        }

        self.values = values
        self.calculationMode = calculationMode
        self.timingCurves =
            (calculationMode == .linear || calculationMode == .cubic) ? (timingCurves ?? []) : []
        switch calculationMode {
        case .linear, .cubic:
            self.keyTimes = keyTimes ?? Self.evenKeyTimes(count: count, segments: count - 1)
        case .discrete:
            if let keyTimes {
                self.keyTimes = keyTimes.count == count ? keyTimes + [1] : keyTimes
            } else {
                self.keyTimes = Self.evenKeyTimes(count: count + 1, segments: count)
            }
        case .paced:
            self.keyTimes = Self.pacedKeyTimes(values: values)
        case .cubicPaced:
            self.keyTimes = Self.cubicPacedKeyTimes(values: values)
        }
    }

    /// `count` key times spread evenly over `segments` gaps.
    static func evenKeyTimes(count: Int, segments: Int) -> [Double] {
        guard segments > 0 else { return Array(repeating: 0, count: count) }
        return (0..<count).map { Double($0) / Double(segments) }
    }

    /// Key times proportional to the cumulative distance between values.
    static func pacedKeyTimes(values: [Value]) -> [Double] {
        var lengths: [Double] = []
        for index in values.indices.dropFirst() {
            lengths.append(values[index - 1].animationDistance(to: values[index]))
        }
        return keyTimes(fromLengths: lengths)
    }

    /// Key times proportional to the arc lengths of the cubic segments (measured on the cubic
    /// spline through chord-length key times, by 32 chords a segment).
    static func cubicPacedKeyTimes(values: [Value]) -> [Double] {
        let chordTimes = pacedKeyTimes(values: values)
        guard values.count > 1 else { return chordTimes }
        var lengths: [Double] = []
        for segment in 0..<(values.count - 1) {
            var length = 0.0
            var previous = values[segment]
            for step in 1...32 {
                let point = cubicValue(values: values, keyTimes: chordTimes, segment: segment, local: Double(step) / 32)
                length += previous.animationDistance(to: point)
                previous = point
            }
            lengths.append(length)
        }
        return keyTimes(fromLengths: lengths)
    }

    /// Cumulative key times from segment lengths; all-zero lengths space the keys evenly.
    static func keyTimes(fromLengths lengths: [Double]) -> [Double] {
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return evenKeyTimes(count: lengths.count + 1, segments: lengths.count) }
        var times = [0.0]
        var running = 0.0
        for length in lengths {
            running += length
            times.append(running / total)
        }
        times[times.count - 1] = 1
        return times
    }
}
