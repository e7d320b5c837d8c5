import UIKit

/// An animator that fades and scales the card in (or out) over 0.5 s with an animation block,
/// and writes `animateTransition`, `completeTransition(…)` and `animationEnded(…)` to the trace.
public final class TracingAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let log: TraceLog

    /// An animator for presenting or dismissing.
    public init(presenting: Bool, log: TraceLog) {
        self.isPresenting = presenting
        self.log = log
    }

    public func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double { 0.5 }

    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        log.add("animateTransition(\(isPresenting ? "presentation" : "dismissal"))")
        guard let controller = context.viewController(forKey: isPresenting ? .to : .from),
              let card = context.view(forKey: isPresenting ? .to : .from) else {
            return context.completeTransition(false)
        }
        if isPresenting {
            if card.superview == nil { context.containerView.addSubview(card) }
            card.frame = context.finalFrame(for: controller)
            card.alpha = 0
            card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        UIView.animate(withDuration: transitionDuration(using: context), options: .allowUserInteraction, animations: { [isPresenting] in
            card.alpha = isPresenting ? 1 : 0
            card.transform = isPresenting ? .identity : CGAffineTransform(scaleX: 0.9, y: 0.9)
        }, completion: { [log] _ in
            let completed = !context.transitionWasCancelled
            log.add("completeTransition(\(completed))")
            context.completeTransition(completed)
        })
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        log.add("animationEnded(\(transitionCompleted))")
    }
}

/// A percent-driven interaction that writes `startInteractiveTransition` to the trace.
public final class TracingInteraction: UIPercentDrivenInteractiveTransition {
    let log: TraceLog

    /// An interaction that traces to `log`.
    public init(log: TraceLog) {
        self.log = log
        super.init()
    }

    public override func startInteractiveTransition(_ context: any UIViewControllerContextTransitioning) {
        log.add("startInteractiveTransition")
        super.startInteractiveTransition(context)
    }
}
