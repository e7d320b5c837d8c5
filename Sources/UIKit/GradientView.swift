import Foundation
import Motion

/// A view filled with a linear gradient (a `CAGradientLayer`-backed view).
open class GradientView: UIView {
    /// The colours and stops.
    public var gradient = Gradient(colors: [.white, .black]) { didSet { if gradient != oldValue { setNeedsDisplay() } } }
    /// Where the gradient starts, in unit coordinates of the bounds (default: top middle).
    public var startPoint = CGPoint(x: 0.5, y: 0) { didSet { if startPoint != oldValue { setNeedsDisplay() } } }
    /// Where it ends (default: bottom middle).
    public var endPoint = CGPoint(x: 0.5, y: 1) { didSet { if endPoint != oldValue { setNeedsDisplay() } } }

    /// The gradient and its axis, which the renderer fills the rounded bounds with each
    /// frame, as Core Animation draws a `CAGradientLayer` (no bitmap: a gradient view that
    /// grows or shrinks with a card costs a fill, not a scaled bitmap).
    open override var gradientFill: LinearGradientFill? {
        LinearGradientFill(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// Fills the (rounded) bounds with the gradient into `context`: what ``gradientFill``
    /// shows, for drawing a gradient view's look elsewhere (the renderer does not call it).
    open override func draw(in context: GraphicsContext) {
        let size = bounds.size
        let shape = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: layer.cornerRadius, curve: layer.cornerCurve)
        context.fill(shape, with: gradient,
                     from: CGPoint(x: startPoint.x * size.width, y: startPoint.y * size.height),
                     to: CGPoint(x: endPoint.x * size.width, y: endPoint.y * size.height))
    }
}
