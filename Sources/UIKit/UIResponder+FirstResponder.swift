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
