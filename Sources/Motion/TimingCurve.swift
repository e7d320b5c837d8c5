import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points
/// (`CAMediaTimingFunction`, CSS `cubic-bezier()`): it maps the fraction of time elapsed, x, to
/// the fraction of the change applied, y.
///
/// ``value(at:)`` solves the curve's x polynomial for its parameter by Newton's method, falling
/// back to bisection where the slope is too flat for Newton, until x is within 1e-9 (the issue
/// asks for 1e-7); it then evaluates y. The named curves therefore give exact values, e.g.
/// ``easeInEaseOut`` at 0.1 is 0.019722 (coarser solvers publish 0.01965).
///
/// Control-point x coordinates are clamped to 0...1 so the curve stays a function of time;
/// y coordinates are free (a y outside 0...1 overshoots). A non-finite coordinate makes the
/// curve ``linear`` (a documented clamp, not a crash).
public struct TimingCurve: Hashable, Sendable, CustomStringConvertible {
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
    @usableFromInline let ax: Double
    @usableFromInline let bx: Double
    @usableFromInline let cx: Double
    @usableFromInline let ay: Double
    @usableFromInline let by: Double
    @usableFromInline let cy: Double

    /// A curve through the control points `(x1, y1)` and `(x2, y2)`.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let finite = x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite
        let x1 = finite ? Swift.min(1, Swift.max(0, x1)) : 0
        let y1 = finite ? y1 : 0
        let x2 = finite ? Swift.min(1, Swift.max(0, x2)) : 1
        let y2 = finite ? y2 : 1
        controlPoint1 = CGPoint(x: x1, y: y1)
        controlPoint2 = CGPoint(x: x2, y: y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// A curve through two control points.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        self.init(x1: controlPoint1.x, y1: controlPoint1.y, x2: controlPoint2.x, y2: controlPoint2.y)
    }

    /// Constant speed: (0, 0, 1, 1).
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Slow start: (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Slow end: (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Slow start and end: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's default for implicit animations: (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The curve's x at parameter s.
    @inlinable
    func x(atParameter s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

    /// The curve's y at parameter s.
    @inlinable
    func y(atParameter s: Double) -> Double { ((ay * s + by) * s + cy) * s }

    /// dx/ds at parameter s.
    @inlinable
    func xDerivative(atParameter s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// dy/ds at parameter s.
    @inlinable
    func yDerivative(atParameter s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The parameter s at which the curve's x equals `x` (x in 0...1).
    @inlinable
    func parameter(forX x: Double) -> Double {
        let tolerance = 1e-9
        // Newton's method from s = x: converges in two or three steps almost everywhere.
        var s = x
        for _ in 0..<8 {
            let error = self.x(atParameter: s) - x
            if Swift.abs(error) < tolerance { return s }
            let slope = xDerivative(atParameter: s)
            if Swift.abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        // Bisection: x(s) is monotonic on 0...1 because the control x's are in 0...1.
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let value = self.x(atParameter: s)
            if Swift.abs(value - x) < tolerance { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// The progress y at time fraction x. x is clamped to 0...1; NaN counts as 0.
    @inlinable
    public func value(at x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        return y(atParameter: parameter(forX: x))
    }

    /// The slope dy/dx at time fraction x: progress per unit of time fraction. Divide by an
    /// animation's duration for progress per second.
    @inlinable
    public func velocity(at x: Double) -> Double {
        let clamped = x.isNaN ? 0 : Swift.min(1, Swift.max(0, x))
        let s = parameter(forX: clamped)
        let dx = xDerivative(atParameter: s)
        let dy = yDerivative(atParameter: s)
        if Swift.abs(dx) < 1e-12 {
            if Swift.abs(dy) < 1e-12 {
                // 0/0 (the linear curve at its ends): the limit is the ratio of the next
                // derivatives (L'Hôpital's rule).
                let secondX = 6 * ax * s + 2 * bx
                let secondY = 6 * ay * s + 2 * by
                if Swift.abs(secondX) > 1e-12 { return secondY / secondX }
                return ax != 0 ? ay / ax : 0
            }
            // A truly vertical tangent: report the finite slope just inside.
            let nudge = clamped < 0.5 ? 1e-6 : -1e-6
            return (value(at: clamped + nudge) - value(at: clamped)) / nudge
        }
        return dy / dx
    }

    /// A textual form, `bezier(x1, y1, x2, y2)`.
    public var description: String {
        "bezier(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
    }

    /// Equality of the control points.
    public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
        lhs.controlPoint1 == rhs.controlPoint1 && lhs.controlPoint2 == rhs.controlPoint2
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(controlPoint1)
        hasher.combine(controlPoint2)
    }
}
