import Foundation

/// What a shape layer shows: its path, fill and stroke, as set or as an animation moves them
/// (``CAShapeLayer``). A value: ``vectorDrawing(origin:)`` is what is drawn, ``extent`` says
/// where.
struct ShapeLook: Equatable {
    /// The outline, in the layer's coordinates (nil: nothing is drawn).
    var path: Path?
    /// The fill colour (nil: no fill).
    var fillColor: UIColor?
    /// How the fill decides what is inside.
    var fillRule: CGPathFillRule = .winding
    /// The stroke colour (nil: no stroke).
    var strokeColor: UIColor?
    /// The line's width, caps, joins and dashes.
    var stroke = StrokeStyle()
    /// Where the stroke starts and ends along the path, as fractions of its length.
    var strokeStart = 0.0
    var strokeEnd = 1.0

    /// The rectangle, in the layer's coordinates, that the fill and the stroke can reach (the
    /// path's control points, out by the stroke's reach: half its width, times the mitre limit
    /// for mitred corners, and a pixel for antialiasing); nil when nothing is drawn.
    var extent: CGRect? {
        guard let path, !path.isEmpty, fillColor != nil || strokes else { return nil }
        let box = CGPath(path: path, shape: nil).boundingBox
        guard box.isFinite else { return nil }
        var reach = 1.0
        if strokes {
            let corner = stroke.lineJoin == .miter ? Swift.max(1, stroke.miterLimit.isFinite ? stroke.miterLimit : 10) : 1
            let end = stroke.lineCap == .square ? 2.0.squareRoot() : 1
            reach += stroke.lineWidth / 2 * Swift.max(corner, end)
        }
        return box.insetBy(dx: -reach, dy: -reach)
    }

    /// Whether anything is stroked: a colour, a width and a part of the path.
    var strokes: Bool {
        strokeColor != nil && stroke.lineWidth > 0 && stroke.lineWidth.isFinite && strokeEnd > strokeStart
    }

    /// The fill (the whole path) and then the stroke (the part from ``strokeStart`` to
    /// ``strokeEnd``), in coordinates whose origin is `origin` in the layer's.
    func vectorDrawing(origin: CGPoint) -> VectorDrawing {
        guard let path else { return VectorDrawing([]) }
        let placed = path.applying(CGAffineTransform(translationX: -origin.x, y: -origin.y))
        var operations: [VectorDrawing.Operation] = []
        if let fillColor { operations.append(.fill(placed, fillColor, fillRule)) }
        if let strokeColor, strokes {
            let part = strokeStart > 0 || strokeEnd < 1 ? placed.trimmed(from: strokeStart, to: strokeEnd) : placed
            operations.append(.stroke(part, strokeColor, stroke))
        }
        return VectorDrawing(operations)
    }
}
