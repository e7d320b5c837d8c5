/// Animates a transition (UIKit's `UIViewControllerAnimatedTransitioning`).
@MainActor @preconcurrency
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds.
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double
    /// Runs the animations, then calls ``UIViewControllerContextTransitioning/completeTransition(_:)``.
    func animateTransition(using context: any UIViewControllerContextTransitioning)
    /// An animator that runs the transition and can be paused, scrubbed, reversed and resumed;
    /// when it returns one, interaction drives it, and the transition can be cancelled or
    /// reversed from any frame. Return the same animator for the whole transition. UIKit's
    /// method is optional; here the default returns a placeholder that means "none", and the
    /// transition is driven by `animateTransition(using:)`.
    func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// The transition ended (after `completeTransition`); `transitionCompleted` is false when it
    /// was cancelled. Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// None (a placeholder the engine recognises): the transition is driven by
    /// ``UIViewControllerAnimatedTransitioning/animateTransition(using:)``.
    public func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        NoInterruptibleAnimator()
    }
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
