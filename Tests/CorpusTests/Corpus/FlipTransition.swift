import UIKit

// A card that flips over to reveal a full-screen page, written as an iOS tutorial writes it
// (seed 004): snapshots turned about the y axis in perspective with keyframes, and a
// percent-driven dismissal driven by a swipe from the left edge. UIKit alone, public API only.
// The one line iOS would add, `UIScreenEdgePanGestureRecognizer(target:action:)` with a
// selector, is where Linux differs: the tests attach the recognizer with Today's closure
// initialiser and call `handle(_:)` (see docs/porting.md).

@MainActor
enum FlipGeometry {
    static let cardCornerRadius: CGFloat = 20

    /// A turn about the vertical axis.
    static func turned(by angle: CGFloat) -> CATransform3D {
        CATransform3DMakeRotation(angle, 0, 1, 0)
    }

    /// Gives the container's sublayers a shared perspective.
    static func addPerspective(to container: UIView) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        container.layer.sublayerTransform = perspective
    }
}

/// The front: a card on a plain background.
final class CardFaceViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let cardView = UIView()
    let swipeInteraction = EdgeSwipeInteractionController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        cardView.frame = CGRect(x: 40, y: 200, width: 310, height: 420)
        cardView.backgroundColor = .systemOrange
        cardView.layer.cornerRadius = FlipGeometry.cardCornerRadius
        view.addSubview(cardView)
    }

    /// Flips the card over to its back page.
    func reveal() -> CardBackViewController {
        let back = CardBackViewController()
        back.modalPresentationStyle = .fullScreen
        back.transitioningDelegate = self
        swipeInteraction.presentedController = back
        present(back, animated: true)
        return back
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FlipPresentAnimator(originFrame: cardView.frame)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard dismissed is CardBackViewController else { return nil }
        return FlipDismissAnimator(destinationFrame: cardView.frame)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        swipeInteraction.isInteracting ? swipeInteraction : nil
    }
}

/// The back: a full-screen page.
final class CardBackViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let caption = UILabel(frame: CGRect(x: 24, y: 120, width: 340, height: 40))
        caption.text = "The other side"
        caption.textColor = .white
        view.addSubview(caption)
    }
}

/// Turns the card away and the page's snapshot in, then grows the snapshot to the screen.
final class FlipPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let originFrame: CGRect

    init(originFrame: CGRect) {
        self.originFrame = originFrame
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = toVC.view.snapshotView(afterScreenUpdates: true)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = FlipGeometry.cardCornerRadius
        snapshot.layer.masksToBounds = true

        containerView.addSubview(toVC.view)
        containerView.addSubview(snapshot)
        toVC.view.isHidden = true
        FlipGeometry.addPerspective(to: containerView)
        snapshot.layer.transform = FlipGeometry.turned(by: .pi / 2)

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0,
                                options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                fromVC.view.layer.transform = FlipGeometry.turned(by: -.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = FlipGeometry.turned(by: 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                snapshot.frame = finalFrame
                snapshot.layer.cornerRadius = 0
            }
        }, completion: { _ in
            toVC.view.isHidden = false
            snapshot.removeFromSuperview()
            fromVC.view.layer.transform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The reverse: the page shrinks to the card, turns away, and the card turns back in.
final class FlipDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let destinationFrame: CGRect

    init(destinationFrame: CGRect) {
        self.destinationFrame = destinationFrame
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false)
        else {
            transitionContext.completeTransition(false)
            return
        }
        snapshot.layer.cornerRadius = FlipGeometry.cardCornerRadius
        snapshot.layer.masksToBounds = true

        let containerView = transitionContext.containerView
        containerView.insertSubview(toVC.view, at: 0)
        containerView.addSubview(snapshot)
        fromVC.view.isHidden = true
        FlipGeometry.addPerspective(to: containerView)
        toVC.view.layer.transform = FlipGeometry.turned(by: -.pi / 2)

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0,
                                options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                snapshot.frame = self.destinationFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = FlipGeometry.turned(by: .pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                toVC.view.layer.transform = FlipGeometry.turned(by: 0)
            }
        }, completion: { _ in
            fromVC.view.isHidden = false
            snapshot.removeFromSuperview()
            if transitionContext.transitionWasCancelled {
                toVC.view.removeFromSuperview()
                toVC.view.layer.transform = CATransform3DIdentity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Drives the dismissal with a swipe from the left edge: past half way (or quickly) it
/// finishes, otherwise it goes back.
final class EdgeSwipeInteractionController: UIPercentDrivenInteractiveTransition {
    static let fullSwipe: CGFloat = 200
    private(set) var isInteracting = false
    weak var presentedController: UIViewController?

    /// What the edge pan calls on every change of its state.
    func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let translation = gesture.translation(in: gesture.view?.superview)
        let progress = min(max(translation.x / Self.fullSwipe, 0), 1)
        switch gesture.state {
        case .began:
            isInteracting = true
            presentedController?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .cancelled:
            isInteracting = false
            cancel()
        case .ended:
            isInteracting = false
            if progress > 0.5 || gesture.velocity(in: gesture.view).x > 800 {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
