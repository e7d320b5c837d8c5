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

    /// Gradient views draw their gradient.
    open override var drawsContent: Bool { true }

    /// The gradient and its axis: equal gradient views share a bitmap.
    open override var sharedContentKey: AnyHashable? {
        [AnyHashable(gradient), AnyHashable(startPoint), AnyHashable(endPoint)]
    }

    /// Fills the (rounded) bounds with the gradient.
    open override func draw(in context: GraphicsContext) {
        let size = bounds.size
        let shape = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: layer.cornerRadius, curve: layer.cornerCurve)
        context.fill(shape, with: gradient,
                     from: CGPoint(x: startPoint.x * size.width, y: startPoint.y * size.height),
                     to: CGPoint(x: endPoint.x * size.width, y: endPoint.y * size.height))
    }
}
