import Foundation
import Motion

/// Turns a sequence of touches into a gesture (UIKit's `UIGestureRecognizer`).
///
/// A recognizer is attached to a view with ``UIView/addGestureRecognizer(_:)`` and sees every
/// touch that begins on that view or inside it, before the hit view does. It moves through
/// ``State`` as UIKit's do: a discrete gesture (tap) goes from ``State/possible`` to
/// ``State/ended`` or ``State/failed``; a continuous one (pan, long press) goes
/// ``State/began`` → ``State/changed``… → ``State/ended`` (or ``State/cancelled``).
///
/// When one recognizer begins, the window makes the others that share its touches fail unless
/// one of the two delegates allows simultaneous recognition, and, with
/// ``cancelsTouchesInView``, the hit view gets ``UIResponder/touchesCancelled(_:with:)`` and no further events
/// of those touches. The view loses the touch before the winning gesture's actions run, so a
/// highlight is already gone when a scroll or a tap's action starts.
@MainActor
open class UIGestureRecognizer {
    /// Where a recognizer is in its life (`UIGestureRecognizer.State`).
    public enum State: Hashable, Sendable {
        /// Watching touches; nothing recognized yet (the initial state).
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture moved.
        case changed
        /// The gesture finished (a discrete gesture is recognized in this state).
        case ended
        /// A continuous gesture was taken away (the touch was cancelled).
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// UIKit's alias: a discrete gesture is recognized by ending.
        public static let recognized = State.ended

        /// Whether a continuous gesture is under way (began or changed).
        public var isActive: Bool { self == .began || self == .changed }
        /// Whether the recognizer is done with the current touches (ended, cancelled, failed).
        public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// The current state. A subclass sets it to move the gesture on, as with UIKit's
    /// `UIGestureRecognizerSubclass`: leaving ``State/possible`` for began or ended asks the
    /// delegate and the window first and may end in ``State/failed`` instead; the actions run
    /// for began, changed, ended and cancelled. Setting the state it already has does nothing,
    /// except ``State/changed``, which runs the actions again.
    public var state: State {
        get { currentState }
        set { move(to: newValue) }
    }
    /// Where the recognizer is: ``state``'s storage, written only by ``move(to:)`` and
    /// ``reset()``.
    private var currentState: State = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Whether it receives touches; disabling an active recognizer cancels it.
    public var isEnabled = true {
        didSet { if !isEnabled, state.isActive { state = .cancelled } }
    }
    /// Whether the hit view's touches are cancelled once the gesture is recognized (true, as in
    /// UIKit).
    public var cancelsTouchesInView = true
    /// Whether the hit view's `touchBegan` waits until this recognizer fails (false, as in
    /// UIKit); if it recognizes first and ``cancelsTouchesInView``, the view never gets the
    /// touch. A tap lifted while it waits still reaches the view, began then ended.
    public var delaysTouchesBegan = false
    /// Asked whether to begin and whether to recognize with others.
    public weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for debugging output and traces.
    public var name: String?

    /// The touches this recognizer is tracking, by identifier, as last seen.
    public internal(set) var touches: [Int: UITouch] = [:]
    /// The window arbitrating this recognizer's touches while it has any.
    weak var arbiter: UIWindow?
    private var actions: [@MainActor (UIGestureRecognizer) -> Void] = []

    /// A recognizer with no actions yet.
    public init() {}

