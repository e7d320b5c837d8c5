import Foundation

/// Where an animator is (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Hashable, Sendable {
    /// Not started, or finished (no animations are running).
    case inactive
    /// Started or paused.
    case active
    /// Stopped short of an end; waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Hashable, Sendable {
    /// At the final values.
    case end
    /// At the starting values.
    case start
    /// Wherever it was when stopped.
    case current
}

/// An animation that can be started, paused, scrubbed, reversed, stopped and finished (UIKit's
/// `UIViewAnimating`). ``UIViewPropertyAnimator`` is the implementation.
@MainActor @preconcurrency
public protocol UIViewAnimating: AnyObject {
    /// Where the animator is.
    var state: UIViewAnimatingState { get }
    /// Whether it is moving on the clock.
    var isRunning: Bool { get }
    /// Whether it runs toward its start values.
    var isReversed: Bool { get set }
    /// The fraction of the run's time elapsed, 0…1 (set it to scrub while paused).
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes.
    func startAnimation()
    /// Starts after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses where it is.
    func pauseAnimation()
    /// Stops short of an end (see ``UIViewPropertyAnimator/stopAnimation(_:)``).
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation at a position.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation that takes more animations and completions while it runs (UIKit's
/// `UIViewImplicitlyAnimating`): what a transition's animator vends as its interruptible
/// animator.
@MainActor @preconcurrency
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations; while running they run from the current progress to the end.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a completion, called with the end position.
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing (nil keeps it) over `durationFactor` × its
    /// duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// What the default ``UIViewControllerAnimatedTransitioning/interruptibleAnimator(using:)`` returns:
/// "this animator vends none" (UIKit's method is optional; Swift needs a value). The engine treats
/// it as no interruptible animator; every call is refused.
@MainActor @preconcurrency
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool {
        get { false }
        set {}
    }
    var fractionComplete: CGFloat {
        get { 0 }
        set {}
    }
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}

extension UIViewControllerAnimatedTransitioning {
    /// The animator's interruptible animator, or nil when it vends none (the default).
    func vendedInterruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> (any UIViewImplicitlyAnimating)? {
        let vended = interruptibleAnimator(using: context)
        return vended is NoInterruptibleAnimator ? nil : vended
    }
}
