import Foundation
import Motion

// Gradients: linear and radial, each filling the clip.
extension CGContext {
    /// Fills the clip with a linear gradient from `start` to `end` (user coordinates). Past
    /// either end it paints only with `.drawsBeforeStartLocation` or `.drawsAfterEndLocation`,
    /// extending the end colour; with the two points equal it paints nothing.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let transform = state.transform
        guard start != end, start.isFinite, end.isFinite, transform.isInvertible,
            let area = Self.gradientArea(from: start, to: end, options: options, covering: area.applying(transform.inverted()))
        else { return }
        let stops = zip(gradient.colors, gradient.locations).map { (painted($0), $1) }
        record(.gradient(Gradient(colors: stops.map(\.0), locations: stops.map(\.1)), start: start, end: end, area: area, transform))
    }

    /// Fills the clip with a radial gradient from the circle at `startCenter` of `startRadius`
    /// to the one at `endCenter` of `endRadius` (user coordinates): each circle between them
    /// has the colour of its place. Past the start circle it paints only with
    /// `.drawsBeforeStartLocation`, past the end one only with `.drawsAfterEndLocation`,
    /// extending the end colours; two equal circles paint nothing, and a negative radius is 0.
    ///
    /// With one option of the two, the side not drawn is cut out as the start circle's disk:
    /// exact when the start circle lies inside the end one (a glow, a vignette, a sphere's
    /// highlight), and Cairo's cone otherwise (see `docs/porting.md`).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let transform = state.transform
        let circles = GradientCircles(startCenter: startCenter, startRadius: Double(startRadius), endCenter: endCenter,
                                      endRadius: Double(endRadius))
        guard circles.isDrawable, transform.isInvertible else { return }
        let visible = area.applying(transform.inverted())
        guard visible.isFinite, !visible.isEmpty else { return }
        let stops = zip(gradient.colors, gradient.locations).map { (painted($0), $1) }
        let colors = Gradient(colors: stops.map(\.0), locations: stops.map(\.1))
        // Far enough out to cover the visible area from anywhere on either circle.
        let everywhere = Path(rect: visible.insetBy(dx: -1, dy: -1))
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let startDisk = CGRect(x: circles.startCenter.x - circles.startRadius, y: circles.startCenter.y - circles.startRadius,
                               width: 2 * circles.startRadius, height: 2 * circles.startRadius)
        switch (before, after) {
        case (false, false), (true, true):
            record(.radialGradient(colors, circles, extends: before, area: everywhere, transform))
        case (false, true):
            // Padded past both, with the start circle's disk cut out.
            guard circles.startRadius > 0 else { return record(.radialGradient(colors, circles, extends: true, area: everywhere, transform)) }
            var outside = everywhere
            outside.addEllipse(in: startDisk)
            record(.save)
            record(.clip(outside.applying(transform), .evenOdd))
            record(.radialGradient(colors, circles, extends: true, area: everywhere, transform))
            record(.restore)
        case (true, false):
            // Between the circles, and the start circle's disk in the first colour.
            record(.radialGradient(colors, circles, extends: false, area: everywhere, transform))
            if circles.startRadius > 0, let first = colors.colors.first {
                record(.fill(Path(ellipseIn: startDisk).applying(transform), first, .winding))
            }
        }
    }

    /// The part of the plane a linear gradient paints, in its own coordinates: the band
    /// between the lines through `start` and `end` across its axis, each side open when
    /// `options` says so, reaching past every corner of `visible`; nil when nothing of it is
    /// visible (an empty area).
    static func gradientArea(from start: CGPoint, to end: CGPoint, options: CGGradientDrawingOptions, covering visible: CGRect) -> Path? {
        guard visible.isFinite, !visible.isEmpty else { return nil }
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        let along = (x: dx / length, y: dy / length)
        let across = (x: -along.y, y: along.x)
        // Far enough to pass every corner of the visible rectangle from either point.
        var reach = 0.0
        for corner in [CGPoint(x: visible.minX, y: visible.minY), CGPoint(x: visible.maxX, y: visible.minY),
                       CGPoint(x: visible.minX, y: visible.maxY), CGPoint(x: visible.maxX, y: visible.maxY)] {
            for point in [start, end] {
                let x = Double(corner.x - point.x), y = Double(corner.y - point.y)
                reach = Swift.max(reach, (x * x + y * y).squareRoot())
            }
        }
        let before = options.contains(.drawsBeforeStartLocation) ? reach : 0
        let after = options.contains(.drawsAfterEndLocation) ? reach : 0
        func point(_ base: CGPoint, along distance: Double, across side: Double) -> CGPoint {
            CGPoint(x: Double(base.x) + along.x * distance + across.x * side, y: Double(base.y) + along.y * distance + across.y * side)
        }
        var area = Path()
        area.move(to: point(start, along: -before, across: -reach))
        area.addLine(to: point(end, along: after, across: -reach))
        area.addLine(to: point(end, along: after, across: reach))
        area.addLine(to: point(start, along: -before, across: reach))
        area.close()
        return area
    }
}
