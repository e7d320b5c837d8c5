import Foundation

/// The drawing of a ``CAShapeLayer``'s path: a view placed first among the layer's view's
/// children (behind its sublayers, as a layer's content is), its frame the rectangle the fill
/// and stroke can reach, which may lie outside the layer's bounds (a shape layer with no size
/// still draws its path, as on iOS). It is neither a subview nor a sublayer
/// (`UIView.ChildRole.layerContent`) and takes no touches; the layer shows it the look to draw.
/// The renderer draws it straight onto the frame (``UIView/vectorDrawing``), with no bitmap.
@MainActor @preconcurrency
final class ShapeContentView: UIView {
    /// The look drawn.
    private(set) var look = ShapeLook()
    /// The look's fill and stroke in this view's coordinates (made when the look changes).
    private var drawing: VectorDrawing?

    /// A view drawing nothing yet.
    init() {
        super.init(frame: .zero)
        childRole = .layerContent
        isUserInteractionEnabled = false
    }

    /// Nothing decodes views on Linux: always nil.
    required init?(coder: NSCoder) { nil }

    override var drawsContent: Bool { look.extent != nil }

    /// Draws `look` from now on (nothing is redrawn when it is the look drawn already).
    func show(_ look: ShapeLook) {
        guard look != self.look else { return }
        self.look = look
        let extent = look.extent ?? .zero
        if extent != frame {
            UIView.performWithoutAnimation { frame = extent }
        }
        drawing = look.extent == nil ? nil : look.vectorDrawing(origin: extent.origin)
        setNeedsDisplay()
    }

    override package var vectorDrawing: VectorDrawing? { drawing }

    override func draw(in context: GraphicsContext) {
        drawing?.replay(in: context)
    }
}
