/// Whether typing is corrected (UIKit's `UITextAutocorrectionType`, with its raw values). Kept:
/// nothing is corrected on Linux.
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
    /// The system's choice.
    case `default`
    /// Never.
    case no
    /// Always.
    case yes
}
