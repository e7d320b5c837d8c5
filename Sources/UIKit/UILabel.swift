import Foundation
import Motion

/// A view that shows text (UIKit's `UILabel`), set by the renderer with Pango.
open class UILabel: UIView {
    /// The text; nil and "" draw nothing.
    public var text: String? { didSet { if text != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } } }
    /// The font.
    public var font: UIFont = .body { didSet { if font != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } } }
    /// The text colour (``UIColor/label`` by default: black, white in the dark appearance).
    public var textColor: UIColor = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// The alignment.
    public var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// The maximum number of lines; 0 means no limit (default 1, as UIKit).
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } } }
    /// Wrapping and truncation (default: truncate the tail).
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } } }
    /// Line height as a multiple of the natural one.
    public var lineHeightMultiple = 1.0 { didSet { if lineHeightMultiple != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } } }

    /// The width at which a multi-line label wraps its text when it reports its intrinsic
    /// size; 0 (the default) wraps at the width layout gives it, measuring again when that changes.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the label takes a new font when the reader's text size changes (UIKit's
    /// `UIContentSizeCategoryAdjusting`). Kept: the text size never changes on Linux, so a
    /// ``UIFont/preferredFont(forTextStyle:)`` font stays as it is either way.
    public var adjustsFontForContentSizeCategory = false

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

    /// The text and its style: labels showing the same text in the same style share a bitmap
    /// (a dynamic colour counts as the colour it shows here).
    open override var sharedContentKey: AnyHashable? {
        guard let text, !text.isEmpty else { return nil }
        var style = textStyle
        if style.color.isDynamic { style.color = style.color.resolvedColor(with: currentTraits) }
        return SharedLabelContent(text: text, style: style)
    }

    /// Draws the text in the bounds.
    open override func draw(in context: GraphicsContext) {
        guard let text, !text.isEmpty else { return }
        context.draw(text, style: textStyle, in: CGRect(origin: .zero, size: bounds.size))
    }

    /// The text's size: on one line for a one-line label; a multi-line label wraps at
    /// ``preferredMaxLayoutWidth``, else at its current width once it has one.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return sizeThatFits(CGSize(width: wrappingWidth ?? 0, height: 0))
    }

    /// The width a multi-line label wraps at for its intrinsic size (nil: no limit).
    private var wrappingWidth: Double? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : nil
    }

    /// A multi-line label without a preferred width re-measures at the width it is given.
    override var intrinsicSizeDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The first and last baselines of the text, which is drawn centred vertically.
    override var baselinesFromCenter: (first: Double, last: Double)? {
        guard let text, !text.isEmpty else {
            return (font.size * 0.2, font.size * 0.2)
        }
        let width: Double? = bounds.width > 0 ? bounds.width : nil
        let metrics: TextBaselines
        if let measurer = window?.textMeasurer {
            let key = Measurement(text: text, style: textStyle, width: width, measurer: ObjectIdentifier(measurer))
            if let lastBaselines, lastBaselines.key == key {
                metrics = lastBaselines.baselines
            } else {
                metrics = measurer.baselines(of: text, style: key.style, width: width)
                lastBaselines = (key, metrics)
            }
        } else {
            metrics = TextBaselines(estimatedFor: textStyle, height: sizeThatFits(CGSize(width: width ?? 0, height: 0)).height)
        }
        return (metrics.first - metrics.height / 2, metrics.last - metrics.height / 2)
    }

    /// A label measures its text again in a window (the window's renderer measures it exactly).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        invalidateIntrinsicContentSize()
    }

    /// The last measurement, kept while the text, style, width and measurer stay the same (Auto
    /// Layout asks for the intrinsic size and baselines again and again; Pango is not free).
    private var lastMeasurement: (key: Measurement, size: CGSize)?
    /// The last baselines measured, likewise.
    private var lastBaselines: (key: Measurement, baselines: TextBaselines)?

    /// What a measurement depends on.
    private struct Measurement: Equatable {
        var text: String
        var style: TextStyle
        var width: Double?
        var measurer: ObjectIdentifier
    }

    /// The size the text needs within `size.width` (measured by the window's renderer; without
    /// one, an estimate of 0.55 em a character on one line).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: Double? = size.width > 0 && size.width.isFinite ? size.width : nil
        if let measurer = window?.textMeasurer {
            return measure(text, width: width, with: measurer)
        }
        let estimate = Double(text.count) * font.size * 0.55
        return CGSize(width: Swift.min(estimate, width ?? estimate), height: (font.size * 1.2 * lineHeightMultiple).rounded(.up))
    }

    /// The text's size within `width`, from the last measurement when nothing it depends on
    /// changed, else measured by `measurer` (and kept).
    private func measure(_ text: String, width: Double?, with measurer: any TextMeasuring) -> CGSize {
        let key = Measurement(text: text, style: textStyle, width: width, measurer: ObjectIdentifier(measurer))
        if let lastMeasurement, lastMeasurement.key == key { return lastMeasurement.size }
        let measured = measurer.size(of: text, style: key.style, width: width)
        lastMeasurement = (key, measured)
        return measured
    }

    /// Measures the text at the width its intrinsic size will be asked at first in a window
    /// (``preferredMaxLayoutWidth``, else the current width, else one line), and keeps it.
    override func measureOwnText(with measurer: any TextMeasuring) {
        guard let text, !text.isEmpty else { return }
        _ = measure(text, width: wrappingWidth, with: measurer)
    }
}

/// What a label's bitmap depends on.
private struct SharedLabelContent: Hashable {
    let text: String
    let style: TextStyle
}
