import Motion
import Testing
import TestSupport

/// The named curves, solved exactly. References: 50-digit bisection of the Bézier polynomials
/// (mpmath), independent of the solver under test.
struct TimingCurveTests {
    static let references: [(String, TimingCurve, [Double])] = [
        ("linear", .linear, [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]),
        ("easeIn", .easeIn, [0.01702661, 0.062282, 0.129576761, 0.214860939, 0.315356813, 0.429119769, 0.554814033, 0.691633933, 0.839427846]),
        ("easeOut", .easeOut, [0.160572154, 0.308366067, 0.445185967, 0.570880231, 0.684643187, 0.785139061, 0.870423239, 0.937718, 0.98297339]),
        ("easeInEaseOut", .easeInEaseOut, [0.019722454, 0.081659856, 0.187395907, 0.33188387, 0.5, 0.66811613, 0.812604093, 0.918340144, 0.980277546]),
        ("default", .default, [0.094796306, 0.295244334, 0.513315161, 0.682540506, 0.802403388, 0.88522931, 0.940764614, 0.975625356, 0.994316477]),
    ]

    @Test(arguments: 0..<5)
    func namedCurvesMatchTheExactSolutionWithin1e7(curveIndex: Int) {
        let (name, curve, expected) = Self.references[curveIndex]
        for (index, value) in expected.enumerated() {
            let x = Double(index + 1) / 10
            #expect(isClose(curve.value(at: x), value, within: 1e-7), "\(name) at \(x): \(curve.value(at: x)) vs \(value)")
        }
    }

    @Test func easeInEaseOutGivesTheExactPublishedValuesNotTheCoarseOnes() {
        let curve = TimingCurve.easeInEaseOut
        let exact = [0.019722, 0.081660, 0.187396, 0.331884, 0.5]
        for (index, value) in exact.enumerated() {
            #expect(isClose(curve.value(at: Double(index + 1) / 10), value, within: 5e-7))
        }
        // The coarse values some libraries publish are off by more than our tolerance.
        #expect(!isClose(curve.value(at: 0.1), 0.01965, within: 5e-5))
    }

    @Test func uiKitCurveOptionsMapToTheNamedCurves() {
        #expect(AnimationCurve.easeInOut.timingCurve == .easeInEaseOut)
        #expect(AnimationCurve.easeIn.timingCurve == .easeIn)
        #expect(AnimationCurve.easeOut.timingCurve == .easeOut)
        #expect(AnimationCurve.linear.timingCurve == .linear)
    }

    @Test func endpointsAndOutOfRangeTimesClamp() {
        for (_, curve, _) in Self.references {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -3) == 0)
            #expect(curve.value(at: 7) == 1)
            #expect(curve.value(at: .nan) == 0)
        }
    }

    @Test func velocityIsTheSlopeOfTheValue() {
        let curves: [TimingCurve] = [.easeIn, .easeOut, .easeInEaseOut, .default, TimingCurve(x1: 0.3, y1: 1.4, x2: 0.6, y2: -0.2)]
        for curve in curves {
            for x in stride(from: 0.05, through: 0.95, by: 0.1) {
                let step = 1e-6
                let slope = (curve.value(at: x + step) - curve.value(at: x - step)) / (2 * step)
                #expect(isClose(curve.velocity(at: x), slope, within: 1e-4), "\(curve) at \(x)")
            }
        }
    }

    @Test func overshootingCurvesLeaveZeroToOne() {
        let backOut = TimingCurve(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
        let peak = stride(from: 0.0, through: 1.0, by: 0.01).map { backOut.value(at: $0) }.max() ?? 0
        #expect(peak > 1.05)
    }

    @Test func badControlPointsClampAsDocumented() {
        let nan = TimingCurve(x1: .nan, y1: 0, x2: 1, y2: 1)
        #expect(nan == .linear)
        let infinite = TimingCurve(x1: 0, y1: .infinity, x2: 1, y2: 1)
        #expect(infinite == .linear)
        let wide = TimingCurve(x1: -2, y1: 0, x2: 5, y2: 1)
        #expect(wide.controlPoint1.x == 0)
        #expect(wide.controlPoint2.x == 1)
        // Still a function of time: monotonic x means every x has one answer.
        #expect(isClose(wide.value(at: 0.5), 0.5, within: 1e-7))
    }

    @Test func verticalTangentsStillSolve() {
        // Control x's at 0 and 1 make dx/ds vanish at the ends; bisection takes over.
        let steep = TimingCurve(x1: 0, y1: 1, x2: 1, y2: 0)
        for x in stride(from: 0.001, through: 0.999, by: 0.037) {
            let y = steep.value(at: x)
            #expect(y >= 0 && y <= 1)
        }
        #expect(isClose(steep.value(at: 0.5), 0.5, within: 1e-7))
    }
}
