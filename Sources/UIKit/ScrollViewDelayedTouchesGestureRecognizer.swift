import Motion

/// The scroll view's own recognizer that holds back its content's touches (UIKit does this with
/// a private recognizer of the scroll view, `delaysTouchesBegan`): it tracks each touch on the
/// content and never recognizes; it fails once the finger has been down for
/// ``UIScrollView/contentTouchDelay`` or lifts. While it is possible, the window holds the content
/// view's `touchBegan` back (``UIGestureRecognizer/delaysTouchesBegan``); when it fails, the view
/// gets it; when the pan takes the touch first, the view never does.
final class ScrollViewDelayedTouchesGestureRecognizer: UIGestureRecognizer {
    private var start: UITouch?

    override init() {
        super.init()
        delaysTouchesBegan = true
        cancelsTouchesInView = false
        name = "delayed touches"
    }

    /// Only touches on the content: the scroll view's own touches are not held back.
    override func shouldTrack(touchOn hitView: UIView) -> Bool { hitView !== view }

    /// It holds the content's touches back while the others decide; it never blocks them.
    override var recognizesAlongsideEveryRecognizer: Bool { true }

    override func touchBegan(_ touch: UITouch) {
        if start == nil { start = touch }
    }

    override func touchEnded(_ touch: UITouch) {
        if state == .possible { state = .failed }
    }

    override func touchCancelled(_ touch: UITouch) {
        if state == .possible { state = .failed }
    }

    /// Fails once the first finger has been down for the delay.
    override func clockDidTick(to time: Double) {
        guard state == .possible, let start else { return }
        // A tolerance of 1e-9 s keeps frame sums from missing the deadline by rounding.
        if time - start.timestamp >= UIScrollView.contentTouchDelay - 1e-9 { state = .failed }
    }

    override func reset() {
        super.reset()
        start = nil
    }
}
