import Foundation
import Motion

/// The base of views that turn touches into actions (UIKit's `UIControl`): it tracks a touch,
/// keeps ``state`` (highlighted, disabled, selected), and sends the actions added with
/// ``addAction(_:for:)`` for each ``Event`` it sees.
///
/// A touch sends `.touchDown`; moving sends `.touchDragInside` or `.touchDragOutside` (with
/// `.touchDragEnter`/`.touchDragExit` on crossing); lifting sends `.touchUpInside` or
/// `.touchUpOutside`; a touch taken by a gesture sends `.touchCancel`. "Inside" is the bounds
/// grown by ``touchSlop``, as UIKit's tracking allows about 70 points. Subclasses override the
/// tracking methods (``beginTracking(_:with:)`` and the others) as in UIKit.
///
/// Target-action with selectors needs the Objective-C runtime, which Linux does not have: use
/// ``addAction(_:for:)`` with a ``UIAction`` (see `docs/porting.md`).
@MainActor @preconcurrency
open class UIControl: UIView {
    /// The events a control sends actions for (UIKit's `UIControl.Event`, with its bit values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bit pattern.
        public let rawValue: UInt
        /// Events from a bit pattern.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second finger-down in quick succession (not sent by Today: touches carry no tap count).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved within the control's bounds (and slop).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved outside the control's bounds (and slop).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger moved back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger moved outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system took the touch (a scroll or another gesture won).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (switches, sliders).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action (not sent by Today: there are no menus yet).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control (no text controls yet).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed in a text control.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events an app may define.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events the system reserves.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state (UIKit's `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        /// The bit pattern.
        public let rawValue: UInt
        /// A state from a bit pattern.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not highlighted, not selected.
        public static let normal = State([])
        /// A finger is on it.
        public static let highlighted = State(rawValue: 1 << 0)
        /// It does not react.
        public static let disabled = State(rawValue: 1 << 1)
        /// It is selected (toggles).
        public static let selected = State(rawValue: 1 << 2)
        /// It has the focus (not used by Today).
        public static let focused = State(rawValue: 1 << 3)
        /// States an app may define.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States the system reserves.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Whether the control reacts; a disabled control ignores touches and sends nothing.
    open var isEnabled = true {
        didSet { isUserInteractionEnabled = isEnabled }
    }
    /// Whether a finger is on the control.
    open var isHighlighted = false
    /// Whether the control is selected.
    open var isSelected = false
    /// The state, from ``isEnabled``, ``isHighlighted`` and ``isSelected``.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    /// Whether a touch is being tracked.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside (the bounds grown by ``touchSlop``).
    public private(set) var isTouchInside = false
    /// How far outside its bounds a finger may move and still count as inside (Today's name for
    /// UIKit's tracking allowance of about 70 points).
    public var touchSlop: CGFloat = 70

    /// The actions added with ``addAction(_:for:)``, in order, one per identifier.
    private var actions: [(action: UIAction, events: Event)] = []

    /// A control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Nothing decodes views on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    // MARK: Actions

    /// Runs `action` when any of `events` happens (UIKit's closure form of target-action). An
    /// action with the identifier of one already added replaces it, as UIKit documents, so a
    /// reused cell can set its button's action again with a fixed identifier.
    open func addAction(_ action: UIAction, for events: Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            let merged = actions[index].action === action ? actions[index].events.union(events) : events
            actions[index] = (action, merged)
        } else {
            actions.append((action, events))
        }
    }

    /// Stops running `action` for `events` (the action is removed when no event is left).
    open func removeAction(_ action: UIAction, for events: Event) {
        actions = actions.compactMap { entry in
            guard entry.action === action else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Removes the action with `identifier` for `events`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        for entry in actions where entry.action.identifier == identifier { removeAction(entry.action, for: events) }
    }

    /// Runs the actions added for any of `events`, in the order they were added (nothing while
    /// disabled).
    open func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: events) {
            sendAction(entry.action)
        }
    }

    /// Runs one action with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    /// The events some action was added for.
    public var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    // MARK: Tracking (override points, as in UIKit)

    /// A touch began on the control; return false to stop tracking it. The default highlights
    /// and tracks.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        isHighlighted = true
        return true
    }

    /// The tracked touch moved; return false to stop tracking it. The default highlights while
    /// the touch is inside.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        isHighlighted = isInside(touch)
        return true
    }

    /// The tracked touch lifted (nil when tracking stopped otherwise). The default un-highlights.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        isHighlighted = false
    }

    /// Tracking was cancelled (a gesture took the touch). The default un-highlights.
    open func cancelTracking(with event: UIEvent?) {
        isHighlighted = false
    }

    /// Whether a touch is within the bounds grown by ``touchSlop``.
    func isInside(_ touch: UITouch) -> Bool {
        let slop = Double(touchSlop)
        return bounds.insetBy(dx: -slop, dy: -slop).contains(convert(touch.location, from: nil))
    }

    // MARK: Touches

    /// Starts tracking and sends `.touchDown`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: .touchDown)
    }

    /// Continues tracking and sends the drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        isTracking = continueTracking(touch, with: event)
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
        if !isTracking { endTracking(nil, with: event) }
    }

    /// Ends tracking; a touch lifted inside sends `.touchUpInside` and
    /// `.primaryActionTriggered` (a tap), outside `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTouchInside = isInside(touch)
        isTracking = false
        endTracking(touch, with: event)
        sendActions(for: isTouchInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    /// Cancels tracking and sends `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }
}
