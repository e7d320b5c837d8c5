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

        /// What went wrong, in UIKit's terms.
        public var description: String {
            switch self {
            case .notActive(let state): "the animator must be active for this call, but it is \(state)"
            case .stopped: "the animator is stopped; call finishAnimation(at:) to end it"
            case .notStopped(let state): "finishAnimation(at:) needs a stopped animator, but it is \(state)"
            case .notPaused: "continueAnimation needs a paused animator"
            }
        }
    }
}
