import Foundation
import Motion

extension UIView {
    // MARK: View transitions (UIView's class methods)

    /// Changes a view's content with a transition (UIKit's): the view's old look (a snapshot)
    /// fades out over the new one (`.transitionCrossDissolve`; the curls are drawn as this too),
    /// or the view turns over, the old look on its front and the new on its back
    /// (`.transitionFlip…`, with perspective, each half taking half the duration). The old
    /// look is drawn beside the view, as a ``CATransition``'s is: it is not one of the
    /// superview's ``subviews``.
    ///
    /// The changes `animations` makes apply at once under the transition unless the options
    /// include `.allowAnimatedContent`, when they animate over the same duration and curve.
    /// Without a visible transition (no window, no renderer to snapshot with, a zero duration,
    /// or animations disabled) the changes apply as an ordinary block would and `completion`
    /// still runs, with `true`.
    public static func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                  animations: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        let seconds = clean(duration)
        let kind = options.transition
        let animatesContent = options.contains(.allowAnimatedContent)
        func applyChanges() {
            if animatesContent {
                animate(withDuration: seconds, delay: 0, options: options.subtracting(.transitionBits), animations: animations ?? {})
            } else {
                performWithoutAnimation { animations?() }
            }
        }
        // The old look is drawn beside the view as a transition's is: not a subview of the
        // superview (its `subviews` and layout do not see it), taking no touches.
        guard kind != .none, seconds > 0, animatesBlocks, view.superview != nil, let window = view.window,
            let snapshot = CALayer.oldContent(of: view, leavingOut: [], window: window, inFront: true)
        else {
            applyChanges()
            completion?(true)
            return
        }
        snapshot.isHidden = false
        applyChanges()
        let curve = options.intersection(.curveBits)
        switch kind {
        case .crossDissolve, .curlUp, .curlDown, .none:
            animate(withDuration: seconds, delay: 0, options: curve, animations: { snapshot.alpha = 0 }) { finished in
                snapshot.removeFromSuperview()
                completion?(finished)
            }
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            let original = view.layer.transform
            let (x, y, sign): (CGFloat, CGFloat, CGFloat) = switch kind {
            case .flipFromLeft: (0, 1, 1)
            case .flipFromRight: (0, 1, -1)
            case .flipFromTop: (1, 0, -1)
            default: (1, 0, 1)
            }
            func turned(by angle: CGFloat) -> CATransform3D {
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 1000
                return CATransform3DConcat(CATransform3DRotate(perspective, angle, x, y, 0), original)
            }
            let half = seconds / 2
            performWithoutAnimation { view.layer.transform = turned(by: -sign * .pi / 2) }
            let group = AnimationCompletion { finished in
                snapshot.removeFromSuperview()
                completion?(finished)
            }
            group.retain()
            group.retain()
            animate(withDuration: half, delay: 0, options: .curveEaseIn, animations: { snapshot.layer.transform = turned(by: sign * .pi / 2) }) { finished in
                group.release(finished: finished)
            }
            animate(withDuration: half, delay: half, options: .curveEaseOut, animations: { view.layer.transform = original }) { finished in
                group.release(finished: finished)
            }
        }
    }

    /// Replaces one view with another in its superview with a transition (UIKit's): `fromView`
    /// leaves its superview and `toView` takes its place (or, with `.showHideTransitionViews`,
    /// `fromView` is hidden and `toView` shown), as
    /// ``transition(with:duration:options:animations:completion:)`` on the superview.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: UIView.AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            swap()
            completion?(true)
            return
        }
        transition(with: container, duration: duration, options: options.subtracting(.allowAnimatedContent), animations: swap, completion: completion)
    }

    /// Animates with a spring of a perceptual duration and bounce (UIKit's iOS 17 form; `bounce`
    /// 0 is critically damped, up to 1 bouncier, below 0 overdamped). The block lasts until
    /// the spring settles. `initialSpringVelocity` is in distances per second, as in
    /// ``animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                               delay: TimeInterval = 0, options: UIView.AnimationOptions = [],
                               animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let spring = Spring(duration: Swift.max(0.01, clean(duration)), bounce: bounce.isFinite ? Swift.min(1, Swift.max(-1, Double(bounce))) : 0)
        let timing = PropertyAnimation.Timing.spring(spring, initialVelocity: initialSpringVelocity.isFinite ? Double(initialSpringVelocity) : 0)
        run(.timed(duration: spring.settlingDuration, delay: clean(delay), timing: timing, options: options), animations, completion)
    }
}

extension UIView.AnimationOptions {
    /// The transition bits (20 to 23).
    static let transitionBits = UIView.AnimationOptions(rawValue: 0xF << 20)
    /// The curve bits (16 and 17).
    static let curveBits = UIView.AnimationOptions(rawValue: 3 << 16)
}
