import Foundation

extension Keyframes {
    /// The value at `progress` (0 at the start of the track, 1 at its end; clamped, NaN counts
    /// as 0).
    public func value(at progress: Double) -> Value {
        let count = values.count
        if count == 1 { return values[0] }
        let time = progress.isNaN ? 0 : Swift.min(1, Swift.max(0, progress))

        if calculationMode == .discrete {
            // keyTimes has count + 1 entries; value i holds on [keyTimes[i], keyTimes[i+1]).
            if time < keyTimes[0] { return values[0] }
            let index = Self.segment(containing: time, in: keyTimes)
            return values[Swift.min(index, count - 1)]
        }

        if time <= keyTimes[0] { return values[0] }
        if time >= keyTimes[count - 1] { return values[count - 1] }
        let segment = Self.segment(containing: time, in: keyTimes)
        let start = keyTimes[segment]
        var local = (time - start) / (keyTimes[segment + 1] - start)
        if !timingCurves.isEmpty { local = timingCurves[segment].value(at: local) }

        switch calculationMode {
        case .linear, .paced, .discrete:
            return values[segment].interpolated(to: values[segment + 1], amount: local)
        case .cubic, .cubicPaced:
            return Self.cubicValue(values: values, keyTimes: keyTimes, segment: segment, local: local)
        }
    }

    /// The index i of the last key time ≤ `time` (binary search; `times` increases).
    @inline(__always)
    static func segment(containing time: Double, in times: [Double]) -> Int {
        var low = 0
        var high = times.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle } else { high = middle }
        }
        return low
    }

    /// The Kochanek-Bartels spline (tension = continuity = bias = 0) on one segment, at local
    /// parameter 0...1, as an affine combination of the four neighbouring keys.
    ///
    /// The tangent at key i is `(Pᵢ₊₁ − Pᵢ₋₁)/2`; leaving key i it is scaled by
    /// `2Δᵢ/(Δᵢ₋₁ + Δᵢ)` and arriving at key i+1 by `2Δᵢ/(Δᵢ + Δᵢ₊₁)`, where Δ are the key-time
    /// gaps, so the curve's speed is continuous across unevenly timed keys. The end keys repeat
    /// themselves as their missing neighbours.
    @inline(__always)
    static func cubicValue(values: [Value], keyTimes: [Double], segment i: Int, local s: Double) -> Value {
        let count = values.count
        let before = Swift.max(i - 1, 0)
        let after = Swift.min(i + 2, count - 1)
        let gap = keyTimes[i + 1] - keyTimes[i]
        let gapBefore = i > 0 ? keyTimes[i] - keyTimes[i - 1] : gap
        let gapAfter = i + 2 < count ? keyTimes[i + 2] - keyTimes[i + 1] : gap
        let leaving = gap / (gapBefore + gap)  // (2Δᵢ/(Δᵢ₋₁+Δᵢ)) / 2
        let arriving = gap / (gap + gapAfter)  // (2Δᵢ/(Δᵢ+Δᵢ₊₁)) / 2
        let s2 = s * s
        let s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        return Value.affineCombination(
            (values[before], values[i], values[i + 1], values[after]),
            weights: (-h10 * leaving, h00 - h11 * arriving, h01 + h10 * leaving, h11 * arriving))
    }
}
