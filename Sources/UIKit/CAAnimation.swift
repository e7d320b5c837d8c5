import Foundation

/// An explicit Core Animation animation (`CAAnimation`), added to a layer with
/// ``CALayer/add(_:forKey:)``: its timing, and what it shows outside it.
///
/// An explicit animation changes what a layer shows, never its model values: when it ends
/// and is removed (the default), the layer shows its model again, so code sets the model to
/// the final value as well, as on iOS. Times are the window clock's (``CACurrentMediaTime()``).
///
/// The animation is read when it is added (later changes to it do not reach the running
/// one), as Core Animation copies it. Subclasses: ``CABasicAnimation``,
/// ``CAKeyframeAnimation``, ``CASpringAnimation``.
@MainActor @preconcurrency
open class CAAnimation: NSObject {
    /// The length of one cycle in seconds; 0 (the default) means ``CATransaction``'s
    /// duration, 0.25 s. Negative and NaN count as 0.
    public var duration: TimeInterval = 0
    /// When the animation begins, in the window clock's time (``CACurrentMediaTime()`` plus a
    /// delay); 0 (the default) begins when it is added.
    public var beginTime: TimeInterval = 0
    /// How progress follows time within a cycle (nil: linear).
    public var timingFunction: CAMediaTimingFunction?
    /// How many cycles run: 0 (the default) runs one; fractions stop part-way;
    /// `.infinity` repeats for ever. Negative and NaN count as one.
    public var repeatCount: Float = 0
    /// Whether each cycle runs forward and then back.
    public var autoreverses = false
    /// What shows outside the active time (`.removed` by default).
    public var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the animation is taken off the layer when it ends (true by default). Set false
    /// with `fillMode = .forwards` to keep showing the final value.
    public var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; held strongly, as Core Animation holds it.
    public var delegate: (any CAAnimationDelegate)?

    /// An animation with the default timing.
    public override init() {
        super.init()
    }

    /// How progress follows time in a cycle: the timing function (linear when none);
    /// ``CASpringAnimation`` answers with its spring.
    var pacing: ExplicitTiming.Pacing { .curve(timingFunction?.timingCurve ?? .linear) }
}
