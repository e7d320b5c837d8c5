import Motion

extension UIWindow {
    /// Presents `controller` from `source` (see ``UIViewController/present(_:animated:completion:)``).
    func present(_ controller: UIViewController, from source: UIViewController, animated: Bool,
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
        let style = controller.modalPresentationStyle == .automatic ? UIModalPresentationStyle.pageSheet : controller.modalPresentationStyle
        let delegate = controller.transitioningDelegate
        let presentationController: UIPresentationController
        if style == .custom, let custom = delegate?.presentationController(forPresented: controller, presenting: presenter, source: source) {
            presentationController = custom
        } else if let prepared = controller.preparedPresentationController, prepared.presentationStyle == style {
            presentationController = prepared  // read (and perhaps configured) before presenting
        } else {
            presentationController = Self.builtInPresentationController(for: style, presented: controller, presenting: presenter)
        }
        controller.preparedPresentationController = nil
        presentationController.presentationStyle = style
        presentationController.adoptPresenter(presenter)
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
        controller.activePresentationController = presentationController
        start(.presentation, presented: controller, presenting: presenter, presentationController: presentationController,
              animator: animator, interaction: interaction, animated: animated, container: container, completion: completion)
        return nil
    }

    /// Dismisses a presented controller (see ``UIViewController/dismiss(animated:completion:)``).
    func dismiss(_ controller: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?) -> PresentationError? {
        if let active = activeTransition {
            // Closing during the opening reverses it from where it is.
            if active.kind == .presentation, active.presentedViewController === controller, active.cancel() {
                if let completion { active.addCancellationHandler(completion) }
                return nil
            }
            queuedTransitions.append { [weak self] in _ = self?.dismiss(controller, animated: animated, completion: completion) }
            return nil
        }
        guard let presenter = controller.presentingViewController, let presentationController = controller.activePresentationController,
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
        start(.dismissal, presented: controller, presenting: presenter, presentationController: presentationController,
              animator: animator, interaction: interaction, animated: animated, container: container, completion: completion)
        return nil
    }

    /// 2–5, shared by presentations and dismissals: the transition becomes the active one and
    /// every involved controller's coordinator; `WillBegin`; appearance (a dismissal that brings
    /// the presenter's view back puts it in place first); the status bar animates along; then
    /// a layout pass, and the animator or the interaction.
    private func start(_ kind: Transition.Kind, presented: UIViewController, presenting: UIViewController,
                       presentationController: UIPresentationController, animator: any UIViewControllerAnimatedTransitioning,
                       interaction: (any UIViewControllerInteractiveTransitioning)?, animated: Bool, container: UIView,
                       completion: (@MainActor () -> Void)?) {
        let transition = Transition(kind: kind, presented: presented, presenting: presenting,
                                    presentationController: presentationController, animator: animator,
                                    interactionController: interaction, animated: animated, containerView: container,
                                    completion: completion) { [weak self] transition in self?.transitionDidComplete(transition) }
        activeTransition = transition
        presenting.ownTransitionCoordinator = transition
        presented.ownTransitionCoordinator = transition

        // 2–3. WillBegin, then appearance.
        transitionHooksBegun += 1
        let isPresentation = kind == .presentation
        if isPresentation { presentationController.presentationTransitionWillBegin() } else { presentationController.dismissalTransitionWillBegin() }
        presented.beginAppearanceTransition(isPresentation, animated: animated)
        if transition.changesPresenterAppearance {
            if !isPresentation { presentationController.restorePresentersView(in: self) }
            presenting.beginAppearanceTransition(!isPresentation, animated: animated)
        }
        let leaving = isPresentation ? nil : presented
        transition.animate(alongsideTransition: { [weak self] _ in self?.updateStatusBarAppearance(ignoring: leaving) }, completion: nil)

        // 4–5. A layout pass, then the animator or the interaction.
        container.setNeedsLayout()
        layoutIfNeeded()
        if animated {
            if let interaction {
                transition.begin(interactive: interaction.wantsInteractiveStart)
                interaction.startInteractiveTransition(transition)
            } else {
                transition.begin(interactive: false)
                transition.animateJoiningAlongsideAnimations()
            }
            if !transition.isOver { transition.startAlongsideAnimations() }
        } else {
            transition.begin(interactive: false)
            UIView.performWithoutAnimation {
                transition.startAlongsideAnimations()
                animator.animateTransition(using: transition)
            }
        }
    }

    /// 6–9: the animator called `completeTransition`.
    private func transitionDidComplete(_ transition: Transition) {
        let completed = transition.state == .completed(true)
        let presented = transition.presentedViewController
        let presenter = transition.presentingViewController
        let presentationController = transition.presentationController

        // 6. The hierarchy (the presenter's view first goes home if the animator moved it).
        if transition.kind == .dismissal, transition.changesPresenterAppearance { presentationController.returnPresentersViewHome() }
        switch (transition.kind, completed) {
        case (.presentation, true), (.dismissal, false):
            if transition.changesPresenterAppearance { presentationController.removePresentersView() }
        case (.presentation, false), (.dismissal, true):
            presentationController.presentedView?.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            transition.containerView.removeFromSuperview()
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
        }

        // 7. DidEnd, then the alongside completions.
        transitionHooksEnded += 1
        switch transition.kind {
        case .presentation: presentationController.presentationTransitionDidEnd(completed)
        case .dismissal: presentationController.dismissalTransitionDidEnd(completed)
        }
        transition.runAlongsideCompletions()

        // 8. Appearance: every "will" gets its "did" (a cancel first turns it around).
        let arriving = transition.kind == .presentation ? presented : presenter
        let leaving = transition.kind == .presentation ? presenter : presented
        let presenterChanges = transition.changesPresenterAppearance
        if !completed {
            // The arriving side goes back; the leaving side stays.
            if transition.kind == .presentation || presenterChanges { arriving.beginAppearanceTransition(false, animated: transition.isAnimated) }
            if transition.kind == .dismissal || presenterChanges { leaving.beginAppearanceTransition(true, animated: transition.isAnimated) }
        }
        presented.endAppearanceTransition()
        if presenterChanges { presenter.endAppearanceTransition() }

        presenter.ownTransitionCoordinator = nil
        presented.ownTransitionCoordinator = nil
        if (transition.kind == .presentation && !completed) || (transition.kind == .dismissal && completed) {
            presented.activePresentationController = nil
            presentationController.containerView = nil
        }
        UIView.performWithoutAnimation { updateStatusBarAppearance() }

        // 9. The animator, the caller, the queue.
        transition.animator.animationEnded(completed)
        activeTransition = nil
        transition.runCompletionHandlers()
        // Run the queue until one starts a transition: a queued request that has become
        // pointless (dismissing what is already gone) starts none, and must not strand the rest.
        while activeTransition == nil, !queuedTransitions.isEmpty {
            let next = queuedTransitions.removeFirst()
            next()
        }
    }

    static func builtInPresentationController(for style: UIModalPresentationStyle, presented: UIViewController,
                                              presenting: UIViewController?) -> UIPresentationController {
        switch style {
        case .fullScreen: FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet, .automatic: PageSheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .overFullScreen, .custom: UIPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }
}

/// `.fullScreen`: fills the screen, and the presenter's view leaves the hierarchy once the
/// presentation completes (it gets its appearance callbacks).
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}
