import Motion
import ViewKit

/// Seed 003's listing, after UIKit's documentation: a dimming view behind a presented
/// controller that covers the lower two thirds of the container. The dimming view fades in
/// along with the presentation and out with the dismissal, is removed only when a dismissal
/// completes (`dismissalTransitionDidEnd(true)`), follows the container in
/// `containerViewWillLayoutSubviews` (a resized window), and a tap on it dismisses.
public final class DimmingSheetPresentationController: PresentationController {
    /// The dimming view (black at 40 %, shown through its alpha).
    public let dimmingView = View()
    /// Every hook, in order, for the tests and the trace.
    public private(set) var hooks: [String] = []

    /// A dimming sheet presentation.
    public override init(presentedViewController: ViewController, presenting: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.4)
        let tap = TapGestureRecognizer()
        tap.addTarget { [weak self] _ in self?.presentedViewController.dismiss(animated: true) }
        dimmingView.addGestureRecognizer(tap)
    }

    /// The presenter stays visible under the dimming.
    public override var shouldRemovePresentersView: Bool { false }

    /// The lower two thirds of the container.
    public override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        return Rect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
    }

    public override func presentationTransitionWillBegin() {
        hooks.append("presentationTransitionWillBegin")
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 1
        }, completion: nil)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        hooks.append("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        hooks.append("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0
        }, completion: nil)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        hooks.append("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    public override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
