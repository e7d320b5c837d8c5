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

    /// Tells this controller, then the registrations, then its children and what it presents,
    /// that the traits changed from `old` to `new`.
    func traitsDidChange(from old: UITraitCollection, to new: UITraitCollection) {
        traitCollectionDidChange(old)
        for registration in traitRegistrations where registration.isAffected(from: old, to: new) {
            registration.handler(old)
        }
        for child in children { child.traitsDidChange(from: old, to: new) }
        if let presented = presentedController, presented.presentingController === self {
            presented.activePresentationController?.traitsDidChange(from: old, to: new)
            presented.traitsDidChange(from: old, to: new)
        }
    }
}

extension UIPresentationController {
    /// The traits changed from `old` to `new`: the presentation controller hears it.
    func traitsDidChange(from old: UITraitCollection, to new: UITraitCollection) {
        traitCollectionDidChange(old)
    }
}
