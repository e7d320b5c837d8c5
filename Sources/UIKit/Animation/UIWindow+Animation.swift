extension UIWindow {
    /// Keeps a view with running animations on the list the frame tick checks. The window's
    /// own animations (a transition on its layer) are not listed: the list would hold the
    /// window, which holds the list, and a window dropped mid-animation would never be freed.
    /// The tick checks them apart.
    func startTracking(_ view: UIView) {
        guard view !== self else { return }
        if !animatingViews.contains(where: { $0 === view }) { animatingViews.append(view) }
    }

    /// The views whose animations the tick checks: those listed, and the window when it
    /// animates itself.
    var viewsWithAnimations: [UIView] { hasAnimations ? animatingViews + [self] : animatingViews }

    /// Ends the animations that are over at the clock's time, in the order they were started,
    /// and forgets views with none left.
    func finishAnimations() {
        let views = viewsWithAnimations
        guard !views.isEmpty else { return }
        let time = clock.time
        for view in views { _ = view.finishAnimations(at: time) }
        // Layers that draw from animated properties of their own draw them as they are now
        // (those whose animations just ended, their model).
        for view in views { view.layerAnimationsDidAdvance() }
        // Completions may have started new animations, on new views or on ones whose animations
        // just ended (a transition queued behind the one that ended animates the same views):
        // keep every view that has animations now, once.
        var kept = Set<ObjectIdentifier>()
        animatingViews = (views + animatingViews).filter { view in
            view !== self && view.hasAnimations && kept.insert(ObjectIdentifier(view)).inserted
        }
    }
}
