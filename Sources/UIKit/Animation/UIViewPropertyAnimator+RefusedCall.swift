extension UIViewPropertyAnimator {
    /// A call a ``UIViewPropertyAnimator`` refuses in its current state (where UIKit raises an
    /// exception): it changes nothing and is told to ``UIViewPropertyAnimator/refusedCallHandler``.
    public enum RefusedCall: Equatable, Sendable, CustomStringConvertible {
        /// The call needs an active animator (started or paused), and it is `state`.
        case notActive(UIViewAnimatingState)
        /// The animator is stopped: only ``UIViewPropertyAnimator/finishAnimation(at:)`` is allowed.
        case stopped
        /// ``UIViewPropertyAnimator/finishAnimation(at:)`` needs a stopped animator, and it is `state`.
        case notStopped(UIViewAnimatingState)
        /// ``UIViewPropertyAnimator/continueAnimation(withTimingParameters:durationFactor:)`` needs a
        /// paused animator.
        case notPaused
        /// The animator is not interruptible (``UIViewPropertyAnimator/isInterruptible`` is false):
        /// it cannot be paused, stopped or scrubbed, and runs to its end once started.
        case notInterruptible
        /// The named setting (``UIViewPropertyAnimator/isInterruptible`` or
        /// ``UIViewPropertyAnimator/isUserInteractionEnabled``) cannot change while the animator
        /// is active.
        case settingWhileActive(String)

        /// What went wrong, in UIKit's terms.
        public var description: String {
            switch self {
            case .notActive(let state): "the animator must be active for this call, but it is \(state)"
            case .stopped: "the animator is stopped; call finishAnimation(at:) to end it"
            case .notStopped(let state): "finishAnimation(at:) needs a stopped animator, but it is \(state)"
            case .notPaused: "continueAnimation needs a paused animator"
            case .notInterruptible: "the animator is not interruptible: it cannot be paused, stopped or scrubbed"
            case .settingWhileActive(let name): "\(name) cannot change while the animator is active"
            }
        }
    }
}
