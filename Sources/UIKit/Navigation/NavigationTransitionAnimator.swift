import Foundation
import Motion

/// The built-in push and pop, used when the navigation controller's delegate supplies no
/// animator: pushing, the new screen slides in from the right edge over the old one, which
/// moves a third of its width to the left under a dimming shade; popping runs the same in
/// reverse. A critically damped spring of 0.35 s (UIKit documents neither; its push reports
/// 0.35 s as the coordinator's duration). It vends its property animator, so the edge swipe
/// scrubs it and a cancelled swipe runs it back.
@MainActor @preconcurrency
final class NavigationTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// The shade's opacity over the screen underneath.
    static let dimming = 0.1
    /// How far the screen underneath moves, as a share of the width.
    static let parallax = 1.0 / 3

    let operation: UINavigationController.Operation
    private var propertyAnimator: UIViewPropertyAnimator?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    /// 0.35 s.
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double { 0.35 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let animator = propertyAnimator(using: context) else { return context.completeTransition(true) }
        animator.startChecked()
    }

    func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        propertyAnimator(using: context) ?? NoInterruptibleAnimator()
    }

    func animationEnded(_ transitionCompleted: Bool) {
        propertyAnimator = nil
    }

    private func propertyAnimator(using context: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator? {
        if let propertyAnimator { return propertyAnimator }
        guard let arriving = context.view(forKey: .to), let leaving = context.view(forKey: .from) else { return nil }
        let container = context.containerView
        let bounds = container.bounds
        let pushing = operation != .pop
        // The upper screen moves a whole width, the lower one a third of it.
        let upper = pushing ? arriving : leaving
        let lower = pushing ? leaving : arriving
        let shade = UIView(frame: bounds)
        shade.backgroundColor = .black
        shade.isUserInteractionEnabled = false
        let offscreen = bounds.offsetBy(dx: bounds.width, dy: 0)
        let behind = bounds.offsetBy(dx: -bounds.width * Self.parallax, dy: 0)
        UIView.performWithoutAnimation {
            if pushing {
                container.addSubview(arriving)
            } else {
                container.insertSubview(arriving, belowSubview: leaving)
            }
            container.insertSubview(shade, aboveSubview: lower)
            upper.frame = pushing ? offscreen : bounds
            lower.frame = pushing ? bounds : behind
            shade.frame = lower.frame
            shade.alpha = pushing ? 0 : Self.dimming
        }
        let animator = UIViewPropertyAnimator(duration: 0.35, dampingRatio: 1) {
            upper.frame = pushing ? bounds : offscreen
            lower.frame = pushing ? behind : bounds
            shade.frame = lower.frame
            shade.alpha = pushing ? Self.dimming : 0
        }
        animator.addCompletion { [weak context] position in
            UIView.performWithoutAnimation {
                shade.removeFromSuperview()
                lower.frame = bounds
            }
            context?.completeTransition(position == .end)
        }
        propertyAnimator = animator
        return animator
    }
}
