import UIKit

/// Dismisses a reveal with a drag from its left edge (seed 004's swipe interaction): the flip
/// follows the finger over 200 points; let go past half way, or faster than 800 points a
/// second, and it finishes, otherwise it cancels and everything is as it was.
public final class FlipSwipeInteraction: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    /// The drag.
    public let pan = UIPanGestureRecognizer()
    /// Whether a drag is driving a dismissal now.
    public private(set) var isInProgress = false
    /// How far the finger travels for the whole flip, in points.
    public static let distance = 200.0
    /// Starts within this many points of the left edge.
    public static let edgeWidth = 30.0
    private weak var controller: UIViewController?

    /// An interaction for a reveal controller (attached to its view).
    public init(controller: UIViewController) {
        self.controller = controller
        super.init()
        pan.allowedDirections = [.right]
        pan.delegate = self
        pan.addTarget { [weak self] _ in self?.handlePan() }
        controller.view.addGestureRecognizer(pan)
    }

    /// Only from the left edge, and not while a transition runs.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller, controller.view.window?.activeTransition == nil, pan.numberOfTouches > 0 else { return false }
        // Where the gesture began: its location (the fingers' centroid) less its translation.
        return pan.location(in: controller.view).x - pan.translation(in: controller.view).x <= Self.edgeWidth
    }

    private func handlePan() {
        guard let controller else { return }
        let progress = Swift.min(1, Swift.max(0, pan.translation(in: nil).x / Self.distance))
        switch pan.state {
        case .began:
            isInProgress = true
            controller.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInProgress = false
            if progress > 0.5 || pan.velocity(in: nil).x > 800 { finish() } else { cancel() }
        case .cancelled, .failed:
            isInProgress = false
            cancel()
        default:
            break
        }
    }
}
