import Foundation

/// The drawing of a ``CATextLayer``'s text: a view placed first among the layer's view's
/// children (behind its sublayers) over the layer's bounds. It is neither a subview nor a
/// sublayer (`UIView.ChildRole.layerContent`) and takes no touches; the layer shows it the
/// text to draw.
@MainActor @preconcurrency
final class TextLayerContentView: UIView {
    /// The text and style drawn (nil: nothing).
    private var look: (text: String, style: TextStyle)?

    /// A view drawing nothing yet.
    init() {
        super.init(frame: .zero)
        childRole = .layerContent
        isUserInteractionEnabled = false
    }

    /// Nothing decodes views on Linux: always nil.
    required init?(coder: NSCoder) { nil }

    override var drawsContent: Bool { look != nil }

    /// Draws `look` over `area` (the layer's bounds) from now on; nothing is redrawn when
    /// neither changed.
    func show(_ look: (text: String, style: TextStyle)?, in area: CGRect) {
        let unchanged = look?.text == self.look?.text && look?.style == self.look?.style
        if area != frame {
            UIView.performWithoutAnimation { frame = area }
        }
        guard !unchanged else { return }
        self.look = look
        setNeedsDisplay()
    }

    override func draw(in context: GraphicsContext) {
        guard let look else { return }
        context.draw(look.text, style: look.style, in: CGRect(origin: .zero, size: bounds.size), fromTop: true)
    }
}
