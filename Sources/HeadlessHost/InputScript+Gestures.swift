import Motion
import UIKit

extension InputScript {
    /// A drag that rests before lifting (no fling): down at `start`, a move every 1/60 s to
    /// `end` over `length` seconds, then `hold` seconds still before the finger lifts.
    public static func drag(from start: CGPoint, to end: CGPoint, time: Double, length: Double, hold: Double) -> [Event] {
        var events = drag(from: start, to: end, time: time, length: length)
        guard hold > 0, let last = events.popLast() else { return events }
        events.append(Event(time: last.time + hold, kind: last.kind))
        return events
    }
}
