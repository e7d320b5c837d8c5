/// The return key's title (UIKit's `UIReturnKeyType`, with its raw values). Kept: Return is the
/// computer's; what it does is the text field's delegate's
/// (``UITextFieldDelegate/textFieldShouldReturn(_:)``).
public enum UIReturnKeyType: Int, Hashable, Sendable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}
