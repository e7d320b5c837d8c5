/// The bar sizes a background image can be set for (UIKit's `UIBarMetrics`). Today's bars
/// are always of the default height, so only ``default`` shows.
public enum UIBarMetrics: Int, Hashable, Sendable {
    /// The regular height.
    case `default` = 0
    /// The compact height (a phone on its side).
    case compact = 1
    /// The regular height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}
