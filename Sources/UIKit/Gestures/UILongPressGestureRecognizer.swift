import Motion

/// Recognizes a press held for ``minimumPressDuration`` (UIKit's
/// `UILongPressGestureRecognizer`), a continuous gesture: began when the time is up, changed as
/// the finger moves, ended when it lifts. Moving more than ``allowableMovement`` before it
/// begins fails it.
///
/// With a minimum duration of 0 it begins on touch down, which is how a press highlight (a card
/// shrinking under the finger) is built; let a scroll view's pan recognize simultaneously or
/// cancel it.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the finger must stay down (0.5 by default, as UIKit). NaN and negatives become 0.
    public var minimumPressDuration: Double = 0.5 {
        didSet { if !(minimumPressDuration >= 0) || !minimumPressDuration.isFinite { minimumPressDuration = 0 } }
    }
    /// How far the finger may move before the press begins (10 points, as UIKit).
    public var allowableMovement: Double = 10

    private var start: UITouch?

    /// A long-press recognizer that calls `action` on each state change.
    public convenience init(action: @escaping @MainActor (UILongPressGestureRecognizer) -> Void) {
        self.init()
        addTarget { action($0 as! UILongPressGestureRecognizer) }
    }

    open override func touchBegan(_ touch: UITouch) {
        guard start == nil else { return }
        start = touch
        if minimumPressDuration == 0 { state = .began }
    }

    open override func touchMoved(_ touch: UITouch) {
        guard let start else { return }
        if state == .possible {
            if start.location.distance(to: touch.location) > allowableMovement { state = .failed }
        } else if state.isActive {
            state = .changed
        }
    }

    open override func touchEnded(_ touch: UITouch) {
        if state.isActive, numberOfTouches <= 1 { state = .ended } else if state == .possible { state = .failed }
    }

    /// Begins once the finger has been down for the minimum duration.
    open override func clockDidTick(to time: Double) {
        guard state == .possible, let start else { return }
        // A tolerance of 1e-9 s keeps frame sums (30 × 1/60) from missing the deadline by rounding.
        if time - start.timestamp >= minimumPressDuration - 1e-9 { state = .began }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
