import Foundation

/// A layer that draws text (Core Animation's `CATextLayer`): ``string`` in ``font`` at
/// ``fontSize``, coloured ``foregroundColor``, set from the top of the layer's bounds,
/// aligned by ``alignmentMode``, on one line unless ``isWrapped``, cut by ``truncationMode``
/// where it does not fit.
///
/// ```swift
/// let percent = CATextLayer()
/// percent.string = "75%"
/// percent.fontSize = 24
/// percent.foregroundColor = UIColor.label.cgColor
/// percent.alignmentMode = .center
/// percent.contentsScale = UIScreen.main.scale
/// percent.frame = CGRect(x: 0, y: 48, width: 120, height: 30)
/// ring.layer.addSublayer(percent)
/// ```
///
/// Differences from Core Animation (also in `docs/porting.md`): an `NSAttributedString` is
/// drawn as its plain string in the layer's font and colour; the text is cut at the layer's
/// bounds; its properties change at once (they do not animate); `contentsScale` is not needed
/// (the renderer draws at the screen's scale).
@MainActor @preconcurrency
open class CATextLayer: CALayer {
    /// The text: a `String`, or an `NSAttributedString` (drawn as its plain string); nil
    /// draws nothing.
    public var string: Any? {
        didSet { contentDidChange() }
    }
    /// The font: a `UIFont` (its size replaced by ``fontSize``) or a font's family name; nil
    /// (the default) is the system font.
    public var font: Any? {
        didSet { contentDidChange() }
    }
    /// The size of the font in points (36 by default, as Core Animation's).
    public var fontSize: CGFloat = 36 {
        didSet { contentDidChange() }
    }
    /// The colour of the text (opaque white by default, as Core Animation's); nil draws white.
    public var foregroundColor: CGColor? = UIColor.white.cgColor {
        didSet { contentDidChange() }
    }
    /// Whether the text wraps at the layer's width (false by default: one line).
    public var isWrapped = false {
        didSet { contentDidChange() }
    }
    /// Where text that does not fit is cut with an ellipsis (`.none` by default: it is
    /// clipped).
    public var truncationMode: CATextLayerTruncationMode = .none {
        didSet { contentDidChange() }
    }
    /// How lines are aligned (`.natural` by default).
    public var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { contentDidChange() }
    }

    /// The view drawing the text, among the layer's view's children once the layer draws.
    private let drawing = TextLayerContentView()

    /// A standalone text layer with no text.
    public required init() {
        super.init()
    }

    /// The text and how to set it, as the layer's properties say.
    var textLook: (text: String, style: TextStyle)? {
        let text: String? = switch string {
        case let plain as String: plain
        case let attributed as NSAttributedString: attributed.string
        default: nil
        }
        guard let text, !text.isEmpty else { return nil }
        let size = fontSize.isFinite && fontSize > 0 ? Double(fontSize) : 36
        let face: UIFont = switch font {
        case let given as UIFont: given.withSize(CGFloat(size))
        case let name as String: UIFont(family: name, size: size)
        default: .systemFont(ofSize: CGFloat(size))
        }
        let lineBreak: NSLineBreakMode = switch truncationMode {
        case .start: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .end: .byTruncatingTail
        default: isWrapped ? .byWordWrapping : .byClipping
        }
        let alignment: NSTextAlignment = switch alignmentMode {
        case .left: .left
        case .right: .right
        case .center: .center
        default: .natural
        }
        let color = foregroundColor.map(UIColor.init(cgColor:)) ?? .white
        return (text, TextStyle(font: face, color: color, alignment: alignment, numberOfLines: isWrapped ? 0 : 1,
                                lineBreakMode: lineBreak))
    }

    override func contentDidChange() {
        super.contentDidChange()
        showText()
    }

    override func boundsDidChange() {
        showText()
    }

    /// Puts the drawing among the layer's view's children (first, behind its sublayers) over
    /// the layer's bounds, and shows it the text of now.
    private func showText() {
        guard let view = placeContentDrawing(drawing) else { return }
        drawing.show(textLook, in: view.bounds)
    }
}
