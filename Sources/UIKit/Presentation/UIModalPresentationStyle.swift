/// How a presented controller covers its presenter (UIKit's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Hashable, Sendable {
    /// The system's choice: ``pageSheet``, as on iOS 13 and later.
    case automatic
    /// Covers the screen; the presenter's view is removed when the presentation ends.
    case fullScreen
    /// Covers the screen; the presenter's view stays underneath.
    case overFullScreen
    /// The iOS 13 card sheet: the presented view sits below the status bar with rounded top
    /// corners, the presenter shrinks back behind it, and a downward drag dismisses it.
    case pageSheet
    /// Centred over a dimmed background in a regular-width, regular-height window, at the
    /// presented controller's ``UIViewController/preferredContentSize`` (540 × 620 points when
    /// none); a card sheet in a compact width; full screen in a compact height.
    case formSheet
    /// A popover with an arrow pointing at its ``UIPopoverPresentationController/sourceView``
    /// in a regular-width, regular-height window (a tap outside closes it); a form sheet in a
    /// compact width; full screen in a compact height.
    case popover
    /// Covers only the view of the controller that defines the presentation context
    /// (``UIViewController/definesPresentationContext``; the root when none does), whose view
    /// is removed when the presentation ends.
    case currentContext
    /// As ``currentContext``, but the covered view stays underneath.
    case overCurrentContext
    /// The transitioning delegate supplies the presentation controller and animators.
    case custom
    /// Not a presentation: what a push's or a pop's transition context reports, as UIKit.
    /// Presenting a controller with this style presents it ``fullScreen`` (UIKit refuses it).
    case none
}
