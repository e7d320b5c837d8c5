import UIKit

/// A transitioning delegate that vends the dimming presentation controller, tracing animators
/// and, when ``dismissalInteraction`` is set, that interaction for the dismissal; each request
/// is written to the trace.
public final class TracingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let log: TraceLog
    /// The interaction to drive the next dismissal with (nil: not interactive).
    public var dismissalInteraction: (any UIViewControllerInteractiveTransitioning)?

    /// A delegate that traces to `log`.
    public init(log: TraceLog) {
        self.log = log
    }

    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        log.add("presentationController(forPresented:)")
        let controller = DimmingPresentationController(presentedViewController: presented, presenting: presenting ?? source) {
            $0.insetBy(dx: 24, dy: 120)  // a card 24 points in from the sides, 120 from top and bottom
        }
        controller.onHook = { [log] in log.add($0) }
        return controller
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationController(forPresented:)")
        return TracingAnimator(presenting: true, log: log)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationController(forDismissed:)")
        return TracingAnimator(presenting: false, log: log)
    }

    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("interactionControllerForPresentation")
        return nil
    }

    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("interactionControllerForDismissal")
        return dismissalInteraction
    }
}
