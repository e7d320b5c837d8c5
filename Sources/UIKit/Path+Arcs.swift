import Foundation

extension Path {
    /// Adds an arc of a circle (UIKit's `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`):
    /// angles in radians from the positive x axis, and `clockwise` as seen on screen (y down),
    /// so an arc from `-.pi / 2` clockwise starts at the top and goes right. A sweep of 2π or
    /// more draws the whole circle. A line joins the current point to the arc's start (a
    /// new subpath starts there in an empty path). Drawn as cubic pieces of at most a quarter
    /// turn each; a non-finite or negative radius, or a non-finite angle, adds nothing.
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = Swift.min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = Swift.max(sweep, -turn)
        }
        func point(at angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(at: startAngle)
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        let pieces = Swift.max(1, Int((Swift.abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // A piece of angle φ as one cubic: control points along the tangents, 4/3·tan(φ/4)
        // of the radius from the ends.
        let pull = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let from = point(at: angle), to = point(at: next)
            addCurve(to: to,
                     control1: CGPoint(x: from.x - pull * sin(angle), y: from.y + pull * cos(angle)),
                     control2: CGPoint(x: to.x + pull * sin(next), y: to.y - pull * cos(next)))
            angle = next
        }
    }
}
