import UIKit

// A property-animator transition in plain iOS style (UIKit alone, public API only): the
// presented view slides up from the bottom on an interruptible animator, so a dismissal
// requested during the presentation reverses it from where it is.

final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator {
            return animator
        }
        let container = transitionContext.containerView
        let propertyAnimator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut)
        if let toView = transitionContext.view(forKey: .to), let toController = transitionContext.viewController(forKey: .to) {
            let finalFrame = transitionContext.finalFrame(for: toController)
            container.addSubview(toView)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)
            propertyAnimator.addAnimations {
                toView.frame = finalFrame
            }
        } else if let fromView = transitionContext.view(forKey: .from) {
            propertyAnimator.addAnimations {
                fromView.frame = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height)
            }
        }
        propertyAnimator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        animator = propertyAnimator
        return propertyAnimator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

final class SlideUpTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator()
    }
}
