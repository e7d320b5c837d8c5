import Foundation
import Motion

/// The zoom of `UIViewController.Transition.zoom(sourceViewProvider:)`: zooming in, the
/// controller's view grows out of the source view's frame, cropped to it with rounded corners,
/// to its full frame, over the other screen dimmed; zooming out runs the other way into the
/// source view as it is then. The source view hides while it flies. A critically damped spring
/// of 0.5 s, vended as the interruptible animator, so a drag can scrub and reverse it.
@MainActor @preconcurrency
final class ZoomTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// Whether the zoomed controller arrives (presented or pushed) or leaves.
    let zoomingIn: Bool
    /// The zoomed controller's preferred transition (its source provider and options).
    let transition: UIViewController.Transition
    private var propertyAnimator: UIViewPropertyAnimator?

    /// The dimming behind the zoomed view at full size.
    static let dimming = 0.25
    /// The corner radius of the zoomed view at the source's size (when the source has none).
    static let sourceCornerRadius = 12.0

    init(zoomingIn: Bool, transition: UIViewController.Transition) {
        self.zoomingIn = zoomingIn
        self.transition = transition
    }

    /// 0.5 s.
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double { 0.5 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let animator = propertyAnimator(using: context) else { return context.completeTransition(!context.transitionWasCancelled) }
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
        let zoomedKey: UITransitionContextViewControllerKey = zoomingIn ? .to : .from
        guard let zoomed = context.viewController(forKey: zoomedKey), let other = context.viewController(forKey: zoomingIn ? .from : .to),
              let zoomedView = context.view(forKey: zoomingIn ? .to : .from) else { return nil }
        let zoomingIn = self.zoomingIn
        let container = context.containerView
        let full = zoomingIn ? context.finalFrame(for: zoomed) : context.initialFrame(for: zoomed)
        let fullFrame = full == .zero ? container.bounds : full
        let provider = transition.zoom?.sourceViewProvider
        let sourceView = provider?(UIZoomTransitionSourceViewProviderContext(sourceViewController: other, zoomedViewController: zoomed))
        let source: CGRect
        if let sourceView, sourceView.window != nil, sourceView.window === container.window {
            source = sourceView.convert(sourceView.bounds, to: container)
        } else {
            source = CGRect(x: fullFrame.midX - 40, y: fullFrame.midY - 40, width: 80, height: 80)
        }
        let sourceRadius = sourceView.map { $0.layer.cornerRadius > 0 ? $0.layer.cornerRadius : Self.sourceCornerRadius } ?? Self.sourceCornerRadius

        // The other screen (a push's or a pop's) stays in the container under the dimming.
        let dim = UIView(frame: container.bounds)
        dim.backgroundColor = transition.zoom?.options?.dimmingColor ?? .black
        dim.isUserInteractionEnabled = false
        let clip = UIView()
        clip.clipsToBounds = true
        clip.layer.cornerCurve = .continuous
        UIView.performWithoutAnimation {
            if let otherView = context.view(forKey: zoomingIn ? .from : .to), otherView.superview == nil || otherView.superview === container {
                if otherView.superview == nil { container.insertSubview(otherView, at: 0) }
                otherView.frame = container.bounds
            }
            container.addSubview(dim)
            container.addSubview(clip)
            clip.addSubview(zoomedView)
            zoomedView.bounds = CGRect(origin: .zero, size: fullFrame.size)
            Self.place(zoomedView, in: clip, frame: zoomingIn ? source : fullFrame, full: fullFrame,
                       radius: zoomingIn ? sourceRadius : 0)
            dim.alpha = zoomingIn ? 0 : (transition.zoom?.options?.dimmingColor == nil ? Self.dimming : 1)
            sourceView?.isHidden = true
        }
        let dimmed = transition.zoom?.options?.dimmingColor == nil ? Self.dimming : 1
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) {
            Self.place(zoomedView, in: clip, frame: zoomingIn ? fullFrame : source, full: fullFrame, radius: zoomingIn ? 0 : sourceRadius)
            dim.alpha = zoomingIn ? dimmed : 0
        }
        animator.addCompletion { [weak context, transition] position in
            UIView.performWithoutAnimation {
                let index = container.subviews.firstIndex { $0 === clip } ?? container.subviews.count
                container.insertSubview(zoomedView, at: index)
                zoomedView.transform = .identity
                zoomedView.frame = fullFrame
                // Its safe area was measured inside the clip: lay it out again where it lands.
                zoomedView.setNeedsLayout()
                clip.removeFromSuperview()
                dim.removeFromSuperview()
                sourceView?.isHidden = false
            }
            let completed = position == .end
            if completed, zoomingIn { transition.installZoomDismissal(on: zoomed) }
            context?.completeTransition(completed)
        }
        propertyAnimator = animator
        return animator
    }

    /// Puts the clip at `frame` and the zoomed view in it, scaled to the clip's width and
    /// aligned to its top.
    private static func place(_ zoomedView: UIView, in clip: UIView, frame: CGRect, full: CGRect, radius: CGFloat) {
        clip.frame = frame
        clip.layer.cornerRadius = radius
        let scale = full.width > 0 ? frame.width / full.width : 1
        zoomedView.transform = CGAffineTransform(scaleX: scale, y: scale)
        zoomedView.center = CGPoint(x: frame.width / 2, y: full.height * scale / 2)
    }
}
