extension Window {
    /// Keeps a view with running animations on the list the frame tick checks.
    func startTracking(_ view: View) {
        if !animatingViews.contains(where: { $0 === view }) { animatingViews.append(view) }
    }

    /// Ends the animations that are over at the clock's time, in the order they were started,
    /// and forgets views with none left.
    func finishAnimations() {
        guard !animatingViews.isEmpty else { return }
        let time = clock.time
        let views = animatingViews
        var remaining: [View] = []
        for view in views where view.finishAnimations(at: time) { remaining.append(view) }
        // Completions may have started new animations (and tracked more views).
        let added = animatingViews.filter { view in !views.contains { $0 === view } }
        animatingViews = remaining + added.filter { view in !remaining.contains { $0 === view } && view.hasAnimations }
    }
}
