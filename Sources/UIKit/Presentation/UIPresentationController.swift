import Foundation
import Motion

/// Manages one presentation from its start to its dismissal (UIKit's
/// `UIPresentationController`): owns the container view, decides where the presented view goes,
/// adds its own views (a dimming view, a blur) in the three phases, and adapts to size changes.
///
/// The base class is the `.overFullScreen` and plain `.custom` behaviour: the presented view
/// fills the container and the presenter's view stays under it. Subclass it for custom presentations and override the hooks; the
/// order in which they are called is in `Transition.swift`.
@MainActor @preconcurrency
open class UIPresentationController {
    /// The controller being presented.
    ///
    /// Held `unowned` (UIKit holds it strongly): the presented controller owns its presentation
    /// controller, and a strong hold back would be a cycle that outlives a window dropped while
    /// it presents (found by LeakSanitizer). A presentation controller must not be used after its
    /// presented controller is gone.
    public unowned let presentedViewController: UIViewController
    /// The controller presenting it: the one given at creation, or (when nil was given) the one
    /// the presentation starts from. Before a presentation made with nil starts, it is the
    /// presented controller's presenter if it has one, else the presented controller itself.
    public var presentingViewController: UIViewController {
        presenter ?? presentedViewController.presentingController ?? presentedViewController
    }
    /// The presenter given at creation, or adopted when the presentation starts. Held weakly
    /// (UIKit holds it strongly): the presenter owns the presented controller, which owns this
    /// controller, and a strong hold would close a cycle that leaks the whole app when a window
    /// is dropped while it presents (found by LeakSanitizer). While a presentation lasts, the
    /// window's hierarchy keeps the presenter alive.
    private weak var presenter: UIViewController?
    /// The view the transition happens in, set when the presentation begins; it fills the
    /// window above the presenter.
    public internal(set) var containerView: UIView?
    /// The style this controller implements.
    public internal(set) var presentationStyle: UIModalPresentationStyle = .custom

    /// Where the presenter's view was before the presentation removed it.
    private var removedPresenterView: ViewHome?
    /// Where ``restorePresentersView(in:)`` put the presenter's view for a dismissal.
    private var presenterHome: ViewHome?
    /// Whether the dismissal in flight was started by the user (a drag, a tap outside).
    var isUserDismissal = false
    /// The interaction a built-in style uses to dismiss (the page sheet's drag), while one runs.
    var builtInDismissalInteraction: UIPercentDrivenInteractiveTransition?

