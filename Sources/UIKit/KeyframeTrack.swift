import Motion

/// The values of a `CAKeyframeAnimation` over its progress: reached at their key times, moved
/// between linearly (each segment paced by its curve) or held (discrete).
struct KeyframeTrack {
    /// The values, one per key.
    let values: [AnimatedValue]
    /// When each is reached, 0…1, rising.
    let keyTimes: [Double]
    /// The pacing of each segment (linear where missing).
    let curves: [TimingCurve]
    /// Whether each value holds until the next key.
    let discrete: Bool

    /// A track; key times that are missing, of another count than the values (for discrete
    /// tracks, one more than the values is Core Animation's form and also taken), or not rising
    /// within 0…1 are spaced evenly instead: a discrete track then shows each value for an
    /// equal share of the time.
    init(values: [AnimatedValue], keyTimes: [Double]?, curves: [TimingCurve]?, discrete: Bool) {
        self.values = values
        let intervals = discrete ? values.count : values.count - 1
        let even = intervals > 0 ? values.indices.map { Double($0) / Double(intervals) } : [0]
        if let keyTimes, keyTimes.count == values.count || (discrete && keyTimes.count == values.count + 1),
           keyTimes.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }), zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) {
            self.keyTimes = Array(keyTimes.prefix(values.count))
        } else {
            self.keyTimes = even
        }
        self.curves = curves ?? []
        self.discrete = discrete
    }

    /// The value at a progress (0…1; outside, the first or last value).
    func value(at progress: Double) -> AnimatedValue {
        guard values.count > 1, progress > keyTimes[0] else { return values[0] }
        guard let next = keyTimes.firstIndex(where: { $0 > progress }) else { return values[values.count - 1] }
        let index = next - 1
        if discrete { return values[index] }
        let span = keyTimes[next] - keyTimes[index]
        let fraction = span > 0 ? (progress - keyTimes[index]) / span : 1
        let paced = index < curves.count ? curves[index].value(at: fraction) : fraction
        return values[index].interpolated(to: values[next], amount: paced)
    }
}
