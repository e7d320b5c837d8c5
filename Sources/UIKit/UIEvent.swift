import Foundation

/// An event the window delivers (UIKit's `UIEvent`): here, always a touch event. Hit-testing
/// receives one (``UIView/hitTest(_:with:)``, ``UIView/point(inside:with:)``), so overrides
/// written for iOS compile and can read it.
@MainActor @preconcurrency
open class UIEvent: NSObject {
    /// The kind of an event (`UIEvent.EventType`); Today delivers touches only.
    public enum EventType: Hashable, Sendable {
        /// Touches on the screen.
        case touches
    }

    /// The kind of event.
    public let type: EventType
    /// The frame clock's time of the event.
    public let timestamp: TimeInterval
    /// The touches of the event.
    public let allTouches: Set<UITouch>?

    /// A touch event at `timestamp` with its touches.
    public init(touches: Set<UITouch>, timestamp: TimeInterval) {
        type = .touches
        self.timestamp = timestamp
        allTouches = touches
        super.init()
    }
}
