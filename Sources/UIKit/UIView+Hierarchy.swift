extension UIView {
    /// Adds a view on top of the subviews (removing it from its old superview first). Adding a
    /// view to itself or to one of its own subviews is refused, since the tree would become a
    /// cycle; the call does nothing and returns false.
    @discardableResult
    public func addSubview(_ view: UIView) -> Bool {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of the subviews (clamped to the valid range). Refuses cycles
    /// as ``addSubview(_:)`` does.
    @discardableResult
    public func insertSubview(_ view: UIView, at index: Int) -> Bool {
        guard view !== self, !isDescendant(of: view) else { return false }
        let oldWindow = view.window
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
            return true
        }
        view.willMove(toSuperview: self)
        view.detachFromSuperview()
        subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
        view.superview = self
        LayoutEngine.subtreeDidJoin(view)
        didAddSubview(view)
        view.didMoveToSuperview()
        if view.window !== oldWindow { view.notifyWindowChange() }
        setNeedsLayout()
        return true
    }

    /// Inserts a view just below a sibling (on top if the sibling is not a subview).
    @discardableResult
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) -> Bool {
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        return insertSubview(view, at: index)
    }

    /// Inserts a view just above a sibling (on top if the sibling is not a subview).
    @discardableResult
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) -> Bool {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        return insertSubview(view, at: index)
    }

    /// Removes the view from its superview (nothing happens without one).
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifyWindowChange() }
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (depth first, including self) with the tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The subviews in the order they are drawn, back to front: by their layers' presented
    /// ``CALayer/zPosition``, and in ``subviews`` order where it is equal (all of them, as a
    /// rule, which costs nothing). The renderer draws in this order; hit-testing walks it from
    /// the front.
    public var subviewsInDrawingOrder: [UIView] {
        guard subviews.contains(where: { $0.model.zPosition != 0 || (!$0.animations.isEmpty && $0.presentation.zPosition != 0) }) else {
            return subviews
        }
        return subviews.enumerated()
            .sorted { ($0.element.presentation.zPosition, $0.offset) < ($1.element.presentation.zPosition, $1.offset) }
            .map(\.element)
    }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        var current: UIView? = self
        while let candidate = current {
            if let window = candidate as? UIWindow { return window }
            current = candidate.superview
        }
        return nil
    }
}

extension UIView {
    /// Takes the view out of its superview's list without callbacks.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        LayoutEngine.subtreeWillLeave(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    /// Tells the subtree that its window changed.
    func notifyWindowChange() {
        didMoveToWindow()
        for subview in subviews { subview.notifyWindowChange() }
    }
}
