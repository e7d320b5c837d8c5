/// Animates a transition (UIKit's `UIViewControllerAnimatedTransitioning`).
@MainActor
public protocol AnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds.
    func transitionDuration(using context: (any ContextTransitioning)?) -> Double
    /// Runs the animations, then calls ``ContextTransitioning/completeTransition(_:)``.
    func animateTransition(using context: any ContextTransitioning)
    /// An animator that runs the transition and can be paused, scrubbed, reversed and resumed;
    /// when it returns one, interaction drives it, and the transition can be cancelled or
    /// reversed from any frame. Return the same animator for the whole transition. Default nil.
    func interruptibleAnimator(using context: any ContextTransitioning) -> PropertyAnimator?
    /// The transition ended (after `completeTransition`); `transitionCompleted` is false when it
    /// was cancelled. Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension AnimatedTransitioning {
    /// Nil: the transition is driven by ``AnimatedTransitioning/animateTransition(using:)``.
    public func interruptibleAnimator(using context: any ContextTransitioning) -> PropertyAnimator? { nil }
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
