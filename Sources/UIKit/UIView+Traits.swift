import Foundation

extension UIView {
    /// The appearance this view and its subviews take (UIKit's `overrideUserInterfaceStyle`):
    /// `.unspecified` (the default) follows the controller whose view this is, else the
    /// superview, else light. On a window it sets the appearance of everything in it,
    /// controllers included. Setting it tells the views and controllers whose traits change
    /// (``traitCollectionDidChange(_:)``), resolves their dynamic background colours again and
    /// redraws the views that draw.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { interfaceStyleOverride }
        set {
            guard newValue != interfaceStyleOverride else { return }
            if let window {
                window.updateTraits { interfaceStyleOverride = newValue }
            } else {
                interfaceStyleOverride = newValue
                refreshTraits()
            }
        }
    }

    /// The traits of the view's environment (UIKit's `traitCollection`): its window's size
    /// classes and scale (an iPhone's in portrait at 2× outside a window), in the view's
    /// appearance (see ``overrideUserInterfaceStyle``).
    public var traitCollection: UITraitCollection {
        let window = window
        return UIWindow.traits(for: window?.bounds.size ?? UIScreen.defaultBounds.size, scale: window?.screenScale ?? 2,
                               style: resolvedInterfaceStyle)
    }

    /// The traits UIKit makes current around the view's callbacks: those last reported (kept
    /// up to date for views in a window), else ``traitCollection``. The renderer reads these
    /// too: unlike ``traitCollection`` they are neither computed nor allocated on each read.
    package var currentTraits: UITraitCollection { reportedTraits ?? traitCollection }

    /// Runs `body` with ``currentTraits`` as ``UITraitCollection/current``; when they already
    /// are (a subview sharing its superview's traits, inside the superview's layout), without
    /// binding them again.
    func withCurrentTraits<Result>(_ body: () throws -> Result) rethrows -> Result {
        let traits = currentTraits
        if UITraitCollection.current === traits { return try body() }
        return try traits.performAsCurrent(body)
    }

    /// The appearance in effect: the view's override, else its controller's appearance (for a
    /// controller's root view), else the superview's, else light.
    var resolvedInterfaceStyle: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if current.interfaceStyleOverride != .unspecified { return current.interfaceStyleOverride }
            if let controller = current.owningController { return controller.resolvedInterfaceStyle }
            view = current.superview
        }
        return .light
    }

    /// Brings this subtree's views up to their traits now: each whose traits differ from those
    /// last reported has its dynamic background resolved again, is redrawn when its appearance
    /// changed and it draws, and hears ``traitCollectionDidChange(_:)`` (with its new traits
    /// current); views reported to for the first time only resolve their background. Superviews
    /// before subviews.
    func refreshTraits() {
        refreshTraits(inheriting: superview.map { ($0.traitCollection, $0.resolvedInterfaceStyle) })
    }

    /// ``refreshTraits()`` with the superview's traits and appearance already known.
    private func refreshTraits(inheriting inherited: (traits: UITraitCollection, style: UIUserInterfaceStyle)?) {
        let style: UIUserInterfaceStyle = if interfaceStyleOverride != .unspecified {
            interfaceStyleOverride
        } else if let owningController {
            owningController.resolvedInterfaceStyle
        } else {
            inherited?.style ?? .light
        }
        let traits = if let inherited, inherited.style == style { inherited.traits } else { traitCollection }
        resolveDynamicBackground(with: traits)
        let previous = reportedTraits
        if previous != traits {
            reportedTraits = traits
            traitsDidChange(from: previous, to: traits)
        }
        for child in childViews { child.refreshTraits(inheriting: (traits, style)) }
        if let mask { mask.refreshTraits(inheriting: (traits, style)) }
    }

    /// Shows a dynamic background resolved for `traits` (whatever the traits last reported: it
    /// may have been set outside the window, in other traits), unless the layer's colour was
    /// replaced since.
    private func resolveDynamicBackground(with traits: UITraitCollection) {
        guard let dynamicBackground, model.backgroundColor == dynamicBackground.resolved else { return }
        let resolved = dynamicBackground.declared.resolvedColor(with: traits)
        guard resolved != dynamicBackground.resolved else { return }
        self.dynamicBackground = (dynamicBackground.declared, resolved)
        UIView.performWithoutAnimation { model.backgroundColor = resolved }
    }

    /// The traits went from `old` (nil: never reported) to `new`: a view whose appearance
    /// changed is redrawn if it draws, and hears it.
    private func traitsDidChange(from old: UITraitCollection?, to new: UITraitCollection) {
        guard let old else { return }
        if old.hasDifferentColorAppearance(comparedTo: new), drawsContentForTraits { setNeedsDisplay() }
        new.performAsCurrent { traitCollectionDidChange(old) }
    }

    /// Whether the view draws content that may depend on its appearance (it is redrawn when
    /// the appearance changes): a view that overrides drawing. Asked without running
    /// `draw(_:)`, so a view whose drawing has not been recorded yet is not drawn early.
    private var drawsContentForTraits: Bool {
        recordedDrawing.map { !$0.drawsNothing } ?? true
    }
}
