/// Tunes a gesture recognizer's arbitration (UIKit's `UIGestureRecognizerDelegate`). Every
/// method has a default.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave ``UIGestureRecognizer/State/possible``; false makes it fail.
    /// Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two may be recognized at the same time (either delegate saying yes is
    /// enough). Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool
    /// Whether the recognizer sees a touch at all. Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Returns true.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Returns false.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { false }
    /// Returns true.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
