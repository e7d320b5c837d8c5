import UIKit

/// A custom push and pop: the arriving screen rises 40 points and fades in over the leaving one
/// (popping, the leaving one sinks and fades out over the arriving one) over 0.4 s, ease out.
/// It writes `animateTransition`, `completeTransition(…)` and `animationEnded(…)` to the trace.
public final class TracingNavigationAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let log: TraceLog

    /// An animator for a push or a pop.
    public init(operation: UINavigationController.Operation, log: TraceLog) {
        self.operation = operation
        self.log = log
    }

    public func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double { 0.4 }

    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let pushing = operation == .push
        log.add("animateTransition(\(pushing ? "push" : "pop"))")
        guard let arriving = context.view(forKey: .to), let leaving = context.view(forKey: .from),
              let toController = context.viewController(forKey: .to) else {
            return context.completeTransition(false)
        }
        let container = context.containerView
        let frame = context.finalFrame(for: toController)
        let moving = pushing ? arriving : leaving
        if pushing {
            container.addSubview(arriving)
            arriving.frame = frame.offsetBy(dx: 0, dy: 40)
            arriving.alpha = 0
        } else {
            container.insertSubview(arriving, belowSubview: leaving)
            arriving.frame = frame
        }
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: [.curveEaseOut], animations: {
            moving.frame = pushing ? frame : frame.offsetBy(dx: 0, dy: 40)
            moving.alpha = pushing ? 1 : 0
        }, completion: { [log] _ in
            moving.alpha = 1
            let completed = !context.transitionWasCancelled
            log.add("completeTransition(\(completed))")
            context.completeTransition(completed)
        })
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        log.add("animationEnded(\(transitionCompleted))")
    }
}