    /// Adds an action called on began, changed, ended and cancelled.
    public func addTarget(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// The number of touches being tracked.
    public var numberOfTouches: Int { touches.count }

    /// The centroid of the tracked touches (or of the last ones, after they lifted) in `view`'s
    /// coordinates (the window's for nil).
    public func location(in view: UIView?) -> CGPoint {
        let point = lastCentroid
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// The centroid of the current touches in window coordinates, remembered after they lift.
    private(set) var lastCentroid: CGPoint = .zero

    // MARK: For subclasses

    /// Moves to a new state (what setting ``state`` does).
    private func move(to newState: State) {
        guard newState != currentState || newState == .changed else { return }
        var next = newState
        if currentState == .possible, next == .began || next == .ended {
            let allowed = delegate?.gestureRecognizerShouldBegin(self) ?? true
            if !allowed || !(arbiter?.gestureRecognizerMayBegin(self) ?? true) { next = .failed }
        }
        currentState = next
        // A continuous gesture beginning, or a discrete one recognized, wins its touches.
        if next == .began || (next == .ended && !wasActive) {
            arbiter?.gestureRecognizerDidBegin(self)
        }
        wasActive = next.isActive
        if next != .possible, next != .failed {
            for action in actions { action(self) }
        }
    }

    private var wasActive = false

    /// Touches began in the view or a subview (UIKit's `touchesBegan(_:with:)`, what a
    /// subclass written for iOS overrides; call super to keep the recognizer's own handling,
    /// which the default passes to ``touchBegan(_:)`` a touch at a time). The window delivers one
    /// touch a call.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) { touchBegan(touch) }
    }
    /// Tracked touches moved (UIKit's `touchesMoved(_:with:)`); the default passes each to
    /// ``touchMoved(_:)``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) { touchMoved(touch) }
    }
    /// Tracked touches lifted (UIKit's `touchesEnded(_:with:)`); the default passes each to
    /// ``touchEnded(_:)``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) { touchEnded(touch) }
    }
    /// Tracked touches were cancelled (UIKit's `touchesCancelled(_:with:)`); the default passes
    /// each to ``touchCancelled(_:)``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) { touchCancelled(touch) }
    }

    /// A touch began in the view (or a subview): the per-touch hook Today's own recognizers
    /// override beneath `touchesBegan(_:with:)`. The default does nothing.
    open func touchBegan(_ touch: UITouch) {}
    /// A tracked touch moved (beneath `touchesMoved(_:with:)`). The default does nothing.
    open func touchMoved(_ touch: UITouch) {}
    /// A tracked touch lifted (beneath `touchesEnded(_:with:)`). The default does nothing.
    open func touchEnded(_ touch: UITouch) {}
    /// A tracked touch was cancelled (beneath `touchesCancelled(_:with:)`). The default
    /// cancels an active gesture and fails a possible one.
    open func touchCancelled(_ touch: UITouch) {
        if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
    }
    /// The window's clock ticked while this recognizer tracks touches (for time-based gestures).
    /// The default does nothing.
    open func clockDidTick(to time: Double) {}
    /// Returns to ``UIGestureRecognizer/State/possible`` after the touches are over; subclasses clear their own state
    /// and call super.
    open func reset() {
        currentState = .possible
        wasActive = false
        touches = [:]
    }

    // MARK: Delivery (the window calls these)

    /// Whether this recognizer tracks a touch that began on `hitView` (the view or one of its
    /// subviews); true by default.
    func shouldTrack(touchOn hitView: UIView) -> Bool { true }

    /// Whether it recognizes along with every other recognizer (never blocks nor is failed by
    /// one): for the engine's own helpers that only watch touches.
    var recognizesAlongsideEveryRecognizer: Bool { false }

    /// Whether this recognizer sees a touch before the others on it, wherever its view is: the
    /// system's edge swipes (the interactive pop) win over the pans of the views under the
    /// finger, as on iOS. False by default.
    var seesTouchesFirst: Bool { false }

    func deliver(_ touch: UITouch) {
        let centroidBefore = lastCentroid
        let joins = touch.phase == .began && !touches.isEmpty && touches[touch.identifier] == nil
        switch touch.phase {
        case .began:
            touches[touch.identifier] = touch
        case .moved, .ended, .cancelled:
            guard touches[touch.identifier] != nil else { return }
            touches[touch.identifier] = touch
        }
        updateCentroid()
        guard !state.isFinished else {
            if touch.phase == .ended || touch.phase == .cancelled { touches[touch.identifier] = nil }
            return
        }
        if joins { centroidJumped(by: CGPoint(x: lastCentroid.x - centroidBefore.x, y: lastCentroid.y - centroidBefore.y)) }
        let event = UIEvent(touches: [touch], timestamp: touch.timestamp)
        switch touch.phase {
        case .began: touchesBegan([touch], with: event)
        case .moved: touchesMoved([touch], with: event)
        case .ended: touchesEnded([touch], with: event)
        case .cancelled: touchesCancelled([touch], with: event)
        }
        if touch.phase == .ended || touch.phase == .cancelled {
            touches[touch.identifier] = nil
            if touches.isEmpty, state == .possible, !waitsAfterTouchesEnd { state = .failed }
            if !touches.isEmpty {
                // The fingers left go on from their own centroid.
                let withLifted = lastCentroid
                updateCentroid()
                centroidJumped(by: CGPoint(x: lastCentroid.x - withLifted.x, y: lastCentroid.y - withLifted.y))
            }
        }
    }

    /// The centroid moved by `offset` because a finger landed or lifted while others stay
    /// down, not because a finger moved. The default does nothing; a pan moves where it counts
    /// from by as much, so its translation does not jump (as a scroll view does not when a
    /// second finger lands).
    func centroidJumped(by offset: CGPoint) {}

    /// Whether the recognizer stays possible after its touches lift (a multiple tap waiting for
    /// the next tap).
    var waitsAfterTouchesEnd: Bool { false }

    private func updateCentroid() {
        guard !touches.isEmpty else { return }
        var sum = CGPoint.zero
        // In the touches' order (a dictionary's would change the sum's last bits from run to run).
        for identifier in touches.keys.sorted() {
            guard let location = touches[identifier]?.location else { continue }
            sum = CGPoint(x: sum.x + location.x, y: sum.y + location.y)
        }
        lastCentroid = CGPoint(x: sum.x / Double(touches.count), y: sum.y / Double(touches.count))
    }
}
