import Motion

/// Control calls the engine makes on property animators it has already checked: a refusal there
/// is a bug in the engine, not a state an app can put it in, so it stops a debug build.
extension UIViewPropertyAnimator {
    /// Pauses the animator where it is (an inactive one becomes active and paused at its start;
    /// a paused one stays paused). A stopped animator is left alone: only the app that stopped
    /// it can finish it.
    func pauseChecked() {
        guard state != .stopped else { return }
        expectAccepted("pauseAnimation") { animator throws(PropertyAnimatorError) in try animator.pauseAnimation() }
    }

    /// Starts a new animator (one that is not stopped).
    func startChecked() {
        guard state != .stopped else { return }
        expectAccepted("startAnimation") { animator throws(PropertyAnimatorError) in try animator.startAnimation() }
    }

    /// Adds animations to an animator that is not stopped.
    func addAnimationsChecked(_ animations: @escaping () -> Void) {
        guard state != .stopped else { return }
        expectAccepted("addAnimations") { animator throws(PropertyAnimatorError) in try animator.addAnimations(animations) }
    }

    /// Runs the rest of the animation toward its end (or, `reversed`, its start) from where it
    /// is: with `curve`, over the remaining share of its duration divided by `speed`. This is how
    /// an interaction lets go of a transition (UIKit's `completionCurve` and `completionSpeed`).
    func continueInteractively(reversed: Bool, curve: AnimationCurve, speed: Double) {
        guard state == .active else { return }
        pauseChecked()
        isReversed = reversed
        let remaining = reversed ? fractionComplete : 1 - fractionComplete
        let factor = self.duration > 0 && speed > 0 ? remaining / speed : 0
        expectAccepted("continueAnimation") { animator throws(PropertyAnimatorError) in
            try animator.continueAnimation(withTimingParameters: .curve(curve.timingCurve), durationFactor: factor)
        }
    }

    /// Runs the rest toward the end (or the start, `reversed`) with the animator's own timing
    /// over its full duration, so a spring eases out of the turn instead of snapping back in the
    /// time it took to get here.
    func continueWithOwnTiming(reversed: Bool) {
        guard state == .active else { return }
        pauseChecked()
        isReversed = reversed
        expectAccepted("continueAnimation") { animator throws(PropertyAnimatorError) in
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
    }

    private func expectAccepted(_ call: String, _ body: (UIViewPropertyAnimator) throws(PropertyAnimatorError) -> Void) {
        do {
            try body(self)
        } catch {
            assertionFailure("the engine made a \(call) call the property animator refused: \(error)")
        }
    }
}
