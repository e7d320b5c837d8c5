import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`):
/// spacing between views, a region to centre things in. A guide lives in its owning view's
/// coordinates; ``layoutFrame`` is where the engine put it. Views also own two system guides,
/// ``UIView/safeAreaLayoutGuide`` and ``UIView/layoutMarginsGuide``, and scroll views two more,
/// ``UIScrollView/contentLayoutGuide`` and ``UIScrollView/frameLayoutGuide``.
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
    /// The view that owns the guide (set by ``UIView/addLayoutGuide(_:)``).
    public internal(set) weak var owningView: UIView?
    /// A name for debugging and layout messages.
    open var identifier = ""
    /// What kind of system guide this is (nil for the app's own guides).
    let system: SystemGuide?

    /// The system guides a view owns.
    enum SystemGuide: Hashable {
        /// The view's bounds inset by its safe area.
        case safeArea
        /// The view's bounds inset by its layout margins.
        case layoutMargins
        /// A scroll view's content rectangle: from the origin of its content, as large as the
        /// constraints make it (which becomes the content size).
        case scrollContent
        /// A scroll view's frame rectangle in its own coordinates: its bounds, moving with the
        /// content offset.
        case scrollFrame
    }

    /// A guide (add it to a view with ``UIView/addLayoutGuide(_:)``).
    public override init() {
        system = nil
        super.init()
    }

    /// A system guide of a view.
    init(system: SystemGuide, owner: UIView) {
        self.system = system
        owningView = owner
        super.init()
        identifier = system.identifier
    }

    /// The guide's rectangle in the owning view's coordinates, as last solved (zero before it
    /// takes part in layout).
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        if let system {
            switch system {
            case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
            case .layoutMargins: return owningView.bounds.inset(by: owningView.layoutMargins)
            case .scrollContent: return CGRect(origin: .zero, size: owningView.layoutContentSize ?? .zero)
            case .scrollFrame: return owningView.bounds
            }
        }
        return owningView.layoutEngineIfMember?.frame(of: .guide(self)) ?? .zero
    }

    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(self), attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(self), attribute: .right) }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(self), attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(self), attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(self), attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .guide(self), attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .guide(self), attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .guide(self), attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: .guide(self), attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: .guide(self), attribute: .height) }
}

extension UILayoutGuide.SystemGuide {
    /// The guide's name in descriptions and layout messages.
    var identifier: String {
        switch self {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .scrollContent: "UIScrollViewContentLayoutGuide"
        case .scrollFrame: "UIScrollViewFrameLayoutGuide"
        }
    }
}
