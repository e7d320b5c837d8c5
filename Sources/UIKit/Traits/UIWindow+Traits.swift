import Foundation

extension UIWindow {
    /// The traits of a window of `size` points at `scale`, appearance `style` (light when
    /// unspecified).
    static func traits(for size: CGSize, scale: Double, style: UIUserInterfaceStyle) -> UITraitCollection {
        let classes = UITraitCollection.sizeClasses(for: size)
        return UITraitCollection(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                                 displayScale: scale, userInterfaceStyle: style == .unspecified ? .light : style)
    }

    /// The traits are about to change: the root hears it, then each presentation controller
    /// (which then adapts, see `UIPresentationController+Adaptivity.swift`) and its presented
    /// controller, top-down (children hear it from their parents).
    func willTransition(to traits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let root = rootViewController else { return }
        root.willTransition(to: traits, with: coordinator)
        var current = root
        while let presented = current.presentedController {
            if let presentationController = presented.activePresentationController {
                presentationController.willTransition(to: traits, with: coordinator)
                presentationController.adapt(to: traits, coordinator: coordinator)
            }
            presented.willTransition(to: traits, with: coordinator)
            current = presented
        }
    }

    /// Makes a change that may change traits (`change`), then tells every controller whose
    /// traits changed (top-down: a controller, its registrations, its children, then what it
    /// presents) and brings every view up to its traits (``UIView/refreshTraits()``).
    func updateTraits(_ change: () -> Void) {
        let environments = rootViewController?.traitEnvironments() ?? []
        change()
        for (environment, old) in environments { environment.traitsDidChange(from: old) }
        refreshTraits()
        if rootViewController != nil { refreshStatusBarTint(decider: statusBarDecider(ignoring: nil)) }
    }
}
