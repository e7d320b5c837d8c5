import Foundation
import Motion

/// A view that shows text (UIKit's `UILabel`), set by the renderer with Pango.
open class UILabel: UIView {
    /// The text; nil and "" draw nothing.
    public var text: String? { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// The font.
    public var font: UIFont = .body { didSet { if font != oldValue { setNeedsDisplay() } } }
    /// The text colour.
    public var textColor: UIColor = .black { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// The alignment.
    public var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// The maximum number of lines; 0 means no limit (default 1, as UIKit).
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { setNeedsDisplay() } } }
    /// Wrapping and truncation (default: truncate the tail).
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { setNeedsDisplay() } } }
    /// Line height as a multiple of the natural one.
    public var lineHeightMultiple = 1.0 { didSet { if lineHeightMultiple != oldValue { setNeedsDisplay() } } }

    /// The style the text is set in.
    public var textStyle: TextStyle {
        TextStyle(font: font, color: textColor, alignment: textAlignment, numberOfLines: numberOfLines,
                  lineBreakMode: lineBreakMode, lineHeightMultiple: lineHeightMultiple)
    }

    /// A label with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Labels draw their text.
    open override var drawsContent: Bool { !(text ?? "").isEmpty }

    /// The text and its style: labels showing the same text in the same style share a bitmap.
    open override var sharedContentKey: AnyHashable? {
        guard let text, !text.isEmpty else { return nil }
        return SharedLabelContent(text: text, style: textStyle)
    }

    /// Draws the text in the bounds.
    open override func draw(in context: GraphicsContext) {
        guard let text, !text.isEmpty else { return }
        context.draw(text, style: textStyle, in: CGRect(origin: .zero, size: bounds.size))
    }

    /// The size the text needs within `size.width` (measured by the window's renderer; without
    /// one, an estimate of 0.55 em a character on one line).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: Double? = size.width > 0 && size.width.isFinite ? size.width : nil
        if let measurer = window?.textMeasurer {
            return measurer.size(of: text, style: textStyle, width: width)
        }
        let estimate = Double(text.count) * font.size * 0.55
        return CGSize(width: Swift.min(estimate, width ?? estimate), height: (font.size * 1.2 * lineHeightMultiple).rounded(.up))
    }
}

/// What a label's bitmap depends on.
private struct SharedLabelContent: Hashable {
    let text: String
    let style: TextStyle
}
