extension UITableView {
    /// Where in the visible area (top, middle, bottom) to scroll a row
    /// (``UITableView/scrollToRow(at:at:animated:)``,
    /// ``UITableView/selectRow(at:animated:scrollPosition:)``), with UIKit's raw values.
    public enum ScrollPosition: Int, Sendable, CaseIterable {
        /// Fully into view with the least movement: not at all when it is fully visible, to
        /// the top when it is above (or taller than the visible area), to the bottom when it
        /// is below. UIKit's default.
        case none = 0
        /// Its top at the top of the visible area.
        case top = 1
        /// Its middle at the middle of the visible area.
        case middle = 2
        /// Its bottom at the bottom of the visible area.
        case bottom = 3
    }
}
