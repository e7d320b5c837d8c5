import Foundation
import Motion

/// A one-line editable text (UIKit's `UITextField`): tapped, it becomes its window's first
/// responder and takes what is typed (``UIKeyInput``), asking its ``delegate`` and sending
/// the editing events (`.editingDidBegin`, `.editingChanged`, `.editingDidEnd`,
/// `.editingDidEndOnExit`) as UIKit does.
///
/// It draws itself: its border (``borderStyle``), its text or ``placeholder``, the caret while
/// it is edited (steady, in the tint colour; typing goes in at the end, or where the left and
/// right arrow keys moved it: there is no selection yet), and the clear button
/// (``clearButtonMode``). Its parts are placed by
/// the rectangle methods subclasses override for padding (``textRect(forBounds:)``,
/// ``editingRect(forBounds:)`` and the others), and ``leftView`` and ``rightView`` are laid
/// out beside the text. Editing is in UITextField+Editing.swift, drawing in
/// UITextField+Drawing.swift (the overridable members stay here: an extension's cannot be
/// overridden).
open class UITextField: UIControl, UIKeyInput, CaretMovingInput {
    /// How the field's border is drawn (UIKit's `UITextField.BorderStyle`, with its raw values).
    public enum BorderStyle: Int, Hashable, Sendable {
        /// No border.
        case none
        /// A thin dark rectangle.
        case line
        /// A bezelled rectangle.
        case bezel
        /// A rounded rectangle on the system background, with a hairline: the look of most fields.
        case roundedRect
    }

    /// When an overlay (the clear button, a left or right view) shows (UIKit's
    /// `UITextField.ViewMode`, with its raw values).
    public enum ViewMode: Int, Hashable, Sendable {
        /// Never.
        case never
        /// While the field is edited.
        case whileEditing
        /// While it is not.
        case unlessEditing
        /// Always.
        case always
    }

    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Hashable, Sendable {
        /// The field resigned, or was made to.
        case committed
    }

