import Motion

extension UIWindow {
    /// Presents `controller` from `source` (see ``UIViewController/present(_:animated:completion:)``).
    func present(_ controller: UIViewController, from source: UIViewController, animated: Bool,
                 completion: (@MainActor () -> Void)?) -> PresentationError? {
        let style = Self.effectiveStyle(of: controller)
        let presenter = Self.presenter(for: style, from: source)
        guard controller !== presenter, controller !== source else { return .presentingItself }
        guard controller.presentingController == nil, controller !== rootViewController else { return .alreadyPresented }
        if activeTransition != nil {
            enqueueTransition { window in _ = window.present(controller, from: source, animated: animated, completion: completion) }
            return nil
        }
        guard presenter.presentedController == nil else { return .alreadyPresenting }
        guard presenter.viewIfLoaded?.window === self else { return .notInWindow }

        // 1. The objects, in UIKit's order.
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
        let contextStyle = Self.isContext(style) && presenter.providesPresentationContextTransitionStyle ? presenter.modalTransitionStyle : nil
        let animator = delegate?.animationController(forPresented: controller, presenting: presenter, source: source)
            ?? Self.preferredAnimator(of: controller, zoomingIn: true)
            ?? BuiltInTransitionAnimator(kind: .presentation, style: style == .pageSheet ? .coverVertical : contextStyle ?? controller.modalTransitionStyle)
        let interaction = animated ? delegate?.interactionControllerForPresentation(using: animator) : nil

        // The container and the relationships.
        let container = TransitionContainerView(frame: bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = presentationController
        presentationController.containerView = container
        if Self.isContext(style), let presenterView = presenter.viewIfLoaded, let superview = presenterView.superview, superview !== self {
            // A context presentation covers the defining controller's view only, just above it.
            container.frame = presenterView.frame
            container.autoresizingMask = presenterView.autoresizingMask
            superview.insertSubview(container, aboveSubview: presenterView)
        } else {
            insertBelowOverlays(container)
        }
        presenter.presentedController = controller
        controller.presentingController = presenter
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
            enqueueTransition { window in _ = window.dismiss(controller, animated: animated, completion: completion) }
            return nil
        }
        guard let presenter = controller.presentingController, let presentationController = controller.activePresentationController,
              let container = presentationController.containerView else { return .nothingToDismiss }
        if let above = controller.presentedController {
            // Dismiss what this controller presents first, at once, as UIKit does.
            _ = dismiss(above, animated: false, completion: nil)
        }
        let delegate = controller.transitioningDelegate
        let style = presentationController.presentationStyle
        let animator = delegate?.animationController(forDismissed: controller)
            ?? Self.preferredAnimator(of: controller, zoomingIn: false)
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
        let isPresentation = kind == .presentation
        let transition = Transition(kind: kind, from: isPresentation ? presenting : presented, to: isPresentation ? presented : presenting,
                                    presentationController: presentationController, animator: animator,
                                    interactionController: interaction, animated: animated, containerView: container,
                                    completion: completion) { [weak self] transition in
            self?.transitionDidComplete(transition, presented: presented, presenter: presenting, presentationController: presentationController)
        }
        beginTransition(transition)
        if isPresentation { presentationController.adapt(to: traitCollection, coordinator: transition) }

        // 2–3. WillBegin, then appearance.
        transitionHooksBegun += 1
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
        transition.start()
    }

    /// 6–9: the animator called `completeTransition`.
    private func transitionDidComplete(_ transition: Transition, presented: UIViewController, presenter: UIViewController,
                                       presentationController: UIPresentationController) {
        let completed = transition.state == .completed(true)
        let isPresentation = transition.kind == .presentation

        // 6. The hierarchy (the presenter's view first goes home if the animator moved it).
        if transition.kind == .dismissal, transition.changesPresenterAppearance { presentationController.returnPresentersViewHome() }
        if isPresentation == completed {
            if transition.changesPresenterAppearance { presentationController.removePresentersView() }
        } else {
            presentationController.presentedView?.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            transition.containerView.removeFromSuperview()
            presenter.presentedController = nil
            presented.presentingController = nil
        }

        // 7. DidEnd, then the alongside completions.
        transitionHooksEnded += 1
        if isPresentation {
            presentationController.presentationTransitionDidEnd(completed)
        } else {
            presentationController.dismissalTransitionDidEnd(completed)
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
        if !isPresentation { presentationController.dismissalDidEnd(completed: completed) }

        if (transition.kind == .presentation && !completed) || (transition.kind == .dismissal && completed) {
            presented.activePresentationController = nil
            presentationController.containerView = nil
        }
        UIView.performWithoutAnimation { updateStatusBarAppearance() }

        // 9. The animator, the caller, the queue.
        transition.animator.animationEnded(completed)
        endTransition(transition)
    }

    /// The animator of a controller's ``UIViewController/preferredTransition``: the zoom, or the
    /// built-in animator of its modal style; nil when it prefers none.
    static func preferredAnimator(of controller: UIViewController, zoomingIn: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let preferred = controller.preferredTransition else { return nil }
        switch preferred.style {
        case .zoom: return ZoomTransitionAnimator(zoomingIn: zoomingIn, transition: preferred)
        case .modal(let style): return BuiltInTransitionAnimator(kind: zoomingIn ? .presentation : .dismissal, style: style)
        }
    }

    /// The style a controller is presented with: `.automatic` is ``UIModalPresentationStyle/pageSheet``
    /// (``UIModalPresentationStyle/fullScreen`` for a zoom, as iOS), and `.none` (not a
    /// presentation style) is ``UIModalPresentationStyle/fullScreen``.
    static func effectiveStyle(of controller: UIViewController) -> UIModalPresentationStyle {
        switch controller.modalPresentationStyle {
        case .automatic: controller.preferredTransition?.zoom == nil ? .pageSheet : .fullScreen
        case .none: .fullScreen
        default: controller.modalPresentationStyle
        }
    }

    static func builtInPresentationController(for style: UIModalPresentationStyle, presented: UIViewController,
                                              presenting: UIViewController?) -> UIPresentationController {
        switch style {
        case .fullScreen, .none, .currentContext: FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet, .formSheet, .automatic: UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .popover: UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        case .overFullScreen, .overCurrentContext, .custom: UIPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// Whether `style` covers a presentation context rather than the window.
    static func isContext(_ style: UIModalPresentationStyle) -> Bool {
        style == .currentContext || style == .overCurrentContext
    }

    /// The controller a presentation in `style` from `source` is presented by: for the context
    /// styles, the nearest controller from `source` up (through parents, then presenters) that
    /// ``UIViewController/definesPresentationContext``, else the root of `source`'s chain; for
    /// every other style, the controller at the root of `source`'s containment.
    static func presenter(for style: UIModalPresentationStyle, from source: UIViewController) -> UIViewController {
        guard isContext(style) else { return source.containmentRoot }
        var current: UIViewController? = source
        while let candidate = current {
            if candidate.definesPresentationContext { return candidate }
            current = candidate.parent ?? candidate.presentingController
        }
        return source.containmentRoot
    }
}

/// `.fullScreen`: fills the screen, and the presenter's view leaves the hierarchy once the
/// presentation completes (it gets its appearance callbacks).
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}
