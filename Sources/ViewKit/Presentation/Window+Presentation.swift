import Motion

extension Window {
    /// Presents `controller` from `source` (see ``ViewController/present(_:animated:completion:)``).
    func present(_ controller: ViewController, from source: ViewController, animated: Bool,
                 completion: (@MainActor () -> Void)?) -> PresentationError? {
        let presenter = source.containmentRoot
        guard controller !== presenter, controller !== source else { return .presentingItself }
        guard controller.presentingViewController == nil, controller !== rootViewController else { return .alreadyPresented }
        if activeTransition != nil {
            queuedTransitions.append { [weak self] in _ = self?.present(controller, from: source, animated: animated, completion: completion) }
            return nil
        }
        guard presenter.presentedViewController == nil else { return .alreadyPresenting }
        guard presenter.viewIfLoaded?.window === self else { return .notInWindow }

        // 1. The objects, in UIKit's order.
        let style = controller.modalPresentationStyle == .automatic ? ModalPresentationStyle.pageSheet : controller.modalPresentationStyle
        let delegate = controller.transitioningDelegate
        let presentationController: PresentationController
        if style == .custom, let custom = delegate?.presentationController(forPresented: controller, presenting: presenter, source: source) {
            presentationController = custom
        } else {
            presentationController = Self.builtInPresentationController(for: style, presented: controller, presenting: presenter)
        }
        presentationController.presentationStyle = style
        let animator = delegate?.animationController(forPresented: controller, presenting: presenter, source: source)
            ?? BuiltInTransitionAnimator(kind: .presentation, style: style == .pageSheet ? .coverVertical : controller.modalTransitionStyle)
        let interaction = animated ? delegate?.interactionControllerForPresentation(using: animator) : nil

        // The container and the relationships.
        let container = TransitionContainerView(frame: bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = presentationController
        presentationController.containerView = container
        insertBelowOverlays(container)
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        controller.presentationController = presentationController
        let transition = begin(.presentation, presented: controller, presenting: presenter, presentationController: presentationController,
                               animator: animator, interaction: interaction, animated: animated, container: container, completion: completion)

        // 2–3. WillBegin, then appearance.
        transitionHooksBegun += 1
        presentationController.presentationTransitionWillBegin()
        controller.beginAppearanceTransition(true, animated: animated)
        if presentationController.shouldRemovePresentersView {
            presenter.beginAppearanceTransition(false, animated: animated)
            transition.presenterAppearanceChanges = true
        }
        transition.animate(alongsideTransition: { [weak self] _ in self?.updateStatusBarAppearance() }, completion: nil)
        run(transition)
        return nil
    }

    /// Dismisses a presented controller (see ``ViewController/dismiss(animated:completion:)``).
    func dismiss(_ controller: ViewController, animated: Bool, completion: (@MainActor () -> Void)?) -> PresentationError? {
        if let active = activeTransition {
            // Closing during the opening reverses it from where it is.
            if active.kind == .presentation, active.presentedViewController === controller, active.cancel() {
                if let completion { active.cancellationHandlers.append(completion) }
                return nil
            }
            queuedTransitions.append { [weak self] in _ = self?.dismiss(controller, animated: animated, completion: completion) }
            return nil
        }
        guard let presenter = controller.presentingViewController, let presentationController = controller.presentationController,
              let container = presentationController.containerView else { return .nothingToDismiss }
        if let above = controller.presentedViewController {
            // Dismiss what this controller presents first, at once, as UIKit does.
            _ = dismiss(above, animated: false, completion: nil)
        }
        let delegate = controller.transitioningDelegate
        let style = presentationController.presentationStyle
        let animator = delegate?.animationController(forDismissed: controller)
            ?? BuiltInTransitionAnimator(kind: .dismissal, style: style == .pageSheet ? .coverVertical : controller.modalTransitionStyle)
        let interaction = animated
            ? (delegate?.interactionControllerForDismissal(using: animator) ?? presentationController.builtInDismissalInteraction)
            : nil
        let transition = begin(.dismissal, presented: controller, presenting: presenter, presentationController: presentationController,
                               animator: animator, interaction: interaction, animated: animated, container: container, completion: completion)

        transitionHooksBegun += 1
        presentationController.dismissalTransitionWillBegin()
        controller.beginAppearanceTransition(false, animated: animated)
        if presentationController.shouldRemovePresentersView {
            restorePresenterView(of: presentationController)
            presenter.beginAppearanceTransition(true, animated: animated)
            transition.presenterAppearanceChanges = true
        }
        transition.animate(alongsideTransition: { [weak self] _ in self?.updateStatusBarAppearance(ignoring: controller) }, completion: nil)
        run(transition)
        return nil
    }

    /// Makes the transition the active one and every involved controller's coordinator.
    private func begin(_ kind: Transition.Kind, presented: ViewController, presenting: ViewController,
                       presentationController: PresentationController, animator: any AnimatedTransitioning,
                       interaction: (any InteractiveTransitioning)?, animated: Bool, container: View,
                       completion: (@MainActor () -> Void)?) -> Transition {
        let transition = Transition(kind: kind, presented: presented, presenting: presenting,
                                    presentationController: presentationController, animator: animator,
                                    interactionController: interaction, animated: animated, containerView: container, window: self)
        transition.completion = completion
        activeTransition = transition
        presenting.transitionCoordinator = transition
        presented.transitionCoordinator = transition
        return transition
    }

    /// 4–5: a layout pass, then the animator or the interaction.
    private func run(_ transition: Transition) {
        transition.containerView.setNeedsLayout()
        layoutIfNeeded()
        if transition.isAnimated {
            if let interaction = transition.interactionController {
                transition.state = interaction.wantsInteractiveStart ? .interacting : .animating
                interaction.startInteractiveTransition(transition)
            } else {
                transition.state = .animating
                transition.animator.animateTransition(using: transition)
            }
            if !transition.alongsideStarted, !transition.isOver { transition.startAlongside() }
        } else {
            transition.state = .animating
            View.performWithoutAnimation {
                transition.startAlongside()
                transition.animator.animateTransition(using: transition)
            }
        }
    }

    /// 6–9: the animator called `completeTransition`.
    func transitionDidComplete(_ transition: Transition, completed: Bool) {
        let presented = transition.presentedViewController
        let presenter = transition.presentingViewController
        let presentationController = transition.presentationController
        if !transition.alongsideStarted {
            View.performWithoutAnimation { transition.startAlongside() }
        }

        // 6. The hierarchy.
        switch (transition.kind, completed) {
        case (.presentation, true):
            if presentationController.shouldRemovePresentersView { removePresenterView(of: presentationController) }
        case (.presentation, false), (.dismissal, true):
            presentationController.presentedView?.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            transition.containerView.removeFromSuperview()
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
        case (.dismissal, false):
            if presentationController.shouldRemovePresentersView { removePresenterView(of: presentationController) }
        }

        // 7. DidEnd, then the alongside completions.
        transitionHooksEnded += 1
        switch transition.kind {
        case .presentation: presentationController.presentationTransitionDidEnd(completed)
        case .dismissal: presentationController.dismissalTransitionDidEnd(completed)
        }
        for entry in transition.alongside { entry.completion?(transition) }

        // 8. Appearance: every "will" gets its "did" (a cancel first turns it around).
        let arriving = transition.kind == .presentation ? presented : presenter
        let leaving = transition.kind == .presentation ? presenter : presented
        let presenterChanges = transition.presenterAppearanceChanges
        if !completed {
            // The arriving side goes back; the leaving side stays.
            if transition.kind == .presentation || presenterChanges { arriving.beginAppearanceTransition(false, animated: transition.isAnimated) }
            if transition.kind == .dismissal || presenterChanges { leaving.beginAppearanceTransition(true, animated: transition.isAnimated) }
        }
        presented.endAppearanceTransition()
        if presenterChanges { presenter.endAppearanceTransition() }

        presenter.transitionCoordinator = nil
        presented.transitionCoordinator = nil
        if (transition.kind == .presentation && !completed) || (transition.kind == .dismissal && completed) {
            presented.presentationController = nil
            presentationController.containerView = nil
        }
        View.performWithoutAnimation { updateStatusBarAppearance() }

        // 9. The animator, the caller, the queue.
        transition.animator.animationEnded(completed)
        activeTransition = nil
        let completion = transition.completion
        let cancellationHandlers = transition.cancellationHandlers
        transition.completion = nil
        transition.cancellationHandlers = []
        if completed {
            completion?()
        } else {
            for handler in cancellationHandlers { handler() }
        }
        // Run the queue until one starts a transition: a queued request that has become
        // pointless (dismissing what is already gone) starts none, and must not strand the rest.
        while activeTransition == nil, !queuedTransitions.isEmpty {
            let next = queuedTransitions.removeFirst()
            next()
        }
    }

    private func removePresenterView(of presentationController: PresentationController) {
        let view = presentationController.presentingViewController.view
        guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view }) else { return }
        presentationController.removedPresenterView = (superview, index)
        view.removeFromSuperview()
    }

    private func restorePresenterView(of presentationController: PresentationController) {
        let view = presentationController.presentingViewController.view
        guard view.superview == nil else { return }
        if let (superview, index) = presentationController.removedPresenterView {
            superview.insertSubview(view, at: index)
        } else {
            insertSubview(view, at: 0)
        }
        view.frame = bounds
        presentationController.removedPresenterView = nil
    }

    static func builtInPresentationController(for style: ModalPresentationStyle, presented: ViewController,
                                              presenting: ViewController) -> PresentationController {
        switch style {
        case .overFullScreen: OverFullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet, .automatic: PageSheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .fullScreen, .custom: PresentationController(presentedViewController: presented, presenting: presenting)
        }
    }
}

/// `.overFullScreen`: fills the screen and keeps the presenter's view underneath.
final class OverFullScreenPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { false }
}
