import Foundation

extension UIBezierPath {
    /// Dashes for ``stroke()``: `count` lengths of line and gap in turn from `pattern`,
    /// starting `phase` into them; a nil pattern or a count of 0 draws a solid line.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        lineDash = (pattern.map { pointer in (0..<Swift.max(0, count)).map { pointer[$0] } } ?? [], phase)
    }

    /// Fills the path with the current context's fill colour (``UIColor/setFill()``), by its
    /// ``usesEvenOddFillRule``.
    @MainActor
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour (``UIColor/setStroke()``),
    /// with this path's line width, caps, joins, mitre limit and dashes.
    @MainActor
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: lineDash.phase, lengths: lineDash.lengths)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Fills the path as ``fill()`` does, combined with what is below by `blendMode`, at
    /// `alpha` (0…1) of the fill colour's opacity.
    @MainActor
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        withEffects(blendMode, alpha) { fill() }
    }

    /// Strokes the path as ``stroke()`` does, combined with what is below by `blendMode`, at
    /// `alpha` (0…1) of the stroke colour's opacity.
    @MainActor
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        withEffects(blendMode, alpha) { stroke() }
    }

    /// Runs `paint` with the current context's blend mode and alpha set, then puts them back.
    @MainActor
    private func withEffects(_ blendMode: CGBlendMode, _ alpha: CGFloat, _ paint: () -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        paint()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path, by its ``usesEvenOddFillRule``,
    /// until the context's state is restored.
    @MainActor
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