    /// A presentation controller for a presented controller and its presenter (UIKit takes an
    /// optional presenter: nil means the one the presentation starts from).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presenter = presentingViewController
    }

    /// The presentation starts from `presenter`: a controller made without one takes it.
    func adoptPresenter(_ presenter: UIViewController) {
        if self.presenter == nil { self.presenter = presenter }
    }

    /// The view that is animated into place: the presented controller's view by default (or,
    /// while adapted, the view of the controller the delegate supplied instead); override to
    /// wrap it (a shadow or a dimming view around it).
    open var presentedView: UIView? { (adaptiveViewController ?? presentedViewController).view }

    /// Decides how the presentation adapts and hears the dismissals the user starts (held
    /// weakly, as UIKit).
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The style the presentation is adapted to now (`.none` while it shows in its own style;
    /// see `UIPresentationController+Adaptivity.swift`).
    public internal(set) var adaptiveStyle: UIModalPresentationStyle = .none
    /// The controller shown instead of the presented one while adapted (the delegate's
    /// `viewControllerForAdaptivePresentationStyle`).
    public internal(set) var adaptiveViewController: UIViewController?

    /// The style to use in `traitCollection`: the delegate's answer when there is a delegate,
    /// else the built-in one (a popover becomes a form sheet in a compact width; popovers and
    /// sheets go full screen in a compact height; nothing else adapts). `.none` means "as
    /// presented".
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? builtInAdaptiveStyle(for: traitCollection)
    }

    /// The style to use in a horizontally compact environment (the delegate's
    /// one-argument answer, or the built-in one).
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        let compact = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        return delegate?.adaptivePresentationStyle(for: self) ?? builtInAdaptiveStyle(for: compact)
    }

    /// Whether the built-in adaptation keeps this presentation's style in a compact height
    /// instead of going full screen (a sheet that prefers to stay attached to the bottom edge
    /// there); false by default.
    var keepsStyleInCompactHeight: Bool { false }

    /// The adaptation took effect (``adaptiveStyle`` and ``adaptiveViewController`` are set):
    /// update what the presentation adds. The default lays the container out again.
    open func adaptiveStyleDidChange() {
        containerView?.setNeedsLayout()
    }

    /// Whether a touch at `point` (in the container) goes through the presentation to what is
    /// under it (a popover's passthrough views); false by default.
    open func passesTouchThrough(at point: CGPoint) -> Bool { false }

    /// Where the presented view goes in the container: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds ?? presentingViewController.view.window?.bounds ?? .zero
    }

    /// Whether the presenter's view is removed when the presentation ends: false here, as in
    /// UIKit (the presenter stays visible underneath and gets no appearance callbacks); the
    /// built-in `.fullScreen` controller returns true. Override it to return true for a custom
    /// presentation that covers the screen.
    open var shouldRemovePresentersView: Bool { false }

    /// The presentation is about to start: add custom views and animate them along with the
    /// transition coordinator.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; `completed` is false when it was cancelled (remove what
    /// ``presentationTransitionWillBegin()`` added).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; `completed` is false when it was cancelled (the presentation stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out (on each layout pass while presented).
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out.
    open func containerViewDidLayoutSubviews() {}
    /// The traits of the window the presentation is in (the presenter's before it starts).
    public var traitCollection: UITraitCollection {
        containerView?.window?.traitCollection ?? presentingViewController.traitCollection
    }
    /// The traits changed (after the presented controller's own call; a presentation that
    /// adapts has already adapted).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The traits are about to change (before ``viewWillTransition(to:with:)``).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// The container is about to take a new size; the default tells the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }
}

extension UIPresentationController {
    /// Takes the presenter's view out of the hierarchy (a presentation that removes it has
    /// completed), remembering where it was.
    func removePresentersView() {
        let view: UIView = presentingViewController.view
        guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view }) else { return }
        removedPresenterView = ViewHome(superview: superview, index: index, frame: superview === view.window ? nil : view.frame)
        view.removeFromSuperview()
    }

    /// Puts the presenter's view back where ``removePresentersView()`` took it from (or at the
    /// bottom of `window`), filling the window, as a dismissal starts.
    func restorePresentersView(in window: UIWindow) {
        let view: UIView = presentingViewController.view
        guard view.superview == nil else { return }
        if let home = removedPresenterView, let superview = home.superview {
            let index = home.index
            superview.insertSubview(view, at: index)
            view.frame = home.frame ?? window.bounds
        } else {
            window.insertSubview(view, at: 0)
            view.frame = window.bounds
        }
        removedPresenterView = nil
        if let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view }) {
            presenterHome = ViewHome(superview: superview, index: index)
        }
    }

    /// Puts the presenter's view back where ``restorePresentersView(in:)`` placed it, when the
    /// dismissal's animator moved it into the container (as UIKit's animators do with
    /// `insertSubview(toView, at: 0)`), so it does not leave with the container.
    func returnPresentersViewHome() {
        guard let home = presenterHome, let superview = home.superview else { return }
        let index = home.index
        presenterHome = nil
        let view: UIView = presentingViewController.view
        guard view.superview !== superview else { return }
        let wasInside = view.superview != nil
        superview.insertSubview(view, at: Swift.min(index, superview.subviews.count))
        if wasInside, let window = superview as? UIWindow { view.frame = window.bounds }
    }
}

/// The container view of a presentation: it reports its layout passes to the presentation
/// controller.
final class TransitionContainerView: UIView {
    weak var presentationController: UIPresentationController?

    /// Touches the presentation lets through (a popover's passthrough views) reach what is under
    /// the container.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if presentationController?.passesTouchThrough(at: point) == true { return nil }
        return super.hitTest(point, with: event)
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
