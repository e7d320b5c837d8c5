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
    /// The transitioning delegate supplies the presentation controller and animators.
    case custom
    /// Not a presentation: what a push's or a pop's transition context reports, as UIKit.
    /// Presenting a controller with this style presents it ``fullScreen`` (UIKit refuses it).
    case none
}
