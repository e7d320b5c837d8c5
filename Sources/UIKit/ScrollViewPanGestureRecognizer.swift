/// The scroll view's own pan: a finger going down stops a fling or bounce where it is.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchBegan(_ touch: UITouch) {
        super.touchBegan(touch)
        guard numberOfTouches == 1, let scrollView = view as? UIScrollView else { return }
        scrollView.touchStoppedMotion = scrollView.isDecelerating
        if scrollView.isDecelerating { scrollView.stopMotion() }
    }

    override func reset() {
        super.reset()
        guard let scrollView = view as? UIScrollView else { return }
        scrollView.touchStoppedMotion = false
        scrollView.settleIntoRange()
    }
}
