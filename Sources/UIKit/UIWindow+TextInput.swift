import Foundation

// Typing: the host gives the window what the keyboard sends, and the window gives it to its
// first responder when that takes text (`UIKeyInput`).
extension UIWindow {
    /// Whether typing has somewhere to go: the first responder takes text (``UIKeyInput``).
    /// While it does, hosts give characters, backspace and Return to it
    /// (``sendText(_:)``, ``sendKey(_:)``) rather than to the app's shortcuts.
    public var acceptsTextInput: Bool { currentFirstResponder is any UIKeyInput }

    /// Gives typed text to the first responder (``UIKeyInput/insertText(_:)``); control
    /// characters are dropped. False when no first responder takes text or nothing is left.
    @discardableResult
    public func sendText(_ text: String) -> Bool {
        guard let input = currentFirstResponder as? any UIKeyInput else { return false }
        let printable = String(text.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }.map(Character.init))
        guard !printable.isEmpty else { return false }
        input.insertText(printable)
        return true
    }

    /// Gives an editing key to the first responder: backspace is
    /// ``UIKeyInput/deleteBackward()``, Return is `insertText("\n")`, as on iOS, and the left
    /// and right arrows move a text field's caret. False for other keys (characters arrive as
    /// text), or when no first responder takes text.
    @discardableResult
    public func sendKey(_ key: UIKey) -> Bool {
        guard let input = currentFirstResponder as? any UIKeyInput else { return false }
        switch key {
        case .backspace: input.deleteBackward()
        case .enter: input.insertText("\n")
        case .left, .right:
            guard let caret = input as? any CaretMovingInput else { return false }
            caret.moveCaret(by: key == .left ? -1 : 1)
        default: return false
        }
        return true
    }

    /// Makes the first responder resign, and takes its status if it refuses (it left the
    /// window, or ``UIView/endEditing(_:)`` forced it), telling it so.
    func forceResignFirstResponder() {
        guard let responder = currentFirstResponder, !responder.resignFirstResponder() else { return }
        currentFirstResponder = nil
        responder.firstResponderStatusWasTaken()
    }
}
