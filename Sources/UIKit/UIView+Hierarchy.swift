extension UIView {
    /// Adds a view on top of the subviews (removing it from its old superview first). Adding a
    /// view to itself or to one of its own subviews is refused, since the tree would become a
    /// cycle; the call does nothing and returns false.
    @discardableResult
    public func addSubview(_ view: UIView) -> Bool {
        insertChild(view, at: childViews.count)
    }

    /// Inserts a view at an index of the subviews (clamped to the valid range): just below the
    /// subview at that index, on top at the end. Refuses cycles as ``addSubview(_:)`` does.
    @discardableResult
    public func insertSubview(_ view: UIView, at index: Int) -> Bool {
        let views = subviews.filter { $0 !== view }
        let clamped = Swift.min(Swift.max(0, index), views.count)
        let position = clamped < views.count ? childViews.firstIndex { $0 === views[clamped] } ?? childViews.count : childViews.count
        return insertChild(view, at: position)
    }

    /// Inserts a view just below a sibling (on top if the sibling is not a subview).
    @discardableResult
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) -> Bool {
        insertChild(view, at: childViews.firstIndex { $0 === sibling && $0 !== view } ?? childViews.count)
    }

    /// Inserts a view just above a sibling (on top if the sibling is not a subview).
    @discardableResult
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) -> Bool {
        insertChild(view, at: childViews.firstIndex { $0 === sibling && $0 !== view }.map { $0 + 1 } ?? childViews.count)
    }

    /// Removes the view from its superview (nothing happens without one).
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        let oldTint = tintState
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifyWindowChange() }
        announceTintChange(from: oldTint)
    }

    /// Moves a subview to the front (above the standalone sublayers too).
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = childViews.firstIndex(where: { $0 === view }) else { return }
        childViews.append(childViews.remove(at: index))
    }

    /// Moves a subview to the back (below the standalone sublayers too).
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = childViews.firstIndex(where: { $0 === view }) else { return }
        childViews.insert(childViews.remove(at: index), at: 0)
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

    /// The subviews and the views hosting standalone sublayers (`childViews`) in the order
    /// they are drawn, back to front: by their layers' presented ``CALayer/zPosition``, and in
    /// `childViews` order where it is equal (all of them, as a rule, which costs nothing).
    /// The renderer draws in this order; hit-testing walks it from the front.
    public var subviewsInDrawingOrder: [UIView] {
        guard childViews.contains(where: { $0.model.zPosition != 0 || (!$0.animations.isEmpty && $0.presentation.zPosition != 0) }) else {
            return childViews
        }
        return childViews.enumerated()
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
    /// Puts `view` at `index` of `childViews` (clamped; an index counted before `view` left
    /// its old place), moving it from its old superview with UIKit's callbacks, or within this
    /// one. A view hosting a standalone layer gets no `didAddSubview(_:)`: it is not a subview.
    /// Refuses cycles.
    @discardableResult
    func insertChild(_ view: UIView, at index: Int) -> Bool {
        guard view !== self, !isDescendant(of: view) else { return false }
        let oldWindow = view.window
        if view.superview === self, let current = childViews.firstIndex(where: { $0 === view }) {
            childViews.remove(at: current)
            childViews.insert(view, at: Swift.min(Swift.max(0, current < index ? index - 1 : index), childViews.count))
            return true
        }
        let oldTint = view.tintState
        view.willMove(toSuperview: self)
        view.detachFromSuperview()
        childViews.insert(view, at: Swift.min(Swift.max(0, index), childViews.count))
        view.superview = self
        LayoutEngine.subtreeDidJoin(view)
        if view.childRole.isSubview { didAddSubview(view) }
        view.didMoveToSuperview()
        if view.window !== oldWindow {
            if view.window != nil { view.applyAppearanceIfNeeded() }
            view.notifyWindowChange()
        }
        view.announceTintChange(from: oldTint)
        view.refreshTraits()
        setNeedsLayout()
        return true
    }

    /// An optional view whose alpha channel masks this view's drawing: where the mask is
    /// opaque the view's content, background, border, shadow and subviews show through, where
    /// it is transparent they do not, and where it is partly transparent they show in part
    /// (UIKit's `mask`). The mask is laid out in this view's bounds coordinates, as a subview
    /// would be (set its frame); it is drawn only as that alpha (its colours do not matter),
    /// takes no touches and is not among ``subviews``. A hidden mask, or one with no alpha
    /// anywhere, hides the whole view.
    ///
    /// As in UIKit, a mask belongs to no other view: setting one that is in a hierarchy (or
    /// masks another view) takes it out first. Today keeps this view as the mask's
    /// ``superview``, so the mask is in the window and its animations run; removing it from
    /// its superview unsets it. A view that is this view or one of its ancestors is refused.
    public var mask: UIView? {
        get { maskChild }
        set { setMaskChild(newValue) }
    }

    /// The role a view goes back to when it stops being a mask: a standalone layer's host is
    /// one again, any other view a subview.
    var naturalRole: ChildRole { standaloneLayer != nil ? .standaloneLayer : .subview }

    /// Makes `newMask` this view's mask (see ``mask``), unsetting the current one.
    func setMaskChild(_ newMask: UIView?) {
        guard maskChild !== newMask else { return }
        if let newMask, newMask === self || isDescendant(of: newMask) { return }
        maskChild?.removeFromSuperview()
        guard let newMask else { return }
        newMask.removeFromSuperview()
        newMask.willMove(toSuperview: self)
        newMask.childRole = .mask
        maskChild = newMask
        newMask.superview = self
        newMask.didMoveToSuperview()
        if window != nil { newMask.notifyWindowChange() }
        newMask.refreshTraits()
    }

    /// Takes the view out of its superview's list without callbacks (but for the first
    /// responder: one inside the view resigns, as in UIKit, whether it agrees or not).
    func detachFromSuperview() {
        guard let parent = superview else { return }
        if let window, let responder = window.currentFirstResponder as? UIView, responder.isDescendant(of: self) {
            window.forceResignFirstResponder()
        }
        if childRole == .mask {
            assert(parent.maskChild === self, "a mask's superview holds it as its mask")
            parent.maskChild = nil
            childRole = naturalRole
            superview = nil
            return
        }
        if childRole.isSubview { parent.willRemoveSubview(self) }
        LayoutEngine.subtreeWillLeave(self)
        parent.childViews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    /// Tells the subtree that its window changed.
    func notifyWindowChange() {
        didMoveToWindow()
        for child in childViews { child.notifyWindowChange() }
        maskChild?.notifyWindowChange()
    }
}
