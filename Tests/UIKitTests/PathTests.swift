import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// Arcs, trimming and point-by-point blending of paths.
struct PathTests {
    private func endPoints(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { element in
            switch element {
            case .move(let point), .line(let point), .curve(let point, _, _): point
            case .close: nil
            }
        }
    }

    @MainActor @Test func aQuadraticCurveIsTheSameCubic() {
        var path = Path()
        path.addQuadCurve(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 30, y: 0), control: CGPoint(x: 15, y: 30))
        #expect(path.elements == [.curve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 20), control2: CGPoint(x: 20, y: 20))])
        // UIBezierPath and a Core Graphics context build it the same way, from their current point.
        let bezier = UIBezierPath()
        bezier.move(to: CGPoint(x: 0, y: 0))
        bezier.addQuadCurve(to: CGPoint(x: 30, y: 0), controlPoint: CGPoint(x: 15, y: 30))
        #expect(bezier.path.elements.last == path.elements.first)
    }

    @Test func arcsTurnTheWayUIKitSays() {
        var clockwise = Path()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // On screen, y down: clockwise from the right goes down.
        #expect(isClose(endPoints(clockwise).last ?? .zero, CGPoint(x: 0, y: 10), within: 1e-9))
        #expect(clockwise.elements.count == 2)  // the move and one quarter
        var counter = Path()
        counter.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(counter.elements.count == 4)  // three quarters the other way
        #expect(isClose(endPoints(counter)[1], CGPoint(x: 0, y: -10), within: 1e-9))
        var ring = Path()
        ring.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        #expect(ring.elements.count == 5)
        let circumference: Double = 2 * Double.pi * 40
        #expect(isClose(ring.length, circumference, within: circumference * 1e-3))  // cubic quarters: within 0.1 %
        var bad = Path()
        bad.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
        bad.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(bad.isEmpty)
    }

    @Test func trimmingKeepsThePartBetweenTwoFractionsOfTheLength() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        #expect(endPoints(line.trimmed(from: 0.25, to: 0.5)) == [CGPoint(x: 25, y: 0), CGPoint(x: 50, y: 0)])
        let square = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmed(from: 0, to: 1) == square)  // whole: still closed
        // Half the square from a quarter: down the right side and along the bottom, open.
        let half = square.trimmed(from: 0.25, to: 0.75)
        #expect(endPoints(half) == [CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)])
        #expect(!half.elements.contains(.close))
        // The closing line counts: the last quarter is the left side going up.
        #expect(endPoints(square.trimmed(from: 0.75, to: 1)) == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 0)])
        #expect(square.trimmed(from: 0.6, to: 0.4).isEmpty && square.trimmed(from: .nan, to: .nan).isEmpty)
    }

    @Test func aTrimmedCurveIsCutOnTheCurve() {
        var arc = Path()
        arc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let half = arc.trimmed(from: 0, to: 0.5)
        guard case .curve(let end, _, _) = half.elements.last else {
            Issue.record("not a curve: \(half.elements)")
            return
        }
        // Half way along a quarter circle: at 45°, within the cubic's own error.
        let diagonal: Double = 10 / 2.0.squareRoot()
        #expect(isClose(end, CGPoint(x: diagonal, y: diagonal), within: 0.01))
    }

    @Test func pathsOfTheSameElementsBlendPointByPoint() {
        let small = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let large = Path(rect: CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(small.interpolated(to: large, amount: 0.5) == Path(rect: CGRect(x: 0, y: 0, width: 20, height: 15)))
        let oval = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(small.interpolated(to: oval, amount: 0.5) == nil)
        #expect(small.pointDistance(to: small) == 0)
    }
}
