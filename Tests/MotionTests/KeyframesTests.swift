import Motion
import Testing
import TestSupport

struct KeyframesTests {
    static let values: [Double] = [0, 120, 80, 200, 190]
    static let unevenTimes: [Double] = [0, 0.1, 0.45, 0.5, 1]

    @Test(arguments: [Keyframes<Double>.CalculationMode.linear, .cubic])
    func passesThroughEveryKeyAtItsTime(mode: Keyframes<Double>.CalculationMode) throws {
        let track = try Keyframes(values: Self.values, keyTimes: Self.unevenTimes, calculationMode: mode)
        for (time, value) in zip(Self.unevenTimes, Self.values) {
            #expect(isClose(track.value(at: time), value, within: 1e-9), "\(mode) at \(time)")
        }
    }

    @Test(arguments: [Keyframes<Double>.CalculationMode.paced, .cubicPaced])
    func pacedModesPassThroughEveryKeyAtTheirComputedTimes(mode: Keyframes<Double>.CalculationMode) throws {
        let track = try Keyframes(values: Self.values, keyTimes: [0, 0.9, 0.95, 0.97, 1], calculationMode: mode)
        #expect(track.keyTimes.first == 0 && track.keyTimes.last == 1)
        #expect(track.keyTimes != [0, 0.9, 0.95, 0.97, 1])  // given times are ignored
        for (time, value) in zip(track.keyTimes, Self.values) {
            #expect(isClose(track.value(at: time), value, within: 1e-9))
        }
    }

    @Test func linearInterpolatesAndEvenSpacingIsTheDefault() throws {
        let track = try Keyframes(values: [0.0, 10, 30])
        #expect(track.keyTimes == [0, 0.5, 1])
        #expect(isClose(track.value(at: 0.25), 5, within: 1e-12))
        #expect(isClose(track.value(at: 0.75), 20, within: 1e-12))
    }

    @Test func discreteHoldsEachValue() throws {
        let even = try Keyframes(values: [1.0, 2, 3, 4], calculationMode: .discrete)
        #expect(even.keyTimes == [0, 0.25, 0.5, 0.75, 1])
        #expect(even.value(at: 0.24) == 1)
        #expect(even.value(at: 0.25) == 2)
        #expect(even.value(at: 0.99) == 4)
        #expect(even.value(at: 1) == 4)
        // As many key times as values: the last value holds to the end.
        let timed = try Keyframes(values: [1.0, 2, 3], keyTimes: [0, 0.8, 0.9], calculationMode: .discrete)
        #expect(timed.value(at: 0.79) == 1)
        #expect(timed.value(at: 0.85) == 2)
        #expect(timed.value(at: 0.95) == 3)
    }

    @Test func pacedSpacesKeysByDistance() throws {
        let track = try Keyframes(values: [0.0, 10, 30], calculationMode: .paced)
        #expect(isClose(track.keyTimes[1], 1.0 / 3, within: 1e-12))
        // Constant speed: equal time steps cover equal distances.
        #expect(isClose(track.value(at: 0.5), 15, within: 1e-9))
        let still = try Keyframes(values: [5.0, 5, 5], calculationMode: .paced)
        #expect(still.keyTimes == [0, 0.5, 1])
    }

    @Test func cubicReproducesAStraightLineBetweenInteriorKeys() throws {
        let track = try Keyframes(values: [0.0, 1, 2, 3, 4], calculationMode: .cubic)
        for time in stride(from: 0.25, through: 0.75, by: 0.01) {
            #expect(isClose(track.value(at: time), time * 4, within: 1e-12))
        }
    }

    @Test func cubicHasContinuousSpeedAcrossUnevenKeys() throws {
        let track = try Keyframes(values: Self.values, keyTimes: Self.unevenTimes, calculationMode: .cubic)
        let step = 1e-7
        for key in 1..<(Self.values.count - 1) {
            let time = Self.unevenTimes[key]
            let before = (track.value(at: time) - track.value(at: time - step)) / step
            let after = (track.value(at: time + step) - track.value(at: time)) / step
            let scale = Swift.max(1, Swift.abs(before))
            #expect(isClose(before / scale, after / scale, within: 1e-3), "key \(key): \(before) vs \(after)")
        }
        // And it is not the linear track.
        let linear = try Keyframes(values: Self.values, keyTimes: Self.unevenTimes)
        #expect(!isClose(track.value(at: 0.3), linear.value(at: 0.3), within: 1))
    }

