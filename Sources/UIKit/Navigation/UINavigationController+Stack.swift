import Foundation
import Motion

extension UINavigationController {
    /// Why a change to the stack was refused (UIKit raises an exception for each of these; here
    /// the request is ignored and the reason kept in ``lastRefusal``).
    public enum StackRefusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// The same controller is on the stack twice.
        case duplicate
        /// A navigation controller cannot be pushed onto a stack.
        case navigationController
        /// The controller is presented; dismiss it first.
        case presented
        /// Popping needs a controller below the top (or the named one is not on the stack).
        case nothingToPop

        /// What was wrong.
        public var description: String {
            switch self {
            case .duplicate: "a controller cannot be on a navigation stack twice"
            case .navigationController: "a navigation controller cannot be pushed"
            case .presented: "a presented controller cannot be pushed"
            case .nothingToPop: "there is nothing to pop to"
            }
        }
    }

    // MARK: Changing the stack

    /// Moves to `newStack`: at once out of a window, through a ``Transition`` in one. Returns
    /// whether it happened now (false: refused, or queued behind a transition in flight).
    @discardableResult
    func changeStack(to newStack: [UIViewController], animated: Bool,
                     edgeInteraction: UIPercentDrivenInteractiveTransition? = nil) -> Bool {
        if let problem = Self.problem(with: newStack) {
            lastRefusal = problem
            return false
        }
        if let window = viewIfLoaded?.window, window.activeTransition != nil {
            window.enqueueTransition { [weak self] _ in self?.changeStack(to: newStack, animated: animated) }
            return false
        }
        let old = stack
        guard let window = viewIfLoaded?.window, let from = old.last, let to = newStack.last, from !== to else {
            replaceStack(with: newStack)
            return true
        }
        run(from: from, to: to, old: old, new: newStack, animated: animated, edgeInteraction: edgeInteraction, in: window)
        return true
    }

    private static func problem(with stack: [UIViewController]) -> StackRefusal? {
        for (index, controller) in stack.enumerated() {
            if stack[..<index].contains(where: { $0 === controller }) { return .duplicate }
            if controller is UINavigationController { return .navigationController }
            if controller.presentingController != nil { return .presented }
        }
        return nil
    }

    /// The stack changes with no transition (out of a window, or the top stays): children, the
    /// bar and the shown view follow; appearance callbacks only for a changed top on screen.
    private func replaceStack(with newStack: [UIViewController]) {
        let old = stack
        let onScreen = viewIfLoaded?.window != nil
        let oldTop = old.last
        let newTop = newStack.last
        let topChanges = oldTop !== newTop
        if onScreen, topChanges { oldTop?.beginAppearanceTransition(false, animated: false) }
        stack = newStack
        for controller in old where !newStack.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in newStack where controller.parent !== self { addChild(controller) }
        if isViewLoaded, topChanges, let newTop {
            if onScreen { newTop.beginAppearanceTransition(true, animated: false) }
            oldTop?.viewIfLoaded?.removeFromSuperview()
            let topView: UIView = newTop.view
            topView.frame = transitionView.bounds
            transitionView.addSubview(topView)
        }
        for controller in newStack where !old.contains(where: { $0 === controller }) {
            if controller === newTop && !isViewLoaded { continue }  // loadView finishes the move
            controller.didMove(toParent: self)
        }
        navigationBar.setItems(newStack.map(\.navigationItem), animated: false)
        if onScreen, topChanges {
            oldTop?.endAppearanceTransition()
            newTop?.endAppearanceTransition()
            setNeedsStatusBarAppearanceUpdate()
        }
        if isViewLoaded { view.setNeedsLayout() }
    }

    /// A push or a pop on screen, in the order the type's documentation gives.
    private func run(from: UIViewController, to: UIViewController, old: [UIViewController], new: [UIViewController],
                     animated: Bool, edgeInteraction: UIPercentDrivenInteractiveTransition?, in window: UIWindow) {
        let operation: Operation = old.contains(where: { $0 === to }) ? .pop : .push
        // 1–2. The delegate.
        delegate?.navigationController(self, willShow: to, animated: animated)
        let custom = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        let zoomed = operation == .push ? to : from
        let animator = custom ?? zoomed.preferredTransition.map { preferred -> any UIViewControllerAnimatedTransitioning in
            preferred.zoom == nil ? NavigationTransitionAnimator(operation: operation) : ZoomTransitionAnimator(zoomingIn: operation == .push, transition: preferred)
        } ?? NavigationTransitionAnimator(operation: operation)
        let interaction = animated
            ? (delegate?.navigationController(self, interactionControllerFor: animator) ?? edgeInteraction)
            : nil
        if interaction !== edgeInteraction as AnyObject? { popInteraction = nil }

        // 3. The new stack, the bar, appearance.
        heldLargeTitleExtent = largeTitleExtent(for: from)
        let added = new.filter { controller in !old.contains(where: { $0 === controller }) }
        stack = new
        for controller in added { addChild(controller) }
        navigationBar.beginFade(to: new.map(\.navigationItem))
        layoutBarAndChildren()
        let transition = UIKit.Transition(kind: operation == .push ? .push : .pop, from: from, to: to, presentationController: nil,
                                    animator: animator, interactionController: interaction, animated: animated,
                                    containerView: transitionView, completion: nil) { [weak self, weak window] transition in
            self?.transitionDidComplete(transition, old: old, new: new, added: added)
            window?.endTransition(transition)
        }
        window.beginTransition(transition, container: self)
        transition.animate(alongsideTransition: { [weak self] _ in
            self?.heldLargeTitleExtent = nil
            self?.layoutBarAndChildren()
            self?.navigationBar.fadeToNewItems()
            self?.setNeedsStatusBarAppearanceUpdate()
        }, completion: nil)
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)

        // 4. Layout, then the animator or the interaction.
        view.setNeedsLayout()
        window.layoutIfNeeded()
        transition.start()
    }

    /// 5–8: the animator called `completeTransition` (the window then ends the transition).
    private func transitionDidComplete(_ transition: UIKit.Transition, old: [UIViewController], new: [UIViewController],
                                       added: [UIViewController]) {
        let completed = transition.state == .completed(true)
        let from = transition.fromViewController
        let to = transition.toViewController
        let shown = completed ? to : from
        let hidden = completed ? from : to

        // 5. The hierarchy and the stack.
        UIView.performWithoutAnimation {
            hidden.viewIfLoaded?.removeFromSuperview()
            let shownView: UIView = shown.view
            if shownView.superview !== transitionView { transitionView.addSubview(shownView) }
            shownView.frame = transitionView.bounds
        }
        if completed {
            for controller in old where !new.contains(where: { $0 === controller }) {
                controller.willMove(toParent: nil)
                controller.viewIfLoaded?.removeFromSuperview()
                controller.removeFromParent()
            }
            for controller in added { controller.didMove(toParent: self) }
        } else {
            stack = old
            for controller in added {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
        }
        navigationBar.endFade(completed: completed)
        heldLargeTitleExtent = nil
        layoutBarAndChildren()

        // 6. Alongside completions, then appearance.
        transition.runAlongsideCompletions()
        if !completed {
            to.beginAppearanceTransition(false, animated: transition.isAnimated)
            from.beginAppearanceTransition(true, animated: transition.isAnimated)
        }
        hidden.endAppearanceTransition()
        shown.endAppearanceTransition()
        popInteraction = nil

        // 7–8. The delegate, the animator, the queue.
        if completed { delegate?.navigationController(self, didShow: to, animated: transition.isAnimated) }
        UIView.performWithoutAnimation { setNeedsStatusBarAppearanceUpdate() }
        transition.animator.animationEnded(completed)
    }
}
