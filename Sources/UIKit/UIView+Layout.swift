import Foundation
import Motion

extension UIView {
    /// Asks for ``layoutSubviews()`` at the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs any pending layout now, with this view as the root of the layout (UIKit's
    /// documentation: "using the view that receives the message as the root view, this method
    /// lays out the view subtree starting at the root"): constraints are updated where
    /// ``setNeedsUpdateConstraints()`` asked, the layout engine brings its solution up to date,
    /// and ``layoutSubviews()`` runs where needed in the subtree, superviews first. In a tree with
    /// constraints this repeats (a few times at most) while a pass changes what the engine
    /// solves, as a multi-line label does when it gets its width. Inside an animation block every
    /// frame it changes animates.
    public func layoutIfNeeded() {
        let root = rootView
        root.updateConstraintsIfNeeded()
        if root.autoLayout.engine == nil {
            layoutSubtreeIfNeeded()
            // Views with constraints that joined during the pass (cells a table made) gave the
            // tree an engine: lay them out now.
            guard root.autoLayout.engine != nil else { return }
        }
        for _ in 0..<LayoutEngine.maximumPasses {
            guard let engine = root.autoLayout.engine else { return }
            root.updateConstraintsIfNeeded()
            engine.sync()
            layoutSubtreeIfNeeded()
            guard engine.hasPendingChanges || root.autoLayout.subtreeNeedsUpdateConstraints else { return }
        }
    }

    /// Runs ``layoutSubviews()`` where needed in this subtree, superviews first, each with the
    /// view's traits current (bound only around the views that lay out: a pass over a clean
    /// tree reads no task-local value).
    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            let safeArea = safeAreaInsets
            if safeArea != laidOutSafeAreaInsets {
                laidOutSafeAreaInsets = safeArea
                safeAreaInsetsDidChange()
                owningController?.viewSafeAreaInsetsDidChange()
            }
            withCurrentTraits {
                owningController?.viewWillLayoutSubviews()
                layoutSubviews()
                owningController?.viewDidLayoutSubviews()
            }
        }
        for child in childViews { child.layoutSubtreeIfNeeded() }
        maskChild?.layoutSubtreeIfNeeded()
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Applies each subview's autoresizing mask after this view's size changed from `oldSize`.
    /// Flexible parts share the change in proportion to their current lengths, as in UIKit.
    ///
    /// A subview is resized by its untransformed rectangle (its ``bounds`` size placed at its
    /// ``center``), so a view shrunk by a transform (the presenter behind a sheet) keeps its
    /// transform and takes the size it would have without it; for an untransformed view this is
    /// its frame.
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        guard oldSize != newSize else { return }
        let engine = autoLayout.memberOf
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            // A view whose mask is a constraint relative to this one is moved by the engine.
            if let engine, subview.autoLayout.memberOf === engine, engine.isEnginePositioned(subview) { continue }
            let mask = subview.autoresizingMask
            let size = subview.bounds.size, anchor = subview.anchorPoint, center = subview.center
            let frame = CGRect(x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height,
                               width: size.width, height: size.height)
            let horizontal = Self.resize(
                start: frame.minX, length: frame.width, container: oldSize.width, newContainer: newSize.width,
                flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                flexibleEnd: mask.contains(.flexibleRightMargin))
            let vertical = Self.resize(
                start: frame.minY, length: frame.height, container: oldSize.height, newContainer: newSize.height,
                flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                flexibleEnd: mask.contains(.flexibleBottomMargin))
            subview.bounds.size = CGSize(width: horizontal.length, height: vertical.length)
            subview.center = CGPoint(x: horizontal.start + anchor.x * horizontal.length,
                                     y: vertical.start + anchor.y * vertical.length)
        }
    }

    /// One axis of autoresizing: the change is shared by the flexible parts in proportion to
    /// their lengths (equally when they are all zero).
    static func resize(
        start: Double, length: Double, container: Double, newContainer: Double,
        flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (start: Double, length: Double) {
        let delta = newContainer - container
        let end = container - start - length
        let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)].filter(\.0)
        guard !parts.isEmpty else { return (start, length) }
        let total = parts.map { Swift.max(0, $0.1) }.reduce(0, +)
        func share(_ flexible: Bool, _ value: Double) -> Double {
            guard flexible else { return 0 }
            return total > 0 ? delta * Swift.max(0, value) / total : delta / Double(parts.count)
        }
        let newStart = start + share(flexibleStart, start)
        let newLength = Swift.max(0, length + share(flexibleLength, length))
        return (newStart, newLength)
    }
}
