import Foundation
import Motion

extension UIView {
    /// What ``draw(_:)`` draws for the current bounds, drawing it now when the view has not
    /// drawn since it was made or since ``setNeedsDisplay()`` (or, with the content mode
    /// ``ContentMode/redraw``, at another size). Nil when it draws nothing or the bounds are
    /// empty (UIKit does not draw a view of no size).
    func currentDrawing() -> RecordedDrawing? {
        let size = bounds.size
        if let recorded = recordedDrawing, recorded.version == displayRequests, contentMode != .redraw || recorded.size == size {
            return recorded.drawsNothing ? nil : recorded
        }
        guard size.width > 0, size.height > 0, size.isFinite else { return nil }
        let origin = bounds.origin.isFinite ? bounds.origin : .zero
        let context = CGContext(size: size, transform: CGAffineTransform(translationX: -origin.x, y: -origin.y))
        let version = displayRequests
        UIGraphicsPushContext(context)
        traitCollection.performAsCurrent { draw(CGRect(origin: origin, size: size)) }
        UIGraphicsPopContext()
        let recorded = RecordedDrawing(operations: context.finishedOperations(), size: size, version: version)
        recordedDrawing = recorded
        return recorded.drawsNothing ? nil : recorded
    }
}
