/// A call a ``PropertyAnimator`` refuses in its current state (where UIKit raises an exception).
public enum PropertyAnimatorError: Error, Equatable, CustomStringConvertible {
    /// The call needs an active animator (started or paused), and it is `state`.
    case notActive(PropertyAnimator.State)
    /// The animator is stopped: only ``PropertyAnimator/finishAnimation(at:)`` is allowed.
    case stopped
    /// ``PropertyAnimator/finishAnimation(at:)`` needs a stopped animator, and it is `state`.
    case notStopped(PropertyAnimator.State)
    /// ``PropertyAnimator/continueAnimation(withTimingParameters:durationFactor:)`` needs a
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
