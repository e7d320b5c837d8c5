import Foundation

/// How the keyboard for a text responder should behave (UIKit's `UITextInputTraits`). On
/// Linux the keyboard is the computer's, so only ``isSecureTextEntry`` changes anything (the
/// text is shown as dots); the others are kept for code that sets them. UIKit's traits are
/// optional: here each has a default, which ``UITextField`` keeps as settable properties.
@MainActor @preconcurrency
public protocol UITextInputTraits: AnyObject {
    /// How letters are capitalized as they are typed.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether typing is corrected.
    var autocorrectionType: UITextAutocorrectionType { get }
    /// Whether spelling is checked.
    var spellCheckingType: UITextSpellCheckingType { get }
    /// The kind of keyboard.
    var keyboardType: UIKeyboardType { get }
    /// The keyboard's look.
    var keyboardAppearance: UIKeyboardAppearance { get }
    /// The return key's title.
    var returnKeyType: UIReturnKeyType { get }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get }
    /// Whether the text is hidden as it is typed (a password).
    var isSecureTextEntry: Bool { get }
    /// What the text is, for autofill (nil: nothing said).
    var textContentType: UITextContentType? { get }
}

extension UITextInputTraits {
    /// Sentences, UIKit's default.
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    /// The system's choice.
    public var autocorrectionType: UITextAutocorrectionType { .default }
    /// The system's choice.
    public var spellCheckingType: UITextSpellCheckingType { .default }
    /// The default keyboard.
    public var keyboardType: UIKeyboardType { .default }
    /// The default look.
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    /// "return".
    public var returnKeyType: UIReturnKeyType { .default }
    /// False.
    public var enablesReturnKeyAutomatically: Bool { false }
    /// False.
    public var isSecureTextEntry: Bool { false }
    /// Nil.
    public var textContentType: UITextContentType? { nil }
}
