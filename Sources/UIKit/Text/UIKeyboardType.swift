/// The kind of on-screen keyboard (UIKit's `UIKeyboardType`, with its raw values). Kept: the
/// computer's keyboard is used, and a field takes whatever is typed.
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters and ASCII punctuation.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For web addresses.
    case URL
    /// Digits.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A keypad with names.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// With @ and # at hand.
    case twitter
    /// For search terms.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
}
