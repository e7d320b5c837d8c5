/// Tunes a gesture recognizer's arbitration (UIKit's `UIGestureRecognizerDelegate`). Every
/// method has a default.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave ``GestureRecognizer/State/possible``; false makes it fail.
    /// Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the two may be recognized at the same time (either delegate saying yes is
    /// enough). Default false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Whether the recognizer sees a touch at all. Default true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    /// Returns true.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Returns false.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    /// Returns true.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}
