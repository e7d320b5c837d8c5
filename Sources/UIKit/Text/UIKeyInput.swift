import Foundation

/// A responder that takes typed text (UIKit's `UIKeyInput`): when it is its window's first
/// responder, the window gives it what the host reports (``UIWindow/sendText(_:)``,
/// ``UIWindow/sendKey(_:)``). Return arrives as `"\n"` through ``insertText(_:)``, backspace
/// as ``deleteBackward()``. ``UITextField`` is one; a view of one's own (a PIN pad, a
/// terminal) adopts it with ``UIResponder/canBecomeFirstResponder`` returning true.
@MainActor @preconcurrency
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts text where the caret is (at the end here).
    func insertText(_ text: String)
    /// Deletes the character before the caret.
    func deleteBackward()
}
