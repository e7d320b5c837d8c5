extension UITableView {
    /// How rows come and go when they are inserted, deleted or reloaded (UIKit's
    /// `UITableView.RowAnimation`, with its raw values). Rows that stay slide to their new
    /// places whatever the animation, unless it is ``none``.
    public enum RowAnimation: Int, Hashable, Sendable {
        /// Fading in or out where the row is.
        case fade
        /// Sliding in from the right, or out to the right.
        case right
        /// Sliding in from the left, or out to the left.
        case left
        /// Sliding down from above, or up out of sight, fading.
        case top
        /// Sliding up from below, or down out of sight, fading.
        case bottom
        /// At once: no row moves or fades (the table jumps to the new rows).
        case none
        /// Fading, as UIKit's middle animation looks for a row (it is drawn as ``fade``).
        case middle
        /// The table's choice: ``fade``.
        case automatic = 100
    }
}
