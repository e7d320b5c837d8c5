import Foundation

extension UIView {
    // MARK: Anchors

    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .view(self), attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .view(self), attribute: .right) }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .view(self), attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .view(self), attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .view(self), attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .view(self), attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .view(self), attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .view(self), attribute: .centerY) }
    /// The baseline of the first line of text (labels); the bottom edge of other views.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .view(self), attribute: .firstBaseline) }
    /// The baseline of the last line of text (labels); the bottom edge of other views.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .view(self), attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: .view(self), attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: .view(self), attribute: .height) }

    // MARK: Guides

    /// The view's bounds inset by its ``safeAreaInsets``, as a layout guide.
    public var safeAreaLayoutGuide: UILayoutGuide { systemLayoutGuide(.safeArea) }

    /// The view's bounds inset by its ``layoutMargins``, as a layout guide.
    public var layoutMarginsGuide: UILayoutGuide { systemLayoutGuide(.layoutMargins) }

    /// One of the view's system guides, made on first use.
    func systemLayoutGuide(_ kind: UILayoutGuide.SystemGuide) -> UILayoutGuide {
        if let guide = autoLayout.systemGuides[kind] { return guide }
        let guide = UILayoutGuide(system: kind, owner: self)
        autoLayout.systemGuides[kind] = guide
        return guide
    }

    /// The layout guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

    /// Adds a guide in this view's coordinates (moving it from another view).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.system == nil, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.guides.append(guide)
    }

    /// Removes a guide; the constraints that use it are deactivated.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard let index = autoLayout.guides.firstIndex(where: { $0 === guide }) else { return }
        for constraint in LayoutEngine.constraints(touching: [ObjectIdentifier(guide)], above: self) {
            constraint.isActive = false
        }
        autoLayout.guides.remove(at: index)
        guide.owningView = nil
    }

    // MARK: Constraints

    /// The active constraints installed on this view: those whose items' nearest common
    /// ancestor is this view.
    public var constraints: [NSLayoutConstraint] { autoLayout.installed }

    /// Activates a constraint (UIKit's older spelling of ``NSLayoutConstraint/isActive``; the
    /// constraint is installed on its items' common ancestor whatever view this is).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates a constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Whether the autoresizing mask is turned into constraints that fix the view's frame (true by
    /// default, as in UIKit). Set it to false for a view you position with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMask }
        set {
            guard newValue != autoLayout.translatesAutoresizingMask else { return }
            autoLayout.translatesAutoresizingMask = newValue
            autoLayout.memberOf?.definitionDidChange(of: self)
        }
    }

    // MARK: Updating constraints

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        var current: UIView? = self
        while let view = current, !view.autoLayout.subtreeNeedsUpdateConstraints || view === self {
            view.autoLayout.subtreeNeedsUpdateConstraints = true
            current = view.superview
        }
        setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// Runs ``updateConstraints()`` now where it is due, in this view's subtree, subviews first
    /// (a controller's root view asks its controller: ``UIViewController/updateViewConstraints()``).
    public func updateConstraintsIfNeeded() {
        guard autoLayout.subtreeNeedsUpdateConstraints else { return }
        autoLayout.subtreeNeedsUpdateConstraints = false
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if autoLayout.needsUpdateConstraints {
            autoLayout.needsUpdateConstraints = false
            if let owningController { owningController.updateViewConstraints() } else { updateConstraints() }
        }
    }

    // MARK: Intrinsic content size

    /// UIKit's "no intrinsic size on this axis" (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest fitting size, for ``systemLayoutSizeFitting(_:)`` (zero).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest fitting size, for ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// Tells the layout engine that ``intrinsicContentSize`` changed.
    public func invalidateIntrinsicContentSize() {
        autoLayout.memberOf?.intrinsicContentSizeDidChange(of: self)
    }

    /// How strongly the view resists growing past its intrinsic size on an axis (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.hugging.horizontal : autoLayout.hugging.vertical
    }

    /// Sets the hugging priority on an axis.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        autoLayout.memberOf?.intrinsicContentSizeDidChange(of: self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.compression.horizontal : autoLayout.compression.vertical
    }

    /// Sets the compression resistance priority on an axis.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.compression.horizontal = priority } else { autoLayout.compression.vertical = priority }
        autoLayout.memberOf?.intrinsicContentSizeDidChange(of: self)
    }

    // MARK: Fitting

    /// The smallest size (for ``layoutFittingCompressedSize``) or the largest (for
    /// ``layoutFittingExpandedSize``) that the view's constraints on its subviews allow, pulled
    /// toward `targetSize` at ``UILayoutPriority/fittingSizeLevel``.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints on its subtree give it when its width and height are
    /// pulled toward `targetSize` at the given priorities (a required priority fixes that side,
    /// as a table cell fixes its width to measure its height). The view's own constraints to
    /// views outside it are ignored; nothing is laid out.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: Debugging

    /// Whether the constraints leave this view's frame free to take more than one value (UIKit's
    /// debugging aid): each of its position and size is nudged at a priority below any
    /// constraint's and checked for movement.
    public var hasAmbiguousLayout: Bool {
        autoLayout.memberOf?.isAmbiguous(self) ?? false
    }

    /// The constraints that decide the view's layout on an axis: its own and its guides', with
    /// the generated ones (autoresizing, content size).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        autoLayout.memberOf?.constraints(affecting: self, axis: axis) ?? []
    }

    /// Moves an ambiguous view to another of the layouts its constraints allow (UIKit's
    /// debugging aid), so that the ambiguity shows on screen.
    public func exerciseAmbiguityInLayout() {
        autoLayout.memberOf?.exerciseAmbiguity(of: self)
    }

    /// A report of the views in this subtree that Auto Layout positions, one per line, indented
    /// by depth, each marked `AMBIGUOUS LAYOUT` where ``hasAmbiguousLayout`` (Today's stand-in for
    /// UIKit's private `_autolayoutTrace`, which debuggers print).
    public func autolayoutTrace() -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            var line = String(repeating: "|   ", count: depth) + (depth == 0 ? "•" : "*") + LayoutLog.name(of: view)
            if view.autoLayout.memberOf != nil { line += " " + NSStringFromCGRect(view.frame) }
            if view.hasAmbiguousLayout { line += " - AMBIGUOUS LAYOUT" }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The engine this view takes part in, if any.
    var layoutEngineIfMember: LayoutEngine? { autoLayout.memberOf }
}

/// UIKit's `NSStringFromCGRect`: `{{x, y}, {w, h}}`.
public func NSStringFromCGRect(_ rect: CGRect) -> String {
    let f = NSLayoutConstraint.format
    return "{{\(f(rect.minX)), \(f(rect.minY))}, {\(f(rect.width)), \(f(rect.height))}}"
}
