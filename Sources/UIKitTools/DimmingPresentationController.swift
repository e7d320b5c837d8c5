import UIKit

/// Seed 003's listing, after UIKit's documentation: a dimming view behind the presented view.
/// The dimming view fades in along with the presentation and out with the dismissal, is
/// removed only when a dismissal completes (`dismissalTransitionDidEnd(true)`), follows the
/// container in `containerViewWillLayoutSubviews` (a resized window), and a tap on it
/// dismisses. The presented view's frame comes from `frameInContainer` (by default the lower
/// two thirds, the gallery's sheet; `today trace` uses an inset card). Every hook is recorded in
/// ``hooks`` and told to ``onHook``.
public final class DimmingPresentationController: UIPresentationController {
    /// The dimming view (black at 40 %, shown through its alpha).
    public let dimmingView = UIView()
    /// Every hook, in order.
    public private(set) var hooks: [String] = []
    /// Told each hook's name as it runs (the trace prints them).
    public var onHook: ((String) -> Void)?
    private let frameInContainer: @MainActor (CGRect) -> CGRect

    /// The lower two thirds of a container's bounds.
    public static func lowerTwoThirds(of bounds: CGRect) -> CGRect {
        CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
    }

    /// A dimming presentation whose presented view takes `frameInContainer(container bounds)`.
    public init(presentedViewController: UIViewController, presenting: UIViewController,
                frameInContainer: @escaping @MainActor (CGRect) -> CGRect = DimmingPresentationController.lowerTwoThirds(of:)) {
        self.frameInContainer = frameInContainer
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        let tap = UITapGestureRecognizer()
        tap.addTarget { [weak self] _ in self?.presentedViewController.dismiss(animated: true) }
        dimmingView.addGestureRecognizer(tap)
    }

    private func record(_ hook: String) {
        hooks.append(hook)
        onHook?(hook)
    }

    /// The presenter stays visible under the dimming.
    public override var shouldRemovePresentersView: Bool { false }

    /// The frame `frameInContainer` gives for the container's bounds.
    public override var frameOfPresentedViewInContainerView: CGRect {
        frameInContainer(containerView?.bounds ?? .zero)
    }

    public override func presentationTransitionWillBegin() {
        record("presentationTransitionWillBegin")
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 1
        }, completion: nil)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        record("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        record("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0
        }, completion: nil)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        record("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    public override func containerViewWillLayoutSubviews() {
        record("containerViewWillLayoutSubviews")
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        // The animators fade and scale the presented view; its frame always follows the container.
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    public override func containerViewDidLayoutSubviews() {
        record("containerViewDidLayoutSubviews")
    }

    public override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        record("viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))(presentationController)")
        super.viewWillTransition(to: size, with: coordinator)
    }
}
