import Foundation

/// What a text field asks and tells as it is edited (UIKit's `UITextFieldDelegate`). Every
/// method has a default: the `should` ones answer true, the others do nothing.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (the field is tapped or asked to become first responder).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (the field is asked to resign).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended (the default calls ``textFieldDidEndEditing(_:reason:)``'s plain form).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for a reason (the default calls ``textFieldDidEndEditing(_:)``).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 offsets into the text) may be replaced by
    /// `string`: typing inserts at the end (an empty range), backspace replaces the last
    /// character with "".
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The text changed, by typing or by the clear button.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Return was pressed: whether the field does what Return does by default (it sends
    /// `.editingDidEndOnExit`, and resigns when an action is added for that event). To dismiss
    /// the keyboard here, call `textField.resignFirstResponder()`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