    /// Posted when editing begins; the object is the field.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the text changes by editing; the object is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends; the object is the field.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The text; "" when empty (setting nil empties it, as in UIKit). Setting it sends no
    /// event, as in UIKit: only editing does.
    public var text: String? {
        get { storedText }
        set {
            let new = newValue ?? ""
            guard new != storedText else { return }
            storedText = new
            charactersAfterCaret = 0
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The text as kept.
    private var storedText = ""
    /// Where the caret is: how many characters follow it (0, at the end, where setting the
    /// text puts it). The arrow keys move it (UITextField+Editing.swift).
    var charactersAfterCaret = 0 {
        didSet {
            charactersAfterCaret = Swift.min(storedText.count, Swift.max(0, charactersAfterCaret))
            if charactersAfterCaret != oldValue { setNeedsDisplay() }
        }
    }
    /// The grey text shown while the field is empty.
    public var placeholder: String? { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// The placeholder with a font and colour of its own (its first character's `.font` and
    /// `.foregroundColor`); its string is ``placeholder``'s.
    public var attributedPlaceholder: NSAttributedString? {
        get { placeholderAttributes.map { NSAttributedString(string: placeholder ?? "", attributes: $0) } }
        set {
            placeholder = newValue?.string
            placeholderAttributes = newValue.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil }
            setNeedsDisplay()
        }
    }
    /// The attributes of ``attributedPlaceholder``, when one was set.
    private(set) var placeholderAttributes: [NSAttributedString.Key: Any]?
    /// The text's font (UIKit's default: 17 points).
    public var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// The text's colour (``UIColor/label`` by default).
    public var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    /// The text's alignment.
    public var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// The border (default ``BorderStyle/none``, as UIKit's for a field made in code).
    public var borderStyle: BorderStyle = .none { didSet { if borderStyle != oldValue { setNeedsDisplay(); setNeedsLayout() } } }
    /// When the clear button shows (default never).
    public var clearButtonMode: ViewMode = .never { didSet { if clearButtonMode != oldValue { setNeedsDisplay(); setNeedsLayout() } } }
    /// Whether the text is emptied when editing begins.
    public var clearsOnBeginEditing = false
    /// A view at the field's left edge (an icon, a padding view), shown by ``leftViewMode``.
    public var leftView: UIView? { didSet { overlayDidChange(from: oldValue, to: leftView) } }
    /// When the left view shows (default never).
    public var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the field's right edge, shown by ``rightViewMode``.
    public var rightView: UIView? { didSet { overlayDidChange(from: oldValue, to: rightView) } }
    /// When the right view shows (default never).
    public var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// What is told of the editing and asked before it changes (held weakly).
    public weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited: it is its window's first responder. Only editing
    /// moves it (UITextField+Editing.swift).
    public internal(set) var isEditing = false { didSet { if isEditing != oldValue { setNeedsDisplay(); setNeedsLayout() } } }

    // UITextInputTraits, kept (only isSecureTextEntry changes what is shown).

    /// How letters are capitalized as they are typed (kept).
    public var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is corrected (kept).
    public var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spelling is checked (kept).
    public var spellCheckingType: UITextSpellCheckingType = .default
    /// The kind of keyboard (kept).
    public var keyboardType: UIKeyboardType = .default
    /// The keyboard's look (kept).
    public var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's title (kept).
    public var returnKeyType: UIReturnKeyType = .default
    /// Whether Return is disabled while the field is empty: when true, Return in an empty
    /// field does nothing, as the disabled key would.
    public var enablesReturnKeyAutomatically = false
    /// Whether the text is shown as dots, as a password is.
    public var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } } }
    /// What the text is, for autofill (kept).
    public var textContentType: UITextContentType?

    /// A text field with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Nothing decodes views on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Whether there is text (``UIKeyInput``).
    public var hasText: Bool { !storedText.isEmpty }

    /// A field can become first responder while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing (see UITextField+Editing.swift): asks the delegate, becomes first
    /// responder, and tells of it.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        beginEditing()
        return true
    }

    /// Ends editing (see UITextField+Editing.swift): asks the delegate, resigns, and tells of it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// The window took first responder status away (the field left it): editing ends.
    override func firstResponderStatusWasTaken() {
        finishEditing()
    }

    /// Inserts typed text at the caret (``UIKeyInput``); `"\n"` is Return.
    open func insertText(_ text: String) {
        if text == "\n" { return pressReturn() }
        let caret = caretIndex
        replaceCharacters(in: NSRange(caret..<caret, in: storedText), with: text)
    }

    /// Deletes the character before the caret (``UIKeyInput``).
    open func deleteBackward() {
        let caret = caretIndex
        guard caret > storedText.startIndex else { return }
        let previous = storedText.index(before: caret)
        replaceCharacters(in: NSRange(previous..<caret, in: storedText), with: "")
    }

    /// Where the caret is in the text.
    var caretIndex: String.Index {
        storedText.index(storedText.endIndex, offsetBy: -charactersAfterCaret, limitedBy: storedText.startIndex) ?? storedText.startIndex
    }

    /// A field's natural height: its font's line with room above and below; no natural width.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let line = (window?.textMeasurer?.metrics(of: font).lineHeight ?? font.size * 1.2).rounded(.up)
        return CGSize(width: UIView.noIntrinsicMetric, height: line + (borderStyle == .none ? 0 : 2 * 7))
    }

    /// Fields draw their border, text and caret.
    open override var drawsContent: Bool { true }

    /// Draws the border, the text or placeholder, the caret and the clear button.
    open override func draw(in context: GraphicsContext) {
        drawField(in: context)
    }

    // MARK: Where the parts go (override for padding, as in UIKit)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn when the field is not edited: the bounds less the border's
    /// inset (7 points a side for a rounded rectangle, 3 for a line or bezel) and whatever the
    /// left view, right view and clear button take.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = switch borderStyle {
        case .none: 0
        case .line, .bezel: 3
        case .roundedRect: 7
        }
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if leftView != nil, shows(leftViewMode) {
            let edge = leftViewRect(forBounds: bounds).maxX
            rect.size.width -= Swift.max(0, edge - rect.minX)
            rect.origin.x = Swift.max(rect.minX, edge)
        }
        if rightView != nil, shows(rightViewMode) {
            rect.size.width = Swift.min(rect.width, rightViewRect(forBounds: bounds).minX - rect.minX)
        } else if showsClearButton {
            rect.size.width = Swift.min(rect.width, clearButtonRect(forBounds: bounds).minX - rect.minX)
        }
        rect.size.width = Swift.max(0, rect.width)
        return rect
    }

    /// Where the text is drawn while it is edited: ``textRect(forBounds:)``.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder is drawn: ``textRect(forBounds:)``.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: 19 points square, 5 from the right edge (left of the
    /// right view when one shows), centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let right = rightView != nil && shows(rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: right - 5 - 19, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// The left view's rectangle: its own size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its own size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// A field's caret is drawn in its tint: the tint changing redraws it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if isEditing { setNeedsDisplay() }
    }

    /// Places the left and right views (and hides those their mode hides now).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.isHidden = !shows(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !shows(rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }

    /// A tap ends as a control's does, then begins editing (or clears, on the clear button).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, let touch = touches.first else { return }
        tapped(at: convert(touch.location, from: nil))
    }

    /// A field leaving its window stops being edited (the window made it resign on the way).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isEditing { finishEditing() }
    }

    /// Takes out the old overlay and adds the new one as a subview.
    private func overlayDidChange(from old: UIView?, to new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    /// Whether an overlay shown in `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }
}
