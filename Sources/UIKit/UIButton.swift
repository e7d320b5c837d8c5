import Foundation
import Motion

/// A tappable view with a title and/or image (UIKit's `UIButton`, system type): the content
/// dims while highlighted, and disabled buttons draw grey.
open class UIButton: UIView {
    /// The title.
    public var title: String? { didSet { if title != oldValue { setNeedsDisplay() } } }
    /// The title font.
    public var titleFont = UIFont.system(size: 17, weight: .semibold) { didSet { if titleFont != oldValue { setNeedsDisplay() } } }
    /// The title colour (iOS's tint blue by default).
    public var titleColor: UIColor = .systemBlue { didSet { if titleColor != oldValue { setNeedsDisplay() } } }
    /// An image drawn before the title (or alone, centred).
    public var image: UIImage? { didSet { if image !== oldValue { setNeedsDisplay() } } }
    /// Whether the finger is on the button: the content is drawn at 30 % opacity, as iOS does.
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Whether the button reacts; a disabled button is drawn grey and ignores touches.
    public var isEnabled = true {
        didSet {
            if isEnabled != oldValue { setNeedsDisplay() }
            isUserInteractionEnabled = isEnabled
        }
    }
    /// Called when the button is tapped (a touch that lifts inside, or ``sendActions()``).
    public var onTap: (@MainActor () -> Void)?

    /// The events a control sends actions for (UIKit's `UIControl.Event`; a button sends
    /// `.touchUpInside` and `.primaryActionTriggered` when tapped).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bit pattern.
        public let rawValue: UInt
        /// Events from a bit pattern.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// The actions added with ``addAction(_:for:)``, in order.
    private var actions: [(action: UIAction, events: Event)] = []

    /// A button that runs `primaryAction` when tapped and shows its title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init(frame: .zero)
        if let primaryAction {
            title = primaryAction.title.isEmpty ? nil : primaryAction.title
            image = primaryAction.image
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Runs `action` when any of `events` happens (UIKit's closure form of target-action).
    public func addAction(_ action: UIAction, for events: Event) {
        actions.append((action, events))
    }

    /// Stops running `action` for `events` (the action is removed when no event is left).
    public func removeAction(_ action: UIAction, for events: Event) {
        actions = actions.compactMap { entry in
            guard entry.action === action else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Removes the action with `identifier` for `events`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        for entry in actions where entry.action.identifier == identifier { removeAction(entry.action, for: events) }
    }

    /// Runs the actions added for any of `events`, in the order they were added.
    public func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: events) {
            entry.action.sender = self
            entry.action.handler(entry.action)
            entry.action.sender = nil
        }
    }

    /// A button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Taps the button: runs ``onTap`` and the actions for `.touchUpInside` and
    /// `.primaryActionTriggered`.
    public func sendActions() {
        guard isEnabled else { return }
        onTap?()
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// How far outside its bounds a finger may move and still count as inside (UIKit's control
    /// tracking allows about 70 points).
    public var touchSlop: Double = 70

    // MARK: UITouch tracking (UIControl's)

    /// Highlights while the finger is down.
    open override func touchBegan(_ touch: UITouch) {
        isHighlighted = true
    }

    /// Highlights while the finger stays within the slop around the button.
    open override func touchMoved(_ touch: UITouch) {
        isHighlighted = isWithinSlop(touch)
    }

    /// Taps when the finger lifts within the slop.
    open override func touchEnded(_ touch: UITouch) {
        isHighlighted = false
        if isWithinSlop(touch) { sendActions() }
    }

    /// Un-highlights without tapping (a scroll took the touch).
    open override func touchCancelled(_ touch: UITouch) {
        isHighlighted = false
    }

    func isWithinSlop(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -touchSlop, dy: -touchSlop).contains(convert(touch.location, from: nil))
    }

    /// Buttons draw their title and image.
    open override var drawsContent: Bool { title != nil || image != nil }

    /// The title's style in the current state.
    var titleStyle: TextStyle {
        var color = isEnabled ? titleColor : UIColor.systemGray
        if isHighlighted { color = color.withAlphaComponent(color.alpha * 0.3) }
        return TextStyle(font: titleFont, color: color, alignment: .center, numberOfLines: 1)
    }

    /// Draws the image and title centred.
    open override func draw(in context: GraphicsContext) {
        let area = CGRect(origin: .zero, size: bounds.size)
        if let image {
            let size = image.size
            let fitted = UIView.ContentMode.scaleAspectFit.rect(for: size, in: area.insetBy(dx: 0, dy: 0))
            let target = title == nil ? fitted : CGRect(x: 8, y: area.midY - Swift.min(size.height, area.height) / 2,
                                                      width: Swift.min(size.width, area.height), height: Swift.min(size.height, area.height))
            context.draw(image, in: target)
        }
        if let title, !title.isEmpty {
            context.draw(title, style: titleStyle, in: area)
        }
    }
}
