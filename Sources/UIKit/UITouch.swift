import Foundation
import Motion

/// One finger's (or the mouse's) contact with the screen, as the host reports it.
public struct UITouch: Hashable, Sendable {
    /// Where a touch is in its life (`UITouch.Phase`).
    public enum Phase: Hashable, Sendable {
        /// The finger went down.
        case began
        /// The finger moved.
        case moved
        /// The finger lifted.
        case ended
        /// The system took the touch away (a gesture won, the window lost focus).
        case cancelled
    }

    /// Identifies the finger across its events.
    public var identifier: Int
    /// The position in window coordinates (points).
    public var location: CGPoint
    /// The phase.
    public var phase: Phase
    /// The frame clock's time of the event.
    public var timestamp: Double

    /// A touch event.
    public init(identifier: Int = 0, location: CGPoint, phase: Phase, timestamp: Double) {
        self.identifier = identifier
        self.location = location
        self.phase = phase
        self.timestamp = timestamp
    }
}

extension UITouch {
    /// The touch's location in `view`'s bounds coordinates (UIKit's `location(in:)`); in window
    /// coordinates when `view` is nil. A view under a transform that cannot be inverted gives
    /// the window location unchanged.
    @MainActor public func location(in view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return location }
        return window.convert(location, to: view)
    }
}
