/// The built-in sheets (`.pageSheet`, `.automatic` and `.formSheet`), in the look the window's
/// size classes call for:
/// - **card** (a compact width: the iOS 13+ card sheet): the presented view sits 10 points
///   below the status bar with 10-point rounded corners; behind it the presenter's view shrinks
///   to 92 % with rounded corners over black;
/// - **centred** (a regular width and height, as on an iPad): the presented view floats in the
///   middle over a dimmed background, at 540 × 620 points for a form sheet (or its
///   ``UIViewController/preferredContentSize``) and 704 points wide by the window's height less
///   64 for a page sheet (UIKit varies these by device); the presenter does not shrink;
/// - **full** (adapted to full screen: a compact height): it fills the window.
///
/// Dragging the card or the centred sheet down dismisses it interactively (past 30 % of its
/// height, or faster than 800 points per second, it goes; otherwise it springs back), unless
/// the presented controller ``UIViewController/isModalInPresentation`` or the delegate refuses.
final class PageSheetPresentationController: UIPresentationController {
    /// The black behind the shrunk presenter (or the dimming behind a centred sheet).
    let backdrop = UIView()
    private var pan: UIPanGestureRecognizer?

    static let topGap = StatusBar.height + 10
    static let presenterScale = 0.92
    static let cornerRadius = 10.0
    /// A form sheet's size when the presented controller prefers none.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A centred page sheet's width.
    static let pageSheetWidth = 704.0

    /// How the sheet shows now.
    enum Look: Equatable {
        case card, centred, full
    }

    /// The look for the current style and the window's size classes.
    var look: Look {
        let style = currentStyle
        if style == .fullScreen || style == .overFullScreen { return .full }
        let traits = traitCollection
        return traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular ? .centred : .card
    }

    /// The card's frame in a container's bounds.
    static func cardFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: 0, y: topGap, width: bounds.width, height: Swift.max(0, bounds.height - topGap))
    }

    override var shouldRemovePresentersView: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        switch look {
        case .card: return Self.cardFrame(in: bounds)
        case .full: return bounds
        case .centred:
            var size = CGSize(width: Self.pageSheetWidth, height: bounds.height - 64)
            let preferred = presentedViewController.preferredContentSize
            if currentStyle == .formSheet { size = preferred.width > 0 && preferred.height > 0 && preferred.isFinite ? preferred : Self.formSheetSize }
            size = CGSize(width: Swift.min(size.width, bounds.width - 40), height: Swift.min(size.height, bounds.height - 2 * Self.topGap))
            return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        }
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        backdrop.backgroundColor = .black
        backdrop.frame = containerView.bounds
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.alpha = 0
        containerView.insertSubview(backdrop, at: 0)
        updateCorners()
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            self.backdrop.alpha = self.look == .full ? 0 : 0.4
            self.shapePresenter()
        }, completion: nil)
    }

    /// A resize of the window moves the sheet to its place (and look) in the new size, unless
    /// a transition is moving it (that transition's end puts it there).
    override func containerViewWillLayoutSubviews() {
        guard presentedViewController.transitionCoordinator == nil, let presentedView else { return }
        UIView.performWithoutAnimation {
            presentedView.frame = frameOfPresentedViewInContainerView
            updateCorners()
            shapePresenter()
            backdrop.alpha = look == .full ? 0 : 0.4
        }
    }

    /// The card shrinks the presenter behind it; the other looks leave it as it is.
    private func shapePresenter() {
        let presenterView: UIView = presentingViewController.view
        let card = look == .card
        presenterView.transform = card ? CGAffineTransform(scaleX: Self.presenterScale, y: Self.presenterScale) : .identity
        presenterView.layer.cornerRadius = card ? Self.cornerRadius : 0
        presenterView.layer.cornerCurve = .continuous
        presenterView.clipsToBounds = card
    }

    private func updateCorners() {
        presentedView?.layer.cornerRadius = look == .full ? 0 : Self.cornerRadius
        presentedView?.layer.cornerCurve = .continuous
        presentedView?.clipsToBounds = look != .full
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else {
            backdrop.removeFromSuperview()
            resetPresenter()
            return
        }
        // The window may have been resized (and the sheet adapted) while the sheet rose.
        UIView.performWithoutAnimation {
            presentedView?.frame = frameOfPresentedViewInContainerView
            updateCorners()
            shapePresenter()
            backdrop.alpha = look == .full ? 0 : 0.4
        }
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
            guard look != .full, userWillDismiss() else { return }
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
