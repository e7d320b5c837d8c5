import Foundation

// Editing: beginning and ending it, typing, backspace, Return and the clear button, each
// asking the delegate and sending the events UIKit sends, in UIKit's order.
extension UITextField {
    /// Editing began (the field just became first responder): empties the text if asked, then
    /// tells the delegate, the actions and the notification centre.
    func beginEditing() {
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    /// Editing ended (the field resigned, or left its window): tells the delegate, the actions
    /// and the notification centre. Does nothing when it was not being edited.
    func finishEditing() {
        guard isEditing else { return }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// Replaces the characters in `range` (UTF-16 offsets) with `string` if the delegate
    /// agrees (the caret keeps the characters after it), then sends `.editingChanged` and the
    /// change notification.
    func replaceCharacters(in range: NSRange, with string: String) {
        guard isEditing else { return }
        let current = text ?? ""
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true,
            let bounds = Range(range, in: current)
        else { return }
        let after = charactersAfterCaret
        text = current.replacingCharacters(in: bounds, with: string)
        charactersAfterCaret = after
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// Return: asks the delegate (``UITextFieldDelegate/textFieldShouldReturn(_:)``); if it
    /// agrees, sends `.editingDidEndOnExit` and resigns when an action is added for that
    /// event, as UIKit does. With ``enablesReturnKeyAutomatically`` an empty field ignores it.
    func pressReturn() {
        guard isEditing, !(enablesReturnKeyAutomatically && !hasText) else { return }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsOnExit = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if endsOnExit { resignFirstResponder() }
    }

    /// Whether the clear button shows now: by its mode, and only over some text.
    var showsClearButton: Bool { hasText && shows(clearButtonMode) }

    /// The clear button was tapped: empties the field if the delegate agrees, sending
    /// `.editingChanged`; a field not being edited begins editing first, as UIKit's does.
    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing, !becomeFirstResponder() { return }
        replaceCharacters(in: NSRange(location: 0, length: (text ?? "").utf16.count), with: "")
    }

    /// A tap lifted at `point` (the field's coordinates): on the clear button it clears,
    /// elsewhere in the field it begins editing.
    func tapped(at point: CGPoint) {
        guard bounds.contains(point) else { return }
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) {
            clearButtonTapped()
        } else {
            becomeFirstResponder()
        }
    }

    /// Moves the caret `offset` characters (negative: left), within the text.
    func moveCaret(by offset: Int) {
        guard isEditing else { return }
        charactersAfterCaret -= offset
    }
}
