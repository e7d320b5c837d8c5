import ViewKit

/// A transitioning delegate that vends the dimming presentation controller, tracing animators
/// and, when ``dismissalInteraction`` is set, that interaction for the dismissal; each request
/// is written to the trace.
public final class TracingTransitioningDelegate: TransitioningDelegate {
    let log: TraceLog
    /// The interaction to drive the next dismissal with (nil: not interactive).
    public var dismissalInteraction: (any InteractiveTransitioning)?

    /// A delegate that traces to `log`.
    public init(log: TraceLog) {
        self.log = log
    }

    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? {
        log.add("presentationController(forPresented:)")
        let controller = DimmingPresentationController(presentedViewController: presented, presenting: presenting ?? source) {
            $0.insetBy(dx: 24, dy: 120)  // a card 24 points in from the sides, 120 from top and bottom
        }
        controller.onHook = { [log] in log.add($0) }
        return controller
    }

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> (any AnimatedTransitioning)? {
        log.add("animationController(forPresented:)")
        return TracingAnimator(presenting: true, log: log)
    }

    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        log.add("animationController(forDismissed:)")
        return TracingAnimator(presenting: false, log: log)
    }

    public func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        log.add("interactionControllerForPresentation")
        return nil
    }

    public func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        log.add("interactionControllerForDismissal")
        return dismissalInteraction
    }
}
