import Foundation

/// What can hear trait changes through registrations (UIKit's `UITraitChangeObservable`).
@MainActor @preconcurrency
public protocol UITraitChangeObservable: AnyObject {}

extension UIViewController: UITraitChangeObservable {}

extension UITraitChangeObservable where Self: UIViewController {
    /// Calls `handler` with this controller and the previous traits whenever one of `traits`
    /// changes (UIKit's `registerForTraitChanges(_:handler:)`, iOS 17). Keep the returned
    /// registration to unregister; the handler is held until then, so capture the controller
    /// weakly or use the one it is given.
    @discardableResult
    public func registerForTraitChanges(_ traits: [any UITraitDefinition.Type],
                                        handler: @escaping @MainActor (Self, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        let registration = UITraitChangeRegistration(traits: traits) { [weak self] previous in
            guard let self else { return }
            handler(self, previous)
        }
        traitRegistrations.append(registration)
        return registration
    }
}

extension UIViewController {
    /// The appearance this controller, its views and its children take (UIKit's
    /// `overrideUserInterfaceStyle`): `.unspecified` (the default) follows the parent controller,
    /// else the presenting one, else the window. Setting it tells the controllers and views whose
    /// traits change, and redraws them in the new appearance.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { interfaceStyleOverride }
        set {
            guard newValue != interfaceStyleOverride else { return }
            guard let window = viewIfLoaded?.window else { return interfaceStyleOverride = newValue }
            window.updateTraits { interfaceStyleOverride = newValue }
        }
    }

    /// The appearance in effect: this controller's override, else its parent's appearance, else
    /// the presenting controller's, else that of the view its view is in (the window's for a
    /// root), else light.
    var resolvedInterfaceStyle: UIUserInterfaceStyle {
        if interfaceStyleOverride != .unspecified { return interfaceStyleOverride }
        if let parent { return parent.resolvedInterfaceStyle }
        if let presenter = presentingController, presenter.presentedController === self { return presenter.resolvedInterfaceStyle }
        if let container = viewIfLoaded?.superview { return container.resolvedInterfaceStyle }
        return (viewIfLoaded?.window ?? UIScreen.main.window)?.resolvedInterfaceStyle ?? .light
    }

    /// This controller and those below it whose traits follow it, each with its traits now:
    /// the controller, then its children (each followed by its own), then the presentation
    /// controller and the controller it presents. The order they hear a change in.
    func traitEnvironments() -> [(TraitEnvironment, UITraitCollection)] {
        var list: [(TraitEnvironment, UITraitCollection)] = [(.controller(self), traitCollection)]
        for child in children { list += child.traitEnvironments() }
        if let presented = presentedController, presented.presentingController === self {
            if let presentation = presented.activePresentationController {
                list.append((.presentation(presentation), presentation.traitCollection))
            }
            list += presented.traitEnvironments()
        }
        return list
    }

    /// Calls `action` whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [any UITraitDefinition.Type],
                                        action: @escaping @MainActor () -> Void) -> UITraitChangeRegistration {
        let registration = UITraitChangeRegistration(traits: traits) { _ in action() }
        traitRegistrations.append(registration)
        return registration
    }

    /// Stops a registration's calls.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}
