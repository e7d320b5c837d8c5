import Foundation
import Motion

/// Recognizes a drag (UIKit's `UIPanGestureRecognizer`): it begins once the finger has moved
/// ``minimumMovement`` points, reports ``translation(in:)`` from where the finger went down and
/// ``velocity(in:)`` in points per second, and ends when the finger lifts. With several fingers
/// it follows their centroid, and a finger landing or lifting moves neither the translation nor
/// the velocity (the centroid jumps; the gesture does not).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that can pan (UIKit's; one pointer drives touches on Linux).
    public var minimumNumberOfTouches = 1
    /// The most touches that can pan (UIKit's; accepted, one pointer drives touches on Linux).
    public var maximumNumberOfTouches = Int.max
    /// How far the finger moves before the pan begins (UIKit's hysteresis, about 10 points).
    public var minimumMovement: Double = 10
    /// Which directions may start the pan (all by default); a pan that starts mostly along a
    /// direction not allowed fails, which leaves the touch to other recognizers.
    public var allowedDirections: Set<Direction> = Set(Direction.allCases)

    /// A direction of initial movement.
    public enum Direction: CaseIterable, Hashable, Sendable {
        /// Toward the top of the screen.
        case up
        /// Toward the bottom.
        case down
        /// Toward the left.
        case left
        /// Toward the right.
        case right
    }

    /// Where the finger went down (window coordinates), moved by ``setTranslation(_:in:)``.
    private var origin: CGPoint?
    /// Recent positions for the velocity: (time, window location).
    private var samples: [(time: Double, location: CGPoint)] = []
    /// The velocity computed when the finger lifted.
    private var finalVelocity: CGPoint?

    /// How far back the velocity looks, in seconds.
    static let velocityWindow = 0.1

    /// A pan recognizer that calls `action` on each state change.
    public convenience init(action: @escaping @MainActor (UIPanGestureRecognizer) -> Void) {
        self.init()
        addTarget { action($0 as! UIPanGestureRecognizer) }
    }

    /// The finger's movement since it went down (or since the last ``setTranslation(_:in:)``), in
    /// `view`'s coordinate space (window points for nil).
    public func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let current = location(in: nil)
        guard let view else { return CGPoint(x: current.x - origin.x, y: current.y - origin.y) }
        let from = view.convert(origin, from: nil)
        let to = view.convert(current, from: nil)
        return CGPoint(x: to.x - from.x, y: to.y - from.y)
    }

    /// Makes the translation read `translation` from now on.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.isFinite else { return }
        let current = location(in: nil)
        var offset = translation
        if let view {
            // Express the wanted translation in window points.
            let base = view.convert(CGPoint.zero, to: nil)
            let moved = view.convert(translation, to: nil)
            offset = CGPoint(x: moved.x - base.x, y: moved.y - base.y)
        }
        origin = CGPoint(x: current.x - offset.x, y: current.y - offset.y)
    }

    /// The finger's velocity in `view`'s coordinate space, points per second, over the last
    /// 0.1 s of movement (0 if the finger rested that long before lifting).
    public func velocity(in view: UIView?) -> CGPoint {
        let velocity = finalVelocity ?? currentVelocity(at: samples.last?.time ?? 0)
        guard let view else { return velocity }
        let base = view.convert(CGPoint.zero, from: nil)
        let moved = view.convert(velocity, from: nil)
        return CGPoint(x: moved.x - base.x, y: moved.y - base.y)
    }

    private func currentVelocity(at time: Double) -> CGPoint {
        let recent = samples.filter { time - $0.time <= Self.velocityWindow + 1e-9 }
        guard let first = recent.first, let last = recent.last, last.time - first.time > 1e-6 else { return .zero }
        let elapsed = last.time - first.time
        return CGPoint(x: (last.location.x - first.location.x) / elapsed, y: (last.location.y - first.location.y) / elapsed)
    }

    private func record(_ touch: UITouch) {
        samples.append((touch.timestamp, location(in: nil)))
        samples.removeAll { touch.timestamp - $0.time > Self.velocityWindow + 1e-9 }
    }

    open override func touchBegan(_ touch: UITouch) {
        if origin == nil { origin = touch.location }
        finalVelocity = nil
        record(touch)
    }

    open override func touchMoved(_ touch: UITouch) {
        record(touch)
        switch state {
        case .possible:
            let moved = translation(in: nil)
            guard moved.x * moved.x + moved.y * moved.y >= minimumMovement * minimumMovement else { return }
            let direction: Direction = Swift.abs(moved.x) > Swift.abs(moved.y)
                ? (moved.x > 0 ? .right : .left) : (moved.y > 0 ? .down : .up)
            state = allowedDirections.contains(direction) ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchEnded(_ touch: UITouch) {
        record(touch)
        guard numberOfTouches <= 1 else { return }
        finalVelocity = currentVelocity(at: touch.timestamp)
        if state.isActive { state = .ended } else { state = .failed }
    }

    override func centroidJumped(by offset: CGPoint) {
        if let origin { self.origin = CGPoint(x: origin.x + offset.x, y: origin.y + offset.y) }
        samples = samples.map { ($0.time, CGPoint(x: $0.location.x + offset.x, y: $0.location.y + offset.y)) }
    }

    open override func reset() {
        super.reset()
        origin = nil
        samples = []
        finalVelocity = nil
    }
}
