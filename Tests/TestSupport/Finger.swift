import Motion
import UIKit

/// One scripted finger on a window: each call sends a touch at the window clock's time, and
/// moves and waits tick the clock a frame (1/60 s) at a time, as the host would.
@MainActor
public struct Finger {
    /// The window touched.
    public let window: UIWindow
    /// The touch identifier.
    public let identifier: Int
    /// Where the finger is.
    public private(set) var location: CGPoint = .zero
    /// The frame length used by ``move(to:frames:)`` and ``wait(_:)``.
    public static let frame = 1.0 / 60

    /// A finger for a window.
    public init(on window: UIWindow, identifier: Int = 0) {
        self.window = window
        self.identifier = identifier
    }

    /// Puts the finger down.
    public mutating func down(at point: CGPoint) {
        location = point
        send(.began)
    }

    /// Moves in a straight line to `point` over `frames` frames, one move event per frame.
    public mutating func move(to point: CGPoint, frames: Int = 1) {
        let start = location
        let count = Swift.max(1, frames)
        for step in 1...count {
            window.tick(elapsed: Self.frame)
            location = start.interpolated(to: point, amount: Double(step) / Double(count))
            send(.moved)
        }
    }

    /// Moves to `point` in one event without letting a frame pass: a second finger moving in
    /// the same frame as the first (a pinch).
    public mutating func moveNow(to point: CGPoint) {
        location = point
        send(.moved)
    }

    /// Lifts the finger where it is.
    public func up() { send(.ended) }

    /// The system takes the touch away.
    public func cancel() { send(.cancelled) }

    /// Lets `frames` frames pass.
    public func wait(frames: Int) {
        for _ in 0..<Swift.max(0, frames) { window.tick(elapsed: Self.frame) }
    }

    /// A tap: down, one frame, up.
    public mutating func tap(at point: CGPoint) {
        down(at: point)
        wait(frames: 1)
        up()
    }

    /// A drag: down at `start`, a straight move to `end` over `frames` frames, and up there.
    public mutating func drag(from start: CGPoint, to end: CGPoint, frames: Int) {
        down(at: start)
        move(to: end, frames: frames)
        up()
    }

    func send(_ phase: UITouch.Phase) {
        window.send(UITouch(identifier: identifier, location: location, phase: phase, timestamp: window.clock.time))
    }
}
