import Foundation
import Motion

extension CGContext {
    /// Fills the current path with the fill colour, deciding what is inside by `rule`, and
    /// empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .evenOdd ? .eoFill : .fill)
    }

    /// Strokes the current path with the stroke colour and line, and empties the path.
    public func strokePath() {
        drawPath(using: .stroke)
    }

    /// Paints the current path as `mode` says (a fill, a stroke, or a fill under a stroke)
    /// and empties the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        defer { beginPath() }
        guard !currentPath.isEmpty else { return }
        switch mode {
        case .fill: record(.fill(currentPath, painted(state.fillColor), .winding))
        case .eoFill: record(.fill(currentPath, painted(state.fillColor), .evenOdd))
        case .stroke: recordStroke(of: currentPath)
        case .fillStroke:
            record(.fill(currentPath, painted(state.fillColor), .winding))
            recordStroke(of: currentPath)
        case .eoFillStroke:
            record(.fill(currentPath, painted(state.fillColor), .evenOdd))
            recordStroke(of: currentPath)
        }
    }

    /// Fills a rectangle with the fill colour (the current path is left alone).
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills rectangles with the fill colour (the current path is left alone).
    public func fill(_ rects: [CGRect]) {
        var path = Path()
        for rect in rects { path.addRect(rect) }
        guard !path.isEmpty else { return }
        record(.fill(path.applying(state.transform), painted(state.fillColor), .winding))
    }

    /// Fills the ellipse inscribed in `rect` with the fill colour.
    public func fillEllipse(in rect: CGRect) {
        guard rect.isFinite, !rect.isEmpty else { return }
        record(.fill(Path(ellipseIn: rect).applying(state.transform), painted(state.fillColor), .winding))
    }

    /// Strokes a rectangle's outline with the stroke colour and line.
    public func stroke(_ rect: CGRect) {
        guard rect.isFinite, !rect.isEmpty else { return }
        recordStroke(of: Path(rect: rect).applying(state.transform))
    }

    /// Strokes a rectangle's outline `width` wide (the line width of the state is left alone).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.stroke.lineWidth
        state.stroke.lineWidth = Double(width)
        stroke(rect)
        state.stroke.lineWidth = saved
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        guard rect.isFinite, !rect.isEmpty else { return }
        recordStroke(of: Path(ellipseIn: rect).applying(state.transform))
    }

    /// Strokes separate lines, one for each pair of points (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        var path = Path()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            path.move(to: points[index])
            path.addLine(to: points[index + 1])
        }
        guard !path.isEmpty else { return }
        recordStroke(of: path.applying(state.transform))
    }

    /// Intersects the clip with the current path, deciding what is inside by `rule`, and
    /// empties the path. ``restoreGState()`` undoes it.
    public func clip(using rule: CGPathFillRule = .winding) {
        defer { beginPath() }
        record(.clip(currentPath, rule))
    }

    /// Intersects the clip with a rectangle (the current path is emptied, as Core Graphics does).
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of rectangles (the current path is emptied).
    public func clip(to rects: [CGRect]) {
        var path = Path()
        for rect in rects { path.addRect(rect) }
        beginPath()
        record(.clip(path.applying(state.transform), .winding))
    }

    /// Strokes `path` (the drawing's coordinates) with the stroke colour and the line measured
    /// in the current transform.
    private func recordStroke(of path: Path) {
        let transform = state.transform
        guard state.stroke.lineWidth > 0, state.stroke.lineWidth.isFinite, transform.isInvertible else { return }
        record(.stroke(path.applying(transform.inverted()), painted(state.strokeColor), state.stroke, transform))
    }

    /// Draws an image into `rect` (user coordinates) at the context's alpha times `alpha`.
    func drawImage(_ image: UIImage, in rect: CGRect, alpha: Double = 1) {
        guard rect.isFinite, !rect.isEmpty else { return }
        let shown = state.alpha * (alpha.isNaN ? 0 : Swift.min(1, Swift.max(0, alpha)))
        guard shown > 0 else { return }
        record(.image(image, rect.standardized, alpha: shown, state.transform))
    }

    /// Draws text from the top of `rect` (user coordinates), its colour at the context's alpha.
    func drawText(_ string: String, style: TextStyle, in rect: CGRect) {
        guard !string.isEmpty, rect.isFinite, rect.width > 0, rect.height > 0 else { return }
        var style = style
        style.color = painted(style.color)
        record(.text(string, style, rect, state.transform))
    }
}
