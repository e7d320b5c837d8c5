import Foundation

/// A view that lays out a row or column of views with Auto Layout (UIKit's `UIStackView`).
///
/// The stack makes the constraints itself, as UIKit's does (their identifiers start with
/// `UISV-`): its arranged subviews follow one another along ``axis`` with ``spacing``, sized
/// by ``distribution``, and are placed across it by ``alignment``. Hiding an arranged view
/// collapses it (its size along the axis becomes zero and its spacing goes); inside an
/// animation block, `stack.layoutIfNeeded()` animates the others closing the gap. A stack view
/// draws nothing of its own.
@MainActor @preconcurrency
open class UIStackView: UIView {
    /// How arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// The views keep their intrinsic sizes; the one with the lowest hugging priority
        /// stretches (or the lowest compression resistance shrinks) to fill the stack.
        case fill
        /// Every view gets the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic sizes.
        case fillProportionally
        /// Intrinsic sizes, with equal gaps (at least ``UIStackView/spacing``) between them.
        case equalSpacing
        /// Intrinsic sizes, with equal distances between the views' centres.
        case equalCentering
    }

    /// Where arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        /// Stretched to the stack's thickness.
        case fill
        /// Against the leading edge (the top, in a horizontal stack).
        case leading
        /// First baselines lined up (horizontal stacks).
        case firstBaseline
        /// Centred.
        case center
        /// Against the trailing edge (the bottom, in a horizontal stack).
        case trailing
        /// Last baselines lined up (horizontal stacks).
        case lastBaseline
        /// Against the top (a horizontal stack's ``leading``).
        public static var top: Alignment { .leading }
        /// Against the bottom (a horizontal stack's ``trailing``).
        public static var bottom: Alignment { .trailing }
    }

    /// The views the stack arranges, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction views follow one another (horizontal by default).
    public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrange() } } }
    /// How lengths along the axis are shared (``Distribution/fill`` by default).
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrange() } } }
    /// Where views sit across the axis (``Alignment/fill`` by default).
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrange() } } }
    /// The gap between neighbours (0 by default; the least gap for the spacing distributions).
    public var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrange() } } }
    /// Whether views are arranged inside the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrange() } }
    }

    /// Gaps set after particular views (``setCustomSpacing(_:after:)``).
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made.
    var arrangement: [NSLayoutConstraint] = []
    /// The guides between views for the spacing distributions.
    var spacers: [UILayoutGuide] = []

    /// A stack arranging the given views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// A stack with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Nothing decodes views on Linux: always nil.
    public required init?(coder: NSCoder) { nil }

    /// Adds a view at the end of the arrangement (and as a subview).
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at an index (clamped).
    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(0, stackIndex), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        arrange()
    }

    /// Takes a view out of the arrangement; it stays a subview (remove it from its superview
    /// to take it out of both, as in UIKit).
    public func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrange()
    }

    /// Sets the gap after one arranged view.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrange()
    }

    /// The gap after one arranged view (``spacing`` unless set).
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    /// A removed arranged view leaves the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            arrange(excluding: subview)
        }
    }

    /// Hiding or showing an arranged view re-arranges.
    override func subviewDidChangeHidden(_ subview: UIView) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrange() }
    }
}
