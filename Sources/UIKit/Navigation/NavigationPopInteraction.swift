import Foundation
import Motion

/// The interactive pop from the left edge: a ``UIScreenEdgePanGestureRecognizer`` on the
/// navigation controller's view drives the pop by the finger's share of the width. Released, it
/// finishes on a fast swipe to the right (over ``swipeSpeed`` points a second) or past half the
/// width unless swiped back fast, and cancels otherwise, everything put back as it was.
@MainActor @preconcurrency
final class NavigationPopInteraction: UIPercentDrivenInteractiveTransition {
    /// The speed, in points a second, above which a release decides by its direction.
    static let swipeSpeed = 500.0

    /// Whether a release at `percent` of the width, moving at `velocity` points a second to the
    /// right, finishes the pop.
    static func finishes(percent: CGFloat, velocity: CGFloat) -> Bool {
        guard percent.isFinite, velocity.isFinite else { return false }
        if velocity > swipeSpeed { return true }
        if velocity < -swipeSpeed { return false }
        return percent > 0.5
    }

    /// An edge interaction; after the release the rest eases out.
    override init() {
        super.init()
        completionCurve = .easeOut
    }

    /// Follows the recognizer: scrubs while it changes, then finishes or cancels.
    func follow(_ recognizer: UIPanGestureRecognizer, width: CGFloat) {
        guard width > 0 else { return cancel() }
        let view = recognizer.view
        let percent = recognizer.translation(in: view).x / width
        switch recognizer.state {
        case .began, .changed:
            update(percent)
        case .ended:
            if Self.finishes(percent: percent, velocity: recognizer.velocity(in: view).x) { finish() } else { cancel() }
        default:
            cancel()
        }
    }
}
