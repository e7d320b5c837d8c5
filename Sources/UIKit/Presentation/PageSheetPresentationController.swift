import Foundation
import Motion

/// The iOS 13+ card sheet (`.pageSheet`, and `.automatic`): the presented view sits 10 points
/// below the status bar with 10-point rounded corners; behind it the presenter's view shrinks
/// to 92 % with rounded corners over black; dragging the sheet down dismisses it interactively
/// (past 30 % of its height, or faster than 800 points per second, it goes; otherwise it springs
/// back).
final class PageSheetPresentationController: UIPresentationController {
    /// The black behind the shrunk presenter.
    let backdrop = UIView()
    private var pan: UIPanGestureRecognizer?

    static let topGap = StatusBar.height + 10
    static let presenterScale = 0.92
    static let cornerRadius = 10.0

    override var shouldRemovePresentersView: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: Self.topGap, width: bounds.width, height: Swift.max(0, bounds.height - Self.topGap))
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        backdrop.backgroundColor = .black
        backdrop.frame = containerView.bounds
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.alpha = 0
        containerView.insertSubview(backdrop, at: 0)
        presentedView?.layer.cornerRadius = Self.cornerRadius
        presentedView?.layer.cornerCurve = .continuous
        presentedView?.clipsToBounds = true
        let presenterView: UIView = presentingViewController.view
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.backdrop.alpha = 0.4
            presenterView.transform = CGAffineTransform(scaleX: Self.presenterScale, y: Self.presenterScale)
            presenterView.layer.cornerRadius = Self.cornerRadius
            presenterView.layer.cornerCurve = .continuous
            presenterView.clipsToBounds = true
        }, completion: nil)
    }

    /// A resize of the window moves the sheet to its place in the new size, unless a transition
    /// is moving it (that transition's end puts it there).
    override func containerViewWillLayoutSubviews() {
        guard presentedViewController.transitionCoordinator == nil, let presentedView else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else {
            backdrop.removeFromSuperview()
            resetPresenter()
            return
        }
        // The window may have been resized while the sheet rose.
        UIView.performWithoutAnimation { presentedView?.frame = frameOfPresentedViewInContainerView }
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.handleDrag(pan) }
        pan.allowedDirections = [.down]
        presentedView?.addGestureRecognizer(pan)
        self.pan = pan
    }

    override func dismissalTransitionWillBegin() {
        let presenterView: UIView = presentingViewController.view
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.backdrop.alpha = 0
            presenterView.transform = .identity
            presenterView.layer.cornerRadius = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        builtInDismissalInteraction = nil
        guard completed else { return }
        backdrop.removeFromSuperview()
        if let pan { presentedView?.removeGestureRecognizer(pan) }
        resetPresenter()
    }

    private func resetPresenter() {
        UIView.performWithoutAnimation {
            presentingViewController.view.transform = .identity
            presentingViewController.view.layer.cornerRadius = 0
            presentingViewController.view.clipsToBounds = false
        }
    }

    private func handleDrag(_ pan: UIPanGestureRecognizer) {
        let height = Swift.max(1, frameOfPresentedViewInContainerView.height)
        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            builtInDismissalInteraction = interaction
            presentedViewController.dismiss(animated: true)
        case .changed:
            builtInDismissalInteraction?.update(pan.translation(in: nil).y / height)
        case .ended, .cancelled:
            guard let interaction = builtInDismissalInteraction else { return }
            let velocity = pan.velocity(in: nil).y
            if pan.state == .ended, interaction.percentComplete > 0.3 || velocity > 800 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }
}