    @Test func cubicMatchesTheKochanekBartelsFormulaByHand() throws {
        // Keys 0, 10, 0 at 0, 0.25, 1. Segment 0 at s = 0.5: tangents
        // m0 = ½(10 − 0)·2·0.25/(0.25 + 0.25) = 5 (the first key repeats itself, Δ₋₁ = Δ₀),
        // m1 = ½(0 − 0)·… = 0. Hermite at ½: ½·0 + ⅛·5 + ½·10 − ⅛·0 = 5.625.
        let track = try Keyframes(values: [0.0, 10, 0], keyTimes: [0, 0.25, 1], calculationMode: .cubic)
        #expect(isClose(track.value(at: 0.125), 5.625, within: 1e-12))
    }

    @Test func perSegmentTimingCurvesEaseEachSegment() throws {
        let track = try Keyframes(values: [0.0, 100, 200], timingCurves: [.easeIn, .linear])
        #expect(isClose(track.value(at: 0.25), 100 * TimingCurve.easeIn.value(at: 0.5), within: 1e-9))
        #expect(isClose(track.value(at: 0.75), 150, within: 1e-9))
    }

    @Test(arguments: [Keyframes<Double>.CalculationMode.linear, .cubic])
    func transformsKeyframeAsRotationsOfTheirAngle(mode: Keyframes<Double>.CalculationMode) throws {
        // A perspective flip through −90° to −180°, keyed at uneven times: the transform track
        // must equal the transform of the angle track at every time, in both modes.
        let perspective = CATransform3D.perspective(distance: 500)
        func flip(_ angle: Double) -> CATransform3D {
            CATransform3D(rotationAngle: angle, x: 0, y: 1, z: 0).concatenating(perspective)
        }
        let angles = [0.0, -.pi / 2, -.pi * 0.9, -.pi * 0.95]
        let times = [0, 0.3, 0.8, 1.0]
        let transformMode = Keyframes<CATransform3D>.CalculationMode(rawValue: mode.rawValue)!
        let track = try Keyframes(values: angles.map(flip), keyTimes: times, calculationMode: transformMode)
        let angleTrack = try Keyframes(values: angles, keyTimes: times, calculationMode: mode)
        for time in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(isClose(track.value(at: time), flip(angleTrack.value(at: time)), within: 1e-9), "\(mode) at \(time)")
        }
        // Linear: a quarter of the way to −90° is a rotation by −45°, not a matrix blend.
        if mode == .linear {
            #expect(isClose(track.value(at: 0.15), flip(-.pi / 4), within: 1e-9))
        }
    }

    @Test func badInputThrowsWithAMessage() {
        #expect(throws: KeyframesError.noValues) { try Keyframes<Double>(values: []) }
        #expect(throws: KeyframesError.keyTimeCount(expected: "3", actual: 2)) {
            try Keyframes(values: [0.0, 1, 2], keyTimes: [0, 1])
        }
        #expect(throws: KeyframesError.keyTimeOutOfRange(index: 2, value: 1.5)) {
            try Keyframes(values: [0.0, 1, 2], keyTimes: [0, 0.5, 1.5])
        }
        #expect(throws: KeyframesError.keyTimesNotIncreasing(index: 2, previous: 0.6, value: 0.4)) {
            try Keyframes(values: [0.0, 1, 2, 3], keyTimes: [0, 0.6, 0.4, 1], calculationMode: .cubic)
        }
        #expect(throws: KeyframesError.keyTimesNotIncreasing(index: 2, previous: 0.5, value: 0.5)) {
            try Keyframes(values: [0.0, 1, 2, 3], keyTimes: [0, 0.5, 0.5, 1])
        }
        #expect(throws: KeyframesError.timingCurveCount(expected: 2, actual: 1)) {
            try Keyframes(values: [0.0, 1, 2], timingCurves: [.easeIn])
        }
        do {
            _ = try Keyframes(values: [0.0, 1], keyTimes: [0, .nan])
            Issue.record("NaN key time accepted")
        } catch {
            #expect(error.description.contains("key time 1 is nan"))
            #expect(error.description.contains("0...1"))
        }
        #expect(KeyframesError.keyTimesNotIncreasing(index: 2, previous: 0.6, value: 0.4).description
            == "key time 2 is 0.4, not after key time 1 (0.6); key times must increase")
    }

    @Test func progressClampsAndOneValueIsConstant() throws {
        let single = try Keyframes(values: [7.0])
        #expect(single.value(at: 0.4) == 7)
        let track = try Keyframes(values: [0.0, 1])
        #expect(track.value(at: -1) == 0)
        #expect(track.value(at: 2) == 1)
        #expect(track.value(at: .nan) == 0)
    }
}
