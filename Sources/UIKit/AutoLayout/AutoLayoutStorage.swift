/// A view's Auto Layout state (one stored property of ``UIView``; see `UIView+AutoLayout.swift`).
@MainActor
struct AutoLayoutStorage {
    /// UIKit's `translatesAutoresizingMaskIntoConstraints`.
    var translatesAutoresizingMask = true
    /// The active constraints installed on this view (UIKit's `constraints`).
    var installed: [NSLayoutConstraint] = []
    /// Content hugging priorities (horizontal, vertical).
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    /// Compression resistance priorities (horizontal, vertical).
    var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The app's layout guides.
    var guides: [UILayoutGuide] = []
    /// The system guides (safe area, margins, a scroll view's content and frame), each made on
    /// first use.
    var systemGuides: [UILayoutGuide.SystemGuide: UILayoutGuide] = [:]
    /// The engine of the tree this view is the root of (made when a constraint is activated in
    /// the tree).
    var engine: LayoutEngine?
    /// The engine this view takes part in, while it does.
    weak var memberOf: LayoutEngine?
    /// Whether ``UIView/updateConstraints()`` should run at the next layout pass.
    var needsUpdateConstraints = true
    /// Whether this view or one below it needs its constraints updated.
    var subtreeNeedsUpdateConstraints = true
}
