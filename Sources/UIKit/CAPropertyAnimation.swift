import Foundation

/// An explicit animation of one layer property, named by key path (Core Animation's
/// `CAPropertyAnimation`).
///
/// The key paths Today animates: `opacity`, `position` (`.x`, `.y`), `bounds` (`.size`,
/// `.size.width`, `.size.height`), `anchorPoint`, `cornerRadius`, `borderWidth`,
/// `borderColor`, `backgroundColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`,
/// `shadowColor`, `zPosition`, `transform` and `sublayerTransform`, and the parts of
/// `transform`: `transform.scale` (`.x`, `.y`), `transform.rotation` (`.x`, `.y`, `.z`;
/// `transform.rotation` is about z) and `transform.translation` (`.x`, `.y`); on a
/// ``CAGradientLayer`` also `colors`, `locations`, `startPoint` and `endPoint`; on a
/// ``CAShapeLayer`` also `path`, `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor`,
/// `strokeColor`, `lineDashPhase` and `miterLimit`. A part is set
/// in the model's transform taken apart (its other parts kept), and read from it. An
/// animation of another key path is refused when added: ``CALayer/add(_:forKey:)`` reports
/// it and the layer is unchanged.
@MainActor @preconcurrency
open class CAPropertyAnimation: CAAnimation {
    /// The property animated (`"opacity"`, `"transform.scale"`).
    public var keyPath: String?
    /// Whether the animation's values are added to what the layer shows without it (a shake
    /// of `"position.x"` through offsets around 0), rather than shown instead of it. Numbers,
    /// points and sizes add; for colours and transforms it is ignored.
    public var isAdditive = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The value the animation shows at each progress (0…1), its untyped values read by
    /// `read` (nil: not of the property's kind) with `model` standing in for those not given;
    /// nil when it has no usable values. A property animation of no known kind has none.
    func valueAtProgress(reading read: (Any?) -> AnimatedValue?, model: AnimatedValue) -> ((Double) -> AnimatedValue)? {
        nil
    }

    /// The angle the layer is turned by at each progress, on top of its transform (a keyframe
    /// animation along a path with a `rotationMode`); nil (the default) turns nothing.
    func turnAtProgress() -> ((Double) -> Double)? {
        nil
    }
}
