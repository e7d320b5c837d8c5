import Motion
import ViewKit

/// The presentation controller of UIKit's documentation listing (seed 003): a dimming view in
/// the container holds the presented view and fades in along with the presentation and out
/// with the dismissal. The presented view is a card inset from the container's edges, and the
/// presenter stays visible underneath. Every hook writes its name to the trace.
public final class DimmingPresentationController: PresentationController {
    /// The dimming view (black at 40 %, shown through its alpha).
    public let dimmingView = View()
    let log: TraceLog

    /// A dimming presentation controller that traces to `log`.
    public init(presentedViewController: ViewController, presenting: ViewController, log: TraceLog) {
        self.log = log
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.4)
    }

    /// The presenter stays visible.
    public override var shouldRemovePresentersView: Bool { false }

    /// A card 24 points in from the sides and 120 from top and bottom of the container.
    public override var frameOfPresentedViewInContainerView: Rect {
        (containerView?.bounds ?? .zero).insetBy(dx: 24, dy: 120)
    }

    public override func presentationTransitionWillBegin() {
        log.add("presentationTransitionWillBegin")
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.addSubview(dimmingView)
        dimmingView.addSubview(presentedViewController.view)
        dimmingView.alpha = 0
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 1
        }, completion: nil)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        log.add("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        log.add("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0
        }, completion: nil)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.add("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    public override func containerViewWillLayoutSubviews() {
        log.add("containerViewWillLayoutSubviews")
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        // The animators fade and scale the card; its frame always follows the container.
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    public override func containerViewDidLayoutSubviews() {
        log.add("containerViewDidLayoutSubviews")
    }

    public override func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
        log.add("viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))(presentationController)")
        super.viewWillTransition(to: size, with: coordinator)
    }
}
