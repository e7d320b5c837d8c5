import Foundation

/// Several explicit animations run together on one clock (Core Animation's
/// `CAAnimationGroup`): a badge that grows and fades at once, say.
///
/// Each animation's ``CAAnimation/beginTime`` counts from the group's start, and it runs
/// within the group's ``CAAnimation/duration`` (cut off at its end; one with no duration of
/// its own runs for the group's, as Core Animation's example of a group assumes); the group's timing
/// function, repeats, autoreverse and fill apply to them all. The group's key and delegate
/// stand for the whole: its delegate hears when it starts and stops, the grouped
/// animations' delegates hear nothing.
///
/// A group may hold groups: each runs on the time of the group around it. A group whose
/// animations cannot all be run (a key path Today does not animate, at any depth) is refused
/// whole, as ``CALayer/add(_:forKey:)`` describes.
@MainActor @preconcurrency
open class CAAnimationGroup: CAAnimation {
    /// The animations run together (nil or empty: the group animates nothing and stops at
    /// its end).
    public var animations: [CAAnimation]?
}
