/// Whether spelling is checked (UIKit's `UITextSpellCheckingType`, with its raw values). Kept:
/// nothing is checked on Linux.
public enum UITextSpellCheckingType: Int, Hashable, Sendable {
    /// The system's choice.
    case `default`
    /// Never.
    case no
    /// Always.
    case yes
}
