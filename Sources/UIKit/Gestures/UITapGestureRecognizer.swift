import Motion

/// Recognizes taps (UIKit's `UITapGestureRecognizer`): the finger goes down and up without
/// moving more than ``allowableMovement`` points, within ``maximumDuration`` seconds. With
/// ``numberOfTapsRequired`` above 1, each next tap must start within ``maximumInterval`` of the
/// last lift.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1 by default).
    public var numberOfTapsRequired = 1
    /// How far the finger may wander before this is not a tap (UIKit uses about 10 points).
    public var allowableMovement: Double = 10
    /// How long a press may last and still be a tap.
    public var maximumDuration: Double = 0.75
    /// The longest pause between the taps of a multiple tap.
    public var maximumInterval: Double = 0.35

    private var start: UITouch?
    private var tapsSoFar = 0
    private var lastLift: Double?

    /// A tap recognizer that calls `action` when a tap is recognized.
    public convenience init(action: @escaping @MainActor (UITapGestureRecognizer) -> Void) {
        self.init()
        addTarget { action($0 as! UITapGestureRecognizer) }
    }

    /// A single tap that lands on an enabled control inside this recognizer's view (below it,
    /// not the view itself) goes to the control's action, not to this recognizer: UIKit's rule
    /// that a control's default action prevents an overlapping gesture recognizer on its
    /// superviews (a tap recognizer on a row does not also fire for the row's button).
    override func shouldTrack(touchOn hitView: UIView) -> Bool {
        guard numberOfTapsRequired == 1 else { return true }
        var current: UIView? = hitView
        while let candidate = current, candidate !== view {
            if let control = candidate as? UIControl, control.isEnabled { return false }
            current = candidate.superview
        }
        return true
    }

    open override func touchBegan(_ touch: UITouch) {
        guard numberOfTouches == 1 else { state = .failed; return }
        if let lastLift, touch.timestamp - lastLift > maximumInterval { state = .failed; return }
        start = touch
    }

    open override func touchMoved(_ touch: UITouch) {
        guard let start else { return }
        if start.location.distance(to: touch.location) > allowableMovement { state = .failed }
    }

    open override func touchEnded(_ touch: UITouch) {
        guard let start else { state = .failed; return }
        if start.location.distance(to: touch.location) > allowableMovement || touch.timestamp - start.timestamp > maximumDuration {
            state = .failed
            return
        }
        tapsSoFar += 1
        if tapsSoFar >= Swift.max(1, numberOfTapsRequired) {
            state = .recognized
        } else {
            lastLift = touch.timestamp
            self.start = nil
        }
    }

    /// Waits for the next tap of a multiple tap; a pause longer than ``maximumInterval`` fails.
    open override func clockDidTick(to time: Double) {
        if let lastLift, state == .possible, time - lastLift > maximumInterval { state = .failed }
    }

    /// A multiple tap waits for its next tap after the finger lifts.
    override var waitsAfterTouchesEnd: Bool { lastLift != nil }

    open override func reset() {
        super.reset()
        start = nil
        tapsSoFar = 0
        lastLift = nil
    }
}
