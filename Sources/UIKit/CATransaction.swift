import Foundation
import Motion

/// Core Animation's transactions (`CATransaction`): the settings of the implicit animations of
/// standalone layers, grouped between ``begin()`` and ``commit()``.
///
/// A change to an animatable property of a standalone layer (`CALayer()`,
/// `CAGradientLayer()` added with `addSublayer(_:)`) that has been on screen is animated over
/// ``animationDuration()`` (0.25 s unless set) with ``animationTimingFunction()`` (Core
/// Animation's `.default` curve unless set), from where the property is shown now. Inside a
/// group whose ``disableActions()`` is true the change is made at once, the way iOS code
/// sizes a gradient layer in `layoutSubviews()`. A view's own layer never animates implicitly:
/// it animates in `UIView` animation blocks, as on iOS.
///
/// Settings made outside any ``begin()`` belong to the implicit transaction, which ends at
/// the next frame (iOS ends it with the turn of the run loop). A group sees the settings of
/// the groups around it unless it sets its own. The completion block runs once every
/// implicit animation made after it was set has ended, or at ``commit()`` when there is none.
///
/// The state is process-wide, as Core Animation's is (its calls are class methods), and
/// belongs to the main actor; an unbalanced ``commit()`` is ignored.
@MainActor @preconcurrency
open class CATransaction: NSObject {
    /// One group's settings (nil: not set in this group).
    private struct Group {
        var duration: Double?
        var timingFunction: CAMediaTimingFunction??
        var disablesActions: Bool?
        /// The completion block and its animations, held open until the group commits.
        var completion: Completion?
    }

    /// A completion block and the animations it waits for.
    private struct Completion {
        let block: @MainActor () -> Void
        let animations: AnimationCompletion
    }

    /// The implicit transaction, then the groups begun, innermost last.
    private static var groups: [Group] = [Group()]

    /// Opens a group of settings on top of the current ones.
    public static func begin() {
        groups.append(Group())
    }

    /// Closes the innermost group; its completion block runs now if it made no animation,
    /// else when the last of them ends. A commit without a ``begin()`` is ignored.
    public static func commit() {
        guard groups.count > 1 else { return }
        let group = groups.removeLast()
        group.completion?.animations.release(finished: true)
    }

    /// Ends the implicit transaction (the frame ticked): its settings are forgotten and its
    /// completion block runs once its animations have ended. Groups still begun stay open.
    static func endImplicitTransaction() {
        let implicit = groups[0]
        groups[0] = Group()
        implicit.completion?.animations.release(finished: true)
    }

    /// Core Animation commits pending changes to the render server; Today draws the model at
    /// the next frame, so there is nothing to flush.
    public static func flush() {}

    /// The duration of implicit animations, in seconds: the innermost group's that set one,
    /// else 0.25.
    public static func animationDuration() -> TimeInterval {
        groups.reversed().lazy.compactMap(\.duration).first ?? 0.25
    }

    /// Sets the duration of this group's implicit animations (negative and NaN count as 0,
    /// which makes changes at once).
    public static func setAnimationDuration(_ duration: TimeInterval) {
        groups[groups.count - 1].duration = duration.isFinite && duration > 0 ? Swift.min(duration, 3600) : 0
    }

    /// The timing function of implicit animations (nil: Core Animation's `.default` curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        groups.reversed().lazy.compactMap(\.timingFunction).first ?? nil
    }

    /// Sets the timing function of this group's implicit animations (nil: the default curve).
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        groups[groups.count - 1].timingFunction = .some(function)
    }

    /// Whether standalone layers' changes are made at once instead of animated implicitly
    /// (false unless a group sets it).
    public static func disableActions() -> Bool {
        groups.reversed().lazy.compactMap(\.disablesActions).first ?? false
    }

    /// Makes this group's changes to standalone layers immediate (true) or animated (false).
    public static func setDisableActions(_ flag: Bool) {
        groups[groups.count - 1].disablesActions = flag
    }

    /// The block set for this group with ``setCompletionBlock(_:)`` (nil if none).
    public static func completionBlock() -> (@MainActor () -> Void)? {
        groups[groups.count - 1].completion?.block
    }

    /// Runs `block` once every implicit animation made in this group from now on has ended,
    /// or at once when the group commits without any. Setting another block replaces it (the
    /// old one runs as if the group had committed).
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        let old = groups[groups.count - 1].completion
        groups[groups.count - 1].completion = block.map { block in
            let animations = AnimationCompletion { _ in block() }
            animations.retain()  // held open until the group commits
            return Completion(block: block, animations: animations)
        }
        old?.animations.release(finished: true)
    }

    /// The animations the innermost completion block set waits for (nil when no group has
    /// one): an animation made now joins them.
    static func completionGroup() -> AnimationCompletion? {
        groups.last(where: { $0.completion != nil })?.completion?.animations
    }

    /// Makes `change` (a change to a standalone layer that has been on screen) an implicit
    /// animation with the current settings, or at once when actions are disabled. It is not
    /// part of any `UIView` animation block around it, as on iOS.
    static func runImplicitAction(_ change: () -> Void) {
        let duration = animationDuration()
        guard !disableActions(), duration > 0 else {
            AnimationTransaction.$current.withValue(AnimationTransaction(kind: .disabled, completion: nil)) { change() }
            return
        }
        let curve = animationTimingFunction()?.timingCurve ?? .default
        let completion = completionGroup() ?? AnimationCompletion(nil)
        let transaction = AnimationTransaction(kind: .timed(duration: duration, delay: 0, timing: .curve(curve), options: .beginFromCurrentState),
                                               completion: completion)
        AnimationTransaction.$current.withValue(transaction) { change() }
    }
}
