import UIKit

/// Flips a reveal back into its card (seed 004's dismiss animator): a snapshot of the reveal
/// shrinks into the card's frame (first third), turns edge-on (second third), and the grid,
/// waiting turned away, turns back in (last third). Driven by ``FlipSwipeInteraction`` when
/// the dismissal starts from a drag.
public final class FlipDismissAnimator: UIViewControllerAnimatedTransitioning {
    /// Where the card is, in the container's coordinates.
    public let destinationFrame: CGRect
    /// The snapshot while the transition runs.
    public private(set) weak var snapshot: UIView?

    /// An animator ending on a card's frame.
    public init(destinationFrame: CGRect) {
        self.destinationFrame = destinationFrame
    }

    public func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double { FlipTransition.duration }

    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to) else {
            return context.completeTransition(false)
        }
        let container = context.containerView
        let snapshot = from.view.snapshotView(afterScreenUpdates: false) ?? UIView(frame: from.view.frame)
        snapshot.frame = from.view.frame
        snapshot.layer.cornerRadius = FlipTransition.cardCornerRadius
        snapshot.layer.cornerCurve = .continuous
        snapshot.clipsToBounds = true
        container.addSubview(snapshot)
        from.view.isHidden = true
        self.snapshot = snapshot
        container.layer.sublayerTransform = FlipTransition.perspective
        let toView: UIView = to.view
        toView.transform3D = FlipTransition.yRotation(-.pi / 2)
        let destination = destinationFrame
        UIView.animateKeyframes(withDuration: FlipTransition.duration, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                snapshot.frame = destination
            }
            UIView.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                snapshot.transform3D = FlipTransition.yRotation(.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                toView.transform3D = FlipTransition.yRotation(0)
            }
        }, completion: { _ in
            from.view.isHidden = false
            snapshot.removeFromSuperview()
            toView.transform3D = .identity
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
