/// The key every transition is added under (Core Animation's `kCATransition`): a layer runs
/// one transition at a time, whatever key ``CALayer/add(_:forKey:)`` is given.
public let kCATransition = "transition"

/// An animated change between a layer's old look and its new one (Core Animation's
/// `CATransition`): add it to a layer, then change the layer (a label's text, an image view's
/// image, a navigation controller's stack pushed without animation), and the old look fades,
/// slides or is pushed away as the new one takes its place.
///
/// ```swift
/// let transition = CATransition()
/// transition.duration = 0.3
/// transition.type = .push
/// transition.subtype = .fromRight
/// transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// navigationController?.view.layer.add(transition, forKey: kCATransition)
/// navigationController?.pushViewController(details, animated: false)
/// ```
///
/// The old look is a picture of the layer and its sublayers taken when the transition is
/// added; the new look is the layer itself, live, so what changes in it during the transition
/// shows. The layer's model is never changed: only what it shows. Timing is
/// ``CAAnimation``'s (the default duration is the transaction's, 0.25 s, and the default
/// pacing linear, as Core Animation documents); ``startProgress`` and ``endProgress`` run a
/// part of the effect.
@MainActor @preconcurrency
open class CATransition: CAAnimation {
    /// The effect (``CATransitionType/fade`` by default).
    public var type: CATransitionType = .fade
    /// The side the motion of a push, move-in or reveal starts from; nil (the default) starts
    /// from the left, as Core Animation does. A fade ignores it.
    public var subtype: CATransitionSubtype?
    /// How far into the effect the transition starts, 0…1 (0 by default). Out of range and
    /// NaN are clamped into 0…1.
    public var startProgress: Float = 0
    /// How far into the effect the transition ends, 0…1 (1 by default); one less than
    /// ``startProgress`` ends where it starts.
    public var endProgress: Float = 1

    /// A fade with the default timing.
    public override init() {
        super.init()
    }
}
