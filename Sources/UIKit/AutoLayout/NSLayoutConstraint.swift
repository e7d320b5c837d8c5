import Cassowary
import Foundation

/// A relation between two layout attributes that the layout engine keeps (UIKit's
/// `NSLayoutConstraint`): `first.attribute  relation  multiplier × second.attribute + constant`.
///
/// Make one from anchors (`label.leadingAnchor.constraint(equalTo: view.leadingAnchor,
/// constant: 16)`) or with ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``,
/// then activate it (``isActive``, ``activate(_:)``). Changing ``constant`` of an active
/// constraint re-solves incrementally; lay out inside an animation block
/// (`UIView.animate { view.layoutIfNeeded() }`) and every frame that changed animates.
///
/// As in UIKit, an active constraint is installed on the nearest common ancestor of its items
/// (see ``UIView/constraints``), and removing a view from its superview deactivates the
/// constraints that tie its subtree to the views outside it. Where UIKit raises an exception
/// (items with no common ancestor, a location paired with a dimension, a priority moved across
/// `required` while active), Today logs the problem and leaves the constraint as it was.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// The part of an item's layout a constraint relates.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (the left: Today lays out left to right).
        case leading
        /// The trailing edge (the right).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text (the bottom for views without text).
        case lastBaseline
        /// The baseline of the first line of text (the bottom for views without text).
        case firstBaseline
        /// The left edge inset by the view's layout margins.
        case leftMargin
        /// The right edge inset by the margins.
        case rightMargin
        /// The top edge inset by the margins.
        case topMargin
        /// The bottom edge inset by the margins.
        case bottomMargin
        /// The leading edge inset by the margins.
        case leadingMargin
        /// The trailing edge inset by the margins.
        case trailingMargin
        /// The horizontal centre of the margins.
        case centerXWithinMargins
        /// The vertical centre of the margins.
        case centerYWithinMargins
        /// No attribute (the second attribute of a constant constraint).
        case notAnAttribute = 0
    }

    /// How the two sides relate.
    public enum Relation: Int, Sendable {
        /// `first ≤ second`.
        case lessThanOrEqual = -1
        /// `first == second`.
        case equal = 0
        /// `first ≥ second`.
        case greaterThanOrEqual = 1
    }

    /// A direction of layout, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// Who made a constraint, for its description (UIKit's private subclasses).
    enum Origin {
        /// The app.
        case app
        /// A view's autoresizing mask (`NSAutoresizingMaskLayoutConstraint`).
        case autoresizingMask(String)
        /// A view's intrinsic content size (`NSContentSizeLayoutConstraint`).
        case contentSize
        /// A system layout guide (safe area, margins, a scroll view's frame) or a stack view.
        case system
        /// A scroll view's content size, where its content layout guide rests when no
        /// constraint sizes it: held below every priority (and below the pull that finds
        /// ambiguity), so that any constraint on the guide wins.
        case scrollContentSize
    }

    /// The solver strength: the priority's, or below every priority for a resting content size.
    var solverStrength: Strength {
        if case .scrollContentSize = origin { return LayoutEngine.restingStrength }
        return priority.solverStrength
    }

    private let first: WeakLayoutItem
    private let second: WeakLayoutItem?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item's attribute (``Attribute/notAnAttribute`` without a second item).
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// Who made it.
    let origin: Origin

    /// The constant added to the second side. Changing it on an active constraint re-solves.
    public var constant: CGFloat {
        didSet {
            if !constant.isFinite {
                LayoutLog.report("a constraint's constant must be finite (got \(constant)); it stays \(oldValue)", for: self)
                constant = oldValue
                return
            }
            if constant != oldValue { engine?.constantDidChange(self) }
        }
    }

    /// The priority (``UILayoutPriority/required`` by default). An active constraint can move
    /// between lower priorities, but not to or from required (UIKit raises; Today logs and keeps
    /// the old priority).
    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive && priority.isRequired != oldValue.isRequired {
                LayoutLog.report("""
                    Mutating a priority from required to not on an installed constraint (or vice-versa) is not \
                    supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).
                    """, for: self)
                priority = oldValue
                return
            }
            engine?.priorityDidChange(self)
        }
    }

    /// A name shown in the constraint's description and in layout messages.
    open var identifier: String?

    /// The view the constraint is installed on while active (the items' nearest common
    /// ancestor).
    weak var installedView: UIView?
    /// The engine solving the constraint while it is active in a laid-out tree.
    weak var engine: LayoutEngine?

    /// The first item (a view or a layout guide).
    public var firstItem: AnyObject? { first.item?.object }
    /// The second item, if any.
    public var secondItem: AnyObject? { second?.item?.object }
    /// The first item, as Today keeps it.
    var firstLayoutItem: LayoutItem? { first.item }
    /// The second item, as Today keeps it.
    var secondLayoutItem: LayoutItem? { second?.item }

    /// UIKit's visual initializer: `item.attribute  relation  multiplier × toItem.attribute +
    /// constant`. `item` and `toItem` are views or layout guides; pass nil and
    /// `.notAnAttribute` for a constant width or height. A non-finite multiplier or constant
    /// counts as 1 or 0.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let firstItem = Self.layoutItem(view1) ?? .view(UIView())
        self.init(first: firstItem, firstAttribute: attr1, relation: relation, second: view2.flatMap(Self.layoutItem),
                  secondAttribute: attr2, multiplier: multiplier, constant: c)
        if Self.layoutItem(view1) == nil {
            LayoutLog.report("a constraint's first item must be a view or a layout guide", for: self)
        }
    }

    /// An empty constraint (UIKit's `NSLayoutConstraint()`, `NSObject`'s initializer): a
    /// placeholder that relates nothing, as apps assign one before making the real constraint
    /// (`var bottom = NSLayoutConstraint()`). Activating it is refused with a layout message (on
    /// iOS it raises).
    public override convenience init() {
        self.init(first: .view(UIView()), firstAttribute: .notAnAttribute, relation: .equal, second: nil,
                  secondAttribute: .notAnAttribute)
    }

    /// A constraint between two items (the designated form every other builds on).
    init(first: LayoutItem, firstAttribute: Attribute, relation: Relation, second: LayoutItem?, secondAttribute: Attribute,
         multiplier: CGFloat = 1, constant: CGFloat = 0, origin: Origin = .app) {
        self.first = WeakLayoutItem(first)
        self.second = second.map(WeakLayoutItem.init)
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
        self.origin = origin
        super.init()
    }

    /// A view or layout guide passed as `Any`.
    private static func layoutItem(_ object: Any) -> LayoutItem? {
        if let view = object as? UIView { return .view(view) }
        if let guide = object as? UILayoutGuide { return .guide(guide) }
        return nil
    }

    /// UIKit's form: `<NSLayoutConstraint:0x… 'identifier' UILabel:0x….leading == UIView:0x….leading + 16   (active)>`.
    /// Read it on the main actor, as every UIKit object.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { layoutDescription }
    }

    /// The description, on the main actor.
    var layoutDescription: String {
        let kind = switch origin {
        case .app, .system, .scrollContentSize: "NSLayoutConstraint"
        case .autoresizingMask: "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: "NSContentSizeLayoutConstraint"
        }
        var text = "<\(kind):\(LayoutLog.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        if case .autoresizingMask(let mask) = origin { text += " \(mask)" }
        text += " " + equation + (isActive ? "   (active)" : "") + ">"
        return text
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting it installs the constraint on the
    /// nearest common ancestor of its items (or removes it).
    public var isActive: Bool {
        get {
            if case .app = origin { return installedView != nil }
            return installedView != nil || engine != nil  // generated by the engine while it holds them
        }
        set {
            guard newValue != isActive else { return }
            if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
        }
    }

    /// Activates each constraint (as setting ``isActive``, in order).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}
