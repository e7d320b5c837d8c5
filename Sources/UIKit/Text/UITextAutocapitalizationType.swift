/// How typed letters are capitalized (UIKit's `UITextAutocapitalizationType`, with its raw
/// values). Kept: the computer's keyboard types what it types.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// Never.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}
