import Foundation

/// The drag of a ``UISheetPresentationController``: a pan that sees a touch before the pans of
/// the scroll views inside the sheet, and begins only when ``shouldBegin`` says so (given the
/// direction the finger set off in and where it went down), leaving every other drag to the
/// scroll view under the finger. The sheet decides: at a scroll view's top edge a drag down
/// moves the sheet, and a drag up expands it when it can (UIKit's
/// `prefersScrollingExpandsWhenScrolledToEdge`).
final class SheetDragGestureRecognizer: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
    /// Whether the drag may begin, moving `direction` from `point` (in window coordinates).
    var shouldBegin: @MainActor (_ direction: Direction, _ point: CGPoint) -> Bool = { _, _ in true }

    /// A sheet's drag (its own delegate, to ask ``shouldBegin``).
    override init() {
        super.init()
        delegate = self
    }

    /// Before the scroll views' pans, so the sheet can take a drag they would otherwise win.
    override var seesTouchesFirst: Bool { true }

    /// Asks ``shouldBegin`` with the direction of the movement so far and where it started.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let moved = translation(in: nil)
        let direction: Direction = abs(moved.x) > abs(moved.y) ? (moved.x > 0 ? .right : .left) : (moved.y > 0 ? .down : .up)
        let current = location(in: nil)
        return shouldBegin(direction, CGPoint(x: current.x - moved.x, y: current.y - moved.y))
    }
}
