import Motion
import UIKit

/// Timed input for a headless session: touches and window resizes at seconds from the start.
public struct InputScript: Hashable, Sendable {
    /// One scripted event.
    public struct Event: Hashable, Sendable {
        /// What happens.
        public enum Kind: Hashable, Sendable {
            /// A touch event for a finger.
            case touch(UITouch.Phase, CGPoint, identifier: Int)
            /// The window takes a new size.
            case resize(CGSize)
        }

        /// Seconds from the start of the script.
        public var time: Double
        /// What happens.
        public var kind: Kind

        /// An event.
        public init(time: Double, kind: Kind) {
            self.time = time
            self.kind = kind
        }
    }

    /// The events (played in time order).
    public var events: [Event]
    /// How long the session lasts (at least until the last event).
    public var duration: Double

    /// A script; the duration is raised to the last event's time.
    public init(events: [Event] = [], duration: Double = 0) {
        self.events = events
        self.duration = Swift.max(duration.isFinite ? duration : 0, events.map(\.time).max() ?? 0)
    }

    /// A tap: down and up at a point, `length` seconds apart.
    public static func tap(at point: CGPoint, time: Double, length: Double = 0.08) -> [Event] {
        [Event(time: time, kind: .touch(.began, point, identifier: 0)),
         Event(time: time + length, kind: .touch(.ended, point, identifier: 0))]
    }

    /// A drag from one point to another over `length` seconds, one move per 1/60 s.
    public static func drag(from start: CGPoint, to end: CGPoint, time: Double, length: Double) -> [Event] {
        let steps = Swift.max(1, Int((length * 60).rounded()))
        var events = [Event(time: time, kind: .touch(.began, start, identifier: 0))]
        for step in 1...steps {
            let amount = Double(step) / Double(steps)
            events.append(Event(time: time + length * amount, kind: .touch(.moved, start.interpolated(to: end, amount: amount), identifier: 0)))
        }
        events.append(Event(time: time + length, kind: .touch(.ended, end, identifier: 0)))
        return events
    }
}
