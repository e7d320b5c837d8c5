import Motion
import ViewKit

/// An animator that fades and scales the card in (or out) over 0.5 s with an animation block,
/// and writes `animateTransition`, `completeTransition(…)` and `animationEnded(…)` to the trace.
public final class TracingAnimator: AnimatedTransitioning {
    let isPresenting: Bool
    let log: TraceLog

    /// An animator for presenting or dismissing.
    public init(presenting: Bool, log: TraceLog) {
        self.isPresenting = presenting
        self.log = log
    }

    public func transitionDuration(using context: (any ContextTransitioning)?) -> Double { 0.5 }

    public func animateTransition(using context: any ContextTransitioning) {
        log.add("animateTransition(\(isPresenting ? "presentation" : "dismissal"))")
        let key: TransitionKey = isPresenting ? .to : .from
        guard let controller = context.viewController(forKey: key), let card = context.view(forKey: key) else {
            return context.completeTransition(false)
        }
        if isPresenting {
            if card.superview == nil { context.containerView.addSubview(card) }
            card.frame = context.finalFrame(for: controller)
            card.alpha = 0
            card.transform = AffineTransform(scaleX: 0.9, y: 0.9)
        }
        View.animate(withDuration: transitionDuration(using: context), options: .allowUserInteraction, animations: { [isPresenting] in
            card.alpha = isPresenting ? 1 : 0
            card.transform = isPresenting ? .identity : AffineTransform(scaleX: 0.9, y: 0.9)
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
public final class TracingInteraction: PercentDrivenInteractiveTransition {
    let log: TraceLog

    /// An interaction that traces to `log`.
    public init(log: TraceLog) {
        self.log = log
        super.init()
    }

    public override func startInteractiveTransition(_ context: any ContextTransitioning) {
        log.add("startInteractiveTransition")
        super.startInteractiveTransition(context)
    }
}
