extension UIScrollView {
    /// How the safe area adjusts a scroll view's content inset (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`). Today stores it and adjusts nothing.
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        /// Adjust for the safe area on scrolling axes (UIKit's default).
        case automatic
        /// Adjust on the scrollable axes.
        case scrollableAxes
        /// Never adjust.
        case never
        /// Always adjust.
        case always
    }
}
