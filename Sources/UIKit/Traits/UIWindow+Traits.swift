import Foundation

extension UIWindow {
    /// The window's traits: size classes from its size (``UITraitCollection/sizeClasses(for:)``),
    /// its scale, and its appearance (``overrideUserInterfaceStyle``, light when unspecified).
    public var traitCollection: UITraitCollection {
        Self.traits(for: bounds.size, scale: screenScale, style: overrideUserInterfaceStyle)
    }

    /// The traits of a window of `size` points at `scale`, appearance `style` (light when
    /// unspecified).
    static func traits(for size: CGSize, scale: Double, style: UIUserInterfaceStyle) -> UITraitCollection {
        let classes = UITraitCollection.sizeClasses(for: size)
        return UITraitCollection(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                                 displayScale: scale, userInterfaceStyle: style == .unspecified ? .light : style)
    }

    /// Tells every controller in the window (the root and its children, then each presented
    /// controller and its presentation controller, top-down) that the traits changed from `old`.
    func traitsDidChange(from old: UITraitCollection) {
        let new = traitCollection
        guard new != old else { return }
        rootViewController?.traitsDidChange(from: old, to: new)
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
}
