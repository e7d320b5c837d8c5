import UIKit

/// Flips a card over into its reveal (seed 004's present animator): a snapshot of the reveal,
/// cut to the card's frame and turned edge-on, waits while the grid turns away about the y
/// axis (first third), turns in (second third), then grows to the full screen (last third).
public final class FlipPresentAnimator: UIViewControllerAnimatedTransitioning {
    /// Where the card was, in the container's coordinates.
    public let originFrame: CGRect
    /// The snapshot while the transition runs (for tests and the timeline).
    public private(set) weak var snapshot: UIView?

    /// An animator starting from a card's frame.
    public init(originFrame: CGRect) {
        self.originFrame = originFrame
    }

    public func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double { FlipTransition.duration }

    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to) else {
            return context.completeTransition(false)
        }
        let container = context.containerView
        let finalFrame = context.finalFrame(for: to)
        to.view.frame = finalFrame
        container.addSubview(to.view)
        to.view.layoutIfNeeded()
        // No renderer (a headless check without one): the reveal itself stands in.
        let snapshot = to.view.snapshotView(afterScreenUpdates: true) ?? UIView(frame: finalFrame)
        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = FlipTransition.cardCornerRadius
        snapshot.layer.cornerCurve = .continuous
        snapshot.clipsToBounds = true
        container.addSubview(snapshot)
        to.view.isHidden = true
        self.snapshot = snapshot
        container.layer.sublayerTransform = FlipTransition.perspective
        snapshot.transform3D = FlipTransition.yRotation(.pi / 2)
        let fromView: UIView = from.view
        UIView.animateKeyframes(withDuration: FlipTransition.duration, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                fromView.transform3D = FlipTransition.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                snapshot.transform3D = FlipTransition.yRotation(0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                snapshot.frame = finalFrame
                snapshot.layer.cornerRadius = 0
            }
        }, completion: { _ in
            to.view.isHidden = false
            snapshot.removeFromSuperview()
            // The grid is behind the reveal when it completes, and back in view when cancelled.
            fromView.transform3D = .identity
            if context.transitionWasCancelled { to.view.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
