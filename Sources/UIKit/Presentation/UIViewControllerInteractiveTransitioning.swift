import Motion

/// Drives a transition from user input (UIKit's `UIViewControllerInteractiveTransitioning`).
@MainActor @preconcurrency
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving: called instead of ``UIViewControllerAnimatedTransitioning/animateTransition(using:)``.
    func startInteractiveTransition(_ context: any UIViewControllerContextTransitioning)
    /// Whether the transition starts interactive (true by default); when false it starts
    /// animating and an interaction can take it over by pausing.
    var wantsInteractiveStart: Bool { get }
    /// How fast the rest runs after the finger lifts (1 by default).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest after the finger lifts (ease-in-ease-out by default).
    var completionCurve: AnimationCurve { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// True.
    public var wantsInteractiveStart: Bool { true }
    /// 1.
    public var completionSpeed: CGFloat { 1 }
    /// Ease-in-ease-out.
    public var completionCurve: AnimationCurve { .easeInOut }
}
