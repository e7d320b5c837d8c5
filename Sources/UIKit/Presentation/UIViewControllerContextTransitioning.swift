import Foundation
import Motion


/// What an animator and an interaction controller are given (UIKit's
/// `UIViewControllerContextTransitioning`).
@MainActor @preconcurrency
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition happens; the presented view goes inside it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether it is driven interactively right now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (read in the completion to call `completeTransition`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the presented controller.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The controller for a key.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate for a key: nil for the presenter's view when the presentation keeps
    /// it (the presentation controller owns it then), as UIKit.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view starts, in the container (`.zero` when it is not known or the view is not visible, as UIKit).
    func initialFrame(for viewController: UIViewController) -> CGRect
    /// Where a controller's view ends, in the container (`.zero` when it is not known or the view is leaving, as UIKit).
    func finalFrame(for viewController: UIViewController) -> CGRect
    /// An interaction moved the transition to `percentComplete` (0…1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended toward completion.
    func finishInteractiveTransition()
    /// The interaction ended toward cancellation.
    func cancelInteractiveTransition()
    /// An interaction took over a running transition.
    func pauseInteractiveTransition()
    /// The animator finished: the transition ends, completed or cancelled. Call exactly once;
    /// later calls are ignored.
    func completeTransition(_ didComplete: Bool)
    /// The animator an interaction scrubs, made on the first call and the same afterwards
    /// (Today's counterpart of what UIKit's percent-driven interaction reaches through private
    /// API): the animator's interruptible animator, or else its `animateTransition(using:)` and
    /// the alongside animations captured on a timeline of the transition's duration; paused at
    /// its start. ``UIPercentDrivenInteractiveTransition`` scrubs it. Nil by default: a context
    /// of your own (a test double) offers none, and the percent-driven interaction then only
    /// reports progress.
    func interactiveDriver() -> (any UIViewImplicitlyAnimating)?
}

extension UIViewControllerContextTransitioning {
    /// Nil: this context offers nothing to scrub.
    public func interactiveDriver() -> (any UIViewImplicitlyAnimating)? { nil }
}
