import UIKit

/// A `CAAnimationDelegate` that records what it hears, in order: `"start"`, then
/// `"stop true"` or `"stop false"`.
@MainActor
public final class AnimationDelegateLog: CAAnimationDelegate {
    /// What the delegate heard, oldest first.
    public private(set) var log: [String] = []

    /// A delegate that has heard nothing.
    public init() {}

    /// Records `"start"`.
    public func animationDidStart(_ anim: CAAnimation) { log.append("start") }

    /// Records `"stop true"` or `"stop false"`.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
}
