import Motion

/// The animations of the built-in transition styles, used when no transitioning delegate
/// supplies an animator.
///
/// Cover vertical and cross dissolve run on a ``UIViewPropertyAnimator`` that they vend as the
/// interruptible animator, so these transitions can be reversed or taken over from any frame.
/// The horizontal flip is a keyframe animation (the presenter turns away, then the presented
/// view turns in, each over half the time, with m34 = −1/1000 perspective); it can be scrubbed
/// by an interaction but not reversed mid-flight on its own.
@MainActor @preconcurrency
final class BuiltInTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let kind: Transition.Kind
    let style: UIModalTransitionStyle
    private var propertyAnimator: UIViewPropertyAnimator?

    init(kind: Transition.Kind, style: UIModalTransitionStyle) {
        assert(kind.isModal, "the built-in modal animations present and dismiss")
        self.kind = kind
        self.style = style
    }

    /// The style used in `context`: a popover fades (cross dissolve), and one adapted to a
    /// sheet rises (cover vertical); otherwise the style it was made with.
    private func style(in context: (any UIViewControllerContextTransitioning)?) -> UIModalTransitionStyle {
        switch context?.presentationStyle {
        case .popover: .crossDissolve
        case .formSheet, .pageSheet: style == .flipHorizontal ? .coverVertical : style
        default: style
        }
    }

    /// Cover vertical: 0.5 s (critically damped spring); cross dissolve: 0.35 s; flip: 0.75 s.
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double {
        switch style(in: context) {
        case .coverVertical: 0.5
        case .crossDissolve: 0.35
        case .flipHorizontal: 0.75
        }
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        if style(in: context) == .flipHorizontal { return flip(using: context) }
        propertyAnimator(using: context)?.startChecked()
    }

    /// The property animator (none for the flip, which is a keyframe animation).
    func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        propertyAnimator(using: context) ?? NoInterruptibleAnimator()
    }

    private func propertyAnimator(using context: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator? {
        let style = style(in: context)
        guard style != .flipHorizontal else { return nil }
        if let propertyAnimator { return propertyAnimator }
        guard let presented = context.viewController(forKey: kind == .presentation ? .to : .from),
              let view = context.view(forKey: kind == .presentation ? .to : .from) else { return nil }
        let container = context.containerView
        let finalFrame = kind == .presentation ? context.finalFrame(for: presented) : view.frame
        let offscreen = finalFrame.offsetBy(dx: 0, dy: container.bounds.height - finalFrame.minY)
        let animator: UIViewPropertyAnimator
        switch (style, kind == .presentation) {
        case (.coverVertical, true):
            UIView.performWithoutAnimation {
                if view.superview !== container, view.superview == nil { container.addSubview(view) }
                view.frame = offscreen
            }
            animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) { view.frame = finalFrame }
        case (.coverVertical, false):
            animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) { view.frame = offscreen }
        case (_, true):
            UIView.performWithoutAnimation {
                if view.superview == nil { container.addSubview(view) }
                view.frame = finalFrame
                view.alpha = 0
            }
            animator = UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut) { view.alpha = 1 }
        case (_, false):
            animator = UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut) { view.alpha = 0 }
        }
        animator.addCompletion { [weak context] position in
            context?.completeTransition(position == .end)
        }
        propertyAnimator = animator
        return animator
    }

    private func flip(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let arriving = context.view(forKey: .to) ?? context.viewController(forKey: .to)?.view,
              let leaving = context.view(forKey: .from) ?? context.viewController(forKey: .from)?.view else {
            return context.completeTransition(false)
        }
        var perspective = CATransform3D.identity
        perspective.m34 = -1.0 / 1000
        let direction = kind == .presentation ? 1.0 : -1.0
        UIView.performWithoutAnimation {
            if arriving.superview == nil { container.addSubview(arriving) }
            if let presented = context.viewController(forKey: .to), kind == .presentation {
                arriving.frame = context.finalFrame(for: presented)
            }
            arriving.transform3D = perspective.rotated(by: -direction * .pi / 2, x: 0, y: 1, z: 0)
            arriving.alpha = 0
        }
        UIView.animateKeyframes(withDuration: transitionDuration(using: context), options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                leaving.transform3D = perspective.rotated(by: direction * .pi / 2, x: 0, y: 1, z: 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) {
                leaving.alpha = 0
                arriving.alpha = 1
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                arriving.transform3D = perspective
            }
        }, completion: { [weak context] _ in
            UIView.performWithoutAnimation {
                leaving.transform3D = .identity
                leaving.alpha = 1
                arriving.transform3D = .identity
            }
            context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        propertyAnimator = nil
    }
}
