import Foundation

extension UIPresentationController {
    /// The style the presentation shows in now: its ``adaptiveStyle`` while adapted, else its
    /// own.
    public var currentStyle: UIModalPresentationStyle {
        adaptiveStyle == .none ? presentationStyle : adaptiveStyle
    }

    /// The built-in adaptation (what a presentation without a delegate does): in a compact
    /// height, popovers, form sheets and page sheets go full screen (a sheet that
    /// `prefersEdgeAttachedInCompactHeight` stays a sheet); in a compact width, a
    /// popover shows as a form sheet (a sheet from the bottom, as UIKit since iOS 13); nothing
    /// else adapts.
    func builtInAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        switch presentationStyle {
        case .popover, .formSheet, .pageSheet:
            if traits.verticalSizeClass == .compact { return keepsStyleInCompactHeight ? .none : .fullScreen }
            if traits.horizontalSizeClass == .compact, presentationStyle == .popover { return .formSheet }
            return .none
        default:
            return .none
        }
    }

    /// Adapts the presentation to `traits`, in UIKit's order: the adaptive style
    /// (``adaptivePresentationStyle(for:)``, which asks the delegate), then the delegate's
    /// `viewControllerForAdaptivePresentationStyle` and `willPresentWithAdaptiveStyle`; then the
    /// shown controller is swapped and ``adaptiveStyleDidChange()`` runs. Nothing happens when
    /// the style stays. Styles a presentation cannot take on (`.custom`, the context styles)
    /// are treated as `.none`.
    func adapt(to traits: UITraitCollection, coordinator: (any UIViewControllerTransitionCoordinator)?) {
        var wanted = adaptivePresentationStyle(for: traits)
        let unavailable: [UIModalPresentationStyle] = [.custom, .currentContext, .overCurrentContext, .automatic]
        if wanted == presentationStyle || unavailable.contains(wanted) { wanted = .none }
        guard wanted != adaptiveStyle else { return }
        let replacement = wanted == .none
            ? nil : delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: wanted)
        delegate?.presentationController(self, willPresentWithAdaptiveStyle: wanted, transitionCoordinator: coordinator)
        show(replacement)
        adaptiveStyle = wanted
        adaptiveStyleDidChange()
    }

    /// Shows `replacement` (or, nil, the presented controller) where the presentation's view
    /// is, when it is not already the one shown.
    private func show(_ replacement: UIViewController?) {
        guard replacement !== adaptiveViewController else { return }
        let oldView = presentedView
        let home = oldView.flatMap { view in view.superview.map { ($0, $0.subviews.firstIndex { $0 === view } ?? 0, view.frame) } }
        let onScreen = presentedViewController.appearanceState == .appeared
        let leaving = adaptiveViewController
        if let leaving {
            // The presented controller leaves the container the delegate wrapped it in.
            if onScreen { leaving.beginAppearanceTransition(false, animated: false) }
            if presentedViewController.parent != nil {
                presentedViewController.willMove(toParent: nil)
                presentedViewController.viewIfLoaded?.removeFromSuperview()
                presentedViewController.removeFromParent()
            }
        }
        adaptiveViewController = replacement
        if let replacement, onScreen { replacement.beginAppearanceTransition(true, animated: false) }
        guard let newView = presentedView else { return }
        if let (superview, index, frame) = home, newView !== oldView {
            oldView?.removeFromSuperview()
            superview.insertSubview(newView, at: Swift.min(index, superview.subviews.count))
            newView.frame = frame
        }
        leaving?.viewIfLoaded?.removeFromSuperview()
        if onScreen {
            leaving?.endAppearanceTransition()
            replacement?.endAppearanceTransition()
        }
    }
}
