import Foundation

// The first responder: the one responder of a window that typed text goes to. The window keeps
// it (`UIWindow+TextInput.swift`); a responder asks to become it and agrees to give it up
// (``UIResponder/becomeFirstResponder()`` and the other overridable members are in
// UIResponder.swift: members of an extension cannot be overridden).
extension UIResponder {
    /// Whether this responder is its window's first responder.
    public var isFirstResponder: Bool {
        guard let window = firstResponderWindow else { return false }
        return window.currentFirstResponder === self
    }
}

extension UIView {
    /// Makes the first responder inside this view (the view itself or a descendant) resign,
    /// as a tap on the background does to dismiss the keyboard; with `force`, it resigns even
    /// if it refuses. Returns whether none is left inside.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.currentFirstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.forceResignFirstResponder()
        return true
    }
}

// The on-screen keyboard's notifications. There is no on-screen keyboard on Linux (the
// computer's keyboard types), so none is ever posted: code that moves content out of the
// keyboard's way compiles and keeps its content where it is.
extension UIResponder {
    /// Posted before the keyboard shows (never on Linux).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed (never on Linux).
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides (never on Linux).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid (never on Linux).
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (never on Linux).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed (never on Linux).
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The user-info key of the keyboard's frame at the start of the change (a `CGRect`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard's frame at the end of the change (a `CGRect`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the change's duration in seconds (a `Double`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the change's animation curve (a `UIView.AnimationCurve` raw value).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}
