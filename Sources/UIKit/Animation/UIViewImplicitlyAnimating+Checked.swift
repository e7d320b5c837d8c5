import Motion

/// Control calls the engine makes on interruptible animators: each checks the state it needs
/// first, so the animator never refuses them for its state. (A property animator vended with
/// ``UIViewPropertyAnimator/isInterruptible`` false, which UIKit forbids for a transition,
/// refuses the pause and the scrub and reports it: it runs to its end.)
extension UIViewImplicitlyAnimating {
    /// Pauses the animator where it is (an inactive one becomes active and paused at its start;
    /// a paused one stays paused). A stopped animator is left alone: only the app that stopped
    /// it can finish it.
    func pauseChecked() {
        guard state != .stopped else { return }
        pauseAnimation()
    }

    /// Starts a new animator (one that is not stopped).
    func startChecked() {
        guard state != .stopped else { return }
        startAnimation()
    }

    /// Adds animations to an animator that is not stopped.
    func addAnimationsChecked(_ animations: @escaping () -> Void) {
        guard state != .stopped else { return }
        addAnimations(animations)
    }

    /// Runs the rest of the animation toward its end (or, `reversed`, its start) from where it
    /// is: with `curve`, over the remaining share of its duration divided by `speed`. This is how
    /// an interaction lets go of a transition (UIKit's `completionCurve` and `completionSpeed`).
    func continueInteractively(reversed: Bool, curve: AnimationCurve, speed: Double) {
        guard state == .active else { return }
        pauseChecked()
        isReversed = reversed
        let remaining = Double(reversed ? fractionComplete : 1 - fractionComplete)
        let factor = speed > 0 ? remaining / speed : 0
        continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: curve), durationFactor: factor)
    }

    /// Runs the rest toward the end (or the start, `reversed`) with the animator's own timing
    /// over its full duration, so a spring eases out of the turn instead of snapping back in the
    /// time it took to get here.
    func continueWithOwnTiming(reversed: Bool) {
        guard state == .active else { return }
        pauseChecked()
        isReversed = reversed
        continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
}
