import Foundation
import Motion

extension CGContext {
    /// Empties the current path.
    public func beginPath() {
        currentPath = Path()
        subpathStart = nil
        currentDrawingPoint = nil
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point, in user coordinates (`.zero` with no current point).
    public var currentPointOfPath: CGPoint {
        guard let point = currentDrawingPoint, state.transform.isInvertible else { return .zero }
        return point.applying(state.transform.inverted())
    }

    /// The smallest rectangle holding the current path, control points included, in user
    /// coordinates (`.null` for an empty path).
    public var boundingBoxOfPath: CGRect {
        guard state.transform.isInvertible else { return .null }
        return CGPath(path: currentPath.applying(state.transform.inverted()), shape: nil).boundingBox
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        let placed = point.applying(state.transform)
        currentPath.move(to: placed)
        subpathStart = placed
        currentDrawingPoint = placed
    }

    /// Adds a line from the current point to `point` (a move, with no current point).
    public func addLine(to point: CGPoint) {
        guard currentDrawingPoint != nil else { return move(to: point) }
        let placed = point.applying(state.transform)
        currentPath.addLine(to: placed)
        currentDrawingPoint = placed
    }

    /// Adds a polyline through `points`: a move to the first, then a line to each.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentDrawingPoint != nil else { return move(to: end) }
        let placed = end.applying(state.transform)
        currentPath.addCurve(to: placed, control1: control1.applying(state.transform), control2: control2.applying(state.transform))
        currentDrawingPoint = placed
    }

    /// Adds a quadratic Bézier curve from the current point to `end` (as the same cubic).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard let start = currentDrawingPoint else { return move(to: end) }
        let placedEnd = end.applying(state.transform)
        currentPath.addQuadCurve(from: start, to: placedEnd, control: control.applying(state.transform))
        currentDrawingPoint = placedEnd
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() {
        guard let start = subpathStart else { return }
        currentPath.close()
        currentDrawingPoint = start
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
        append(Path(rect: rect))
    }

    /// Adds rectangles, each a closed subpath.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds an ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        guard rect.isFinite, !rect.isEmpty else { return }
        append(Path(ellipseIn: rect))
    }

    /// Adds an arc of a circle, preceded by a line from the current point to its start.
    /// Angles are in radians from the positive x axis. As in Core Graphics, `clockwise` is
    /// meant in coordinates whose y axis points up: in a view's drawing, whose y axis points
    /// down, a clockwise arc turns counterclockwise on screen (UIBezierPath's `clockwise` is
    /// as seen on screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var arc = Path()
        if let current = currentDrawingPoint, state.transform.isInvertible {
            arc.move(to: current.applying(state.transform.inverted()))
        }
        arc.addArc(center: center, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                   clockwise: !clockwise)
        append(arc, continuing: currentDrawingPoint != nil)
    }

    /// Adds a Core Graphics path (in user coordinates).
    public func addPath(_ path: CGPath) {
        append(path.path)
    }

    /// Adds `path`, given in user coordinates; with `continuing`, its leading move (the current
    /// point) is left out so that it joins the current subpath.
    private func append(_ path: Path, continuing: Bool = false) {
        let placed = path.applying(state.transform)
        for (index, element) in placed.elements.enumerated() {
            switch element {
            case .move(let point):
                if continuing, index == 0 { continue }
                currentPath.move(to: point)
                subpathStart = point
                currentDrawingPoint = point
            case .line(let point):
                currentPath.addLine(to: point)
                currentDrawingPoint = point
            case .curve(let point, let control1, let control2):
                currentPath.addCurve(to: point, control1: control1, control2: control2)
                currentDrawingPoint = point
            case .close:
                currentPath.close()
                currentDrawingPoint = subpathStart
            }
        }
    }
}
