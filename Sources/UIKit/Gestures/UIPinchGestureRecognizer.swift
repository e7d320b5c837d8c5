import Foundation
import Motion

/// Recognizes two fingers moving toward or away from each other (UIKit's
/// `UIPinchGestureRecognizer`): it begins once the distance between the first two touches has
/// changed by ``minimumDistanceChange`` points, changes as they move, and ends when either
/// lifts.
///
/// ``scale`` is the distance between the two fingers over their distance when the second one
/// went down (so it already differs from 1 by the hysteresis when the gesture begins, as a
/// pan's translation includes its own); set it (to 1, say) to measure from the current
/// distance from then on. ``velocity`` is in scale per second over the last 0.1 s.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much the fingers' distance must change before the pinch begins, in points.
    public var minimumDistanceChange: Double = 8

    /// The distance the scale is measured from, in window points.
    private var baseDistance: Double?
    /// Recent scales for the velocity: (time, scale).
    private var samples: [(time: Double, scale: Double)] = []
    /// The velocity when a finger lifted.
    private var finalVelocity: Double?

    /// A pinch recognizer that calls `action` on each state change.
    public convenience init(action: @escaping @MainActor (UIPinchGestureRecognizer) -> Void) {
        self.init()
        addTarget { action($0 as! UIPinchGestureRecognizer) }
    }

    /// The two fingers' distance relative to where it was measured from (1 until both are down).
    public var scale: CGFloat {
        get {
            guard let baseDistance, baseDistance > 0, let distance = currentDistance else { return 1 }
            return distance / baseDistance
        }
        set {
            guard newValue.isFinite, newValue > 0, let distance = currentDistance else { return }
            baseDistance = distance / newValue
        }
    }

    /// How fast the scale changes, per second (negative while pinching in).
    public var velocity: CGFloat {
        finalVelocity ?? currentVelocity(at: samples.last?.time ?? 0)
    }

    /// The distance between the first two touches (by identifier), in window points.
    private var currentDistance: Double? {
        let pair = touches.keys.sorted().prefix(2).compactMap { touches[$0]?.location }
        guard pair.count == 2 else { return nil }
        return pair[0].distance(to: pair[1])
    }

    private func currentVelocity(at time: Double) -> Double {
        let recent = samples.filter { time - $0.time <= 0.1 + 1e-9 }
        guard let first = recent.first, let last = recent.last, last.time - first.time > 1e-6 else { return 0 }
        return (last.scale - first.scale) / (last.time - first.time)
    }

    private func record(_ touch: UITouch) {
        samples.append((touch.timestamp, scale))
        samples.removeAll { touch.timestamp - $0.time > 0.1 + 1e-9 }
    }

    open override func touchBegan(_ touch: UITouch) {
        if numberOfTouches == 2, baseDistance == nil { baseDistance = currentDistance }
        finalVelocity = nil
        record(touch)
    }

    open override func touchMoved(_ touch: UITouch) {
        guard let baseDistance, let distance = currentDistance else { return }
        record(touch)
        switch state {
        case .possible:
            if abs(distance - baseDistance) >= minimumDistanceChange { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchEnded(_ touch: UITouch) {
        record(touch)
        finalVelocity = currentVelocity(at: touch.timestamp)
        if state.isActive { state = .ended } else { state = .failed }
    }

    open override func reset() {
        super.reset()
        baseDistance = nil
        samples = []
        finalVelocity = nil
    }
}
