import Motion

extension UIWindow {
    /// Makes `transition` the one in flight (presentations, dismissals, pushes and pops all run
    /// one at a time): it becomes the coordinator of both its controllers, and of `container`
    /// (the navigation controller of a push or a pop), until it ends.
    func beginTransition(_ transition: Transition, container: UIViewController? = nil) {
        assert(activeTransition == nil, "a transition began while another was in flight")
        activeTransition = transition
        transition.coordinatedControllers = [transition.fromViewController, transition.toViewController] + (container.map { [$0] } ?? [])
        for controller in transition.coordinatedControllers { controller.ownTransitionCoordinator = transition }
    }

    /// Ends the transition in flight (after `animationEnded`): its controllers lose their
    /// coordinator, the caller's completion or cancellation handlers run, then the queued
    /// requests, until one of them starts a transition.
    func endTransition(_ transition: Transition) {
        assert(activeTransition === transition, "a transition ended that was not the one in flight")
        for controller in transition.coordinatedControllers { controller.ownTransitionCoordinator = nil }
        activeTransition = nil
        transition.runCompletionHandlers()
        // A queued request that has become pointless (dismissing what is already gone) starts
        // none, and must not strand the rest.
        while activeTransition == nil, !queuedTransitions.isEmpty {
            let next = queuedTransitions.removeFirst()
            next(self)
        }
    }

    /// Runs `request` once the transition in flight (and those queued before it) have ended.
    /// The request is given the window; it holds nothing that keeps the window alive.
    func enqueueTransition(_ request: @escaping @MainActor (UIWindow) -> Void) {
        queuedTransitions.append(request)
    }
}
