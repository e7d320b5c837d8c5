import Foundation
import Motion

// Drawing: the border, the text (moved while edited so that the caret stays in view) or the
// placeholder, the caret, and the clear button. The left and right views draw themselves.
extension UITextField {
    /// The caret's width in points.
    static let caretWidth = 2.0

    /// Draws the field's parts, each in the rectangle its method gives.
    func drawField(in context: GraphicsContext) {
        let frame = bounds
        context.saveState()
        context.concatenate(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
        drawBorder(in: borderRect(forBounds: frame), context: context)
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = isSecureTextEntry ? String(repeating: "\u{2022}", count: (text ?? "").count) : (text ?? "")
        if !shown.isEmpty {
            let rect = isEditing ? editingRect(forBounds: frame) : textRect(forBounds: frame)
            drawText(shown, font: font, in: rect, context: context)
        } else {
            if let placeholder, !placeholder.isEmpty {
                var style = placeholderAttributes.map { StringDrawing.style(of: $0) } ?? TextStyle(font: font, color: .placeholderText)
                if placeholderAttributes?[.font] == nil { style.font = font }
                if placeholderAttributes?[.foregroundColor] == nil { style.color = .placeholderText }
                style.alignment = textAlignment
                style.numberOfLines = 1
                style.lineBreakMode = .byTruncatingTail
                context.draw(placeholder, style: style, in: placeholderRect(forBounds: frame))
            }
            if isEditing { drawCaret(at: caretX(width: 0, caretOffset: 0, in: editingRect(forBounds: frame)), font: font, in: frame, context: context) }
        }
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: frame), context: context) }
        context.restoreState()
    }

    /// The text in `rect`: truncated at its tail when not edited; while edited, moved left as
    /// far as needed to keep the caret in view when it is wider than the room, with the caret
    /// after the characters before it.
    private func drawText(_ shown: String, font: UIFont, in rect: CGRect, context: GraphicsContext) {
        var style = TextStyle(font: font, color: textColor ?? .label, alignment: textAlignment, numberOfLines: 1,
                              lineBreakMode: isEditing ? .byClipping : .byTruncatingTail)
        guard isEditing else { return context.draw(shown, style: style, in: rect) }
        let width = measuredWidth(of: shown, style: style)
        let before = String(shown.prefix(shown.count - charactersAfterCaret))
        let caretOffset = before.count == shown.count ? width : measuredWidth(of: before, style: style)
        let room = rect.width - Self.caretWidth
        if width > room {
            // Scrolled so that the caret is in view: the end of the text at the right edge
            // when the caret is there, else as little as keeps the caret visible.
            let scroll = Swift.min(width - room, Swift.max(0, caretOffset - room))
            let start = rect.minX - (charactersAfterCaret == 0 ? width - room : scroll)
            context.saveState()
            context.clip(to: Path(rect: rect))
            style.alignment = .left
            context.draw(shown, style: style, in: CGRect(x: start, y: rect.minY, width: width, height: rect.height))
            context.restoreState()
            drawCaret(at: start + caretOffset, font: font, in: bounds, context: context)
        } else {
            context.draw(shown, style: style, in: rect)
            drawCaret(at: caretX(width: width, caretOffset: caretOffset, in: rect), font: font, in: bounds, context: context)
        }
    }

    /// Where the caret goes `caretOffset` points into text `width` points wide set in `rect`
    /// by the alignment.
    private func caretX(width: Double, caretOffset: Double, in rect: CGRect) -> Double {
        let start: Double = switch textAlignment {
        case .center: rect.midX - width / 2
        case .right: rect.maxX - Self.caretWidth - width
        case .left, .natural: rect.minX
        }
        return Swift.min(start + caretOffset, rect.maxX - Self.caretWidth)
    }

    /// The caret: a bar in the tint colour as tall as the font's line, centred in `frame`.
    private func drawCaret(at x: Double, font: UIFont, in frame: CGRect, context: GraphicsContext) {
        let height = (window?.textMeasurer?.metrics(of: font).lineHeight ?? font.size * 1.2).rounded()
        let bar = CGRect(x: x, y: frame.midY - height / 2, width: Self.caretWidth, height: height)
        context.fill(Path(roundedRect: bar, cornerRadius: 1), with: tintColor)
    }

    /// The width of `text` in `style` on one line: measured by the window's renderer, else
    /// estimated.
    private func measuredWidth(of text: String, style: TextStyle) -> Double {
        window?.textMeasurer.map { Double($0.size(of: text, style: style, width: nil).width) } ?? Double(text.count) * style.font.size * 0.55
    }

    /// The border in `rect`, as ``borderStyle`` says.
    private func drawBorder(in rect: CGRect, context: GraphicsContext) {
        switch borderStyle {
        case .none:
            break
        case .line:
            context.stroke(Path(rect: rect.insetBy(dx: 0.5, dy: 0.5)), with: .label, lineWidth: 1)
        case .bezel:
            context.stroke(Path(rect: rect.insetBy(dx: 0.5, dy: 0.5)), with: .systemGray2, lineWidth: 1)
            var top = Path()
            top.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1.5))
            top.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.minY + 1.5))
            context.stroke(top, with: .systemGray3, lineWidth: 1)
        case .roundedRect:
            let shape = Path(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5, curve: .circular)
            context.fill(shape, with: .systemBackground)
            context.stroke(shape, with: .systemGray4, lineWidth: 0.5)
        }
    }

    /// The clear button: a grey disc with a white cross.
    private func drawClearButton(in rect: CGRect, context: GraphicsContext) {
        let side = Swift.min(rect.width, rect.height)
        let disc = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        context.fill(Path(ellipseIn: disc), with: .systemGray2)
        let arm = side * 0.2
        var cross = Path()
        cross.move(to: CGPoint(x: disc.midX - arm, y: disc.midY - arm))
        cross.addLine(to: CGPoint(x: disc.midX + arm, y: disc.midY + arm))
        cross.move(to: CGPoint(x: disc.midX + arm, y: disc.midY - arm))
        cross.addLine(to: CGPoint(x: disc.midX - arm, y: disc.midY + arm))
        context.stroke(cross, with: .white, style: StrokeStyle(lineWidth: 1.75, lineCap: .round))
    }
}
