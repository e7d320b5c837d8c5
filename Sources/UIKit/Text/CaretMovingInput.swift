/// A text responder whose caret the arrow keys move (a role the window gives the left and
/// right arrows to: ``UITextField`` plays it). UIKit delivers such keys as presses through
/// `UITextInput`; here the window calls it directly.
@MainActor
protocol CaretMovingInput: UIKeyInput {
    /// Moves the caret `offset` characters (negative: left), within the text.
    func moveCaret(by offset: Int)
}
