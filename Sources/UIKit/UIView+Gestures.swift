extension UIView {
    /// Attaches a gesture recognizer: it sees the touches that begin on this view or its
    /// subviews. A recognizer belongs to one view; adding it elsewhere moves it.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a gesture recognizer (an active one is cancelled first).
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        if recognizer.state.isActive { recognizer.state = .cancelled }
        gestureRecognizers.remove(at: index)
        recognizer.view = nil
    }
}
