/// What an explicit animation tells as it runs (Core Animation's `CAAnimationDelegate`); both
/// methods have empty defaults.
@MainActor @preconcurrency
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began: the first frame at or after its begin time.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed before its end (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
