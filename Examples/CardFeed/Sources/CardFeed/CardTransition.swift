import UIKit

/// Grows the story out of the tapped card and shrinks it back: the transitioning delegate,
/// both animators and, for a drag, the interactive dismissal the story drives.
final class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
    /// The card the story opens from and closes into.
    weak var card: UIView?

    init(card: UIView) {
        self.card = card
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(card: card, isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = CardAnimator(card: card, isPresenting: false)
        animator.detail = dismissed as? DetailViewController
        return animator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let animator = animator as? CardAnimator, let detail = animator.detail else { return nil }
        return detail.dismissal
    }
}

/// Springs the story between the card's frame and the screen, rounding its corners on the way,
/// while the card underneath hides.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    weak var card: UIView?
    let isPresenting: Bool
    /// The story being dismissed (for its interactive dismissal).
    weak var detail: DetailViewController?

    init(card: UIView?, isPresenting: Bool) {
        self.card = card
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let story = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let storyView = story.view!
        let screen = transitionContext.finalFrame(for: story).isEmpty ? container.bounds : transitionContext.finalFrame(for: story)
        let cardFrame = card.map { $0.convert($0.bounds, to: container) } ?? screen.insetBy(dx: 20, dy: 200)
        if isPresenting {
            container.addSubview(storyView)
            storyView.frame = cardFrame
            storyView.layer.cornerRadius = 16
            storyView.layoutIfNeeded()
        }
        storyView.layer.cornerCurve = .continuous
        storyView.clipsToBounds = true
        card?.isHidden = true
        // A spring when it plays by itself; linear while a finger scrubs it, so the story
        // follows the finger evenly.
        let timing: UITimingCurveProvider = transitionContext.isInteractive
            ? UICubicTimingParameters(animationCurve: .linear)
            : UISpringTimingParameters(dampingRatio: isPresenting ? 0.8 : 1, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: timing)
        animator.addAnimations {
            storyView.frame = self.isPresenting ? screen : cardFrame
            storyView.layer.cornerRadius = self.isPresenting ? 0 : 16
            storyView.layoutIfNeeded()
        }
        animator.addCompletion { _ in
            let finished = !transitionContext.transitionWasCancelled
            if self.isPresenting != finished { self.card?.isHidden = false }
            // A cancelled transition leaves the views at their end values (as Core Animation
            // does): put them back.
            if !finished, self.isPresenting { storyView.removeFromSuperview() }
            if !finished, !self.isPresenting {
                storyView.frame = screen
                storyView.layer.cornerRadius = 0
            }
            transitionContext.completeTransition(finished)
        }
        animator.startAnimation()
    }
}
