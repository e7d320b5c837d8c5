/// Animates a transition (UIKit's `UIViewControllerAnimatedTransitioning`).
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds.
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double
    /// Runs the animations, then calls ``UIViewControllerContextTransitioning/completeTransition(_:)``.
    func animateTransition(using context: any UIViewControllerContextTransitioning)
    /// An animator that runs the transition and can be paused, scrubbed, reversed and resumed;
    /// when it returns one, interaction drives it, and the transition can be cancelled or
    /// reversed from any frame. Return the same animator for the whole transition. Default nil.
    func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator?
    /// The transition ended (after `completeTransition`); `transitionCompleted` is false when it
    /// was cancelled. Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Nil: the transition is driven by ``UIViewControllerAnimatedTransitioning/animateTransition(using:)``.
    public func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator? { nil }
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
