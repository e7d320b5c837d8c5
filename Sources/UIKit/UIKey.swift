/// A key press the host reports (for keyboard shortcuts: Escape closes a story, and so on).
public enum UIKey: Hashable, Sendable {
    /// Escape.
    case escape
    /// Return or Enter.
    case enter
    /// The space bar.
    case space
    /// Backspace (delete backward).
    case backspace
    /// An arrow key.
    case up, down, left, right
    /// A printable character, lower-cased.
    case character(Character)
}
