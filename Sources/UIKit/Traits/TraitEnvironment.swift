import Foundation

/// A controller or presentation controller that hears trait changes.
@MainActor
enum TraitEnvironment {
    /// A view controller: ``UIViewController/traitCollectionDidChange(_:)``, then its
    /// registrations.
    case controller(UIViewController)
    /// A presentation controller: ``UIPresentationController/traitCollectionDidChange(_:)``.
    case presentation(UIPresentationController)

    /// The environment's traits now.
    var traitCollection: UITraitCollection {
        switch self {
        case .controller(let controller): controller.traitCollection
        case .presentation(let presentation): presentation.traitCollection
        }
    }

    /// Tells the environment its traits changed from `old` (when they did).
    func traitsDidChange(from old: UITraitCollection) {
        let new = traitCollection
        guard new != old else { return }
        switch self {
        case .controller(let controller):
            new.performAsCurrent { controller.traitCollectionDidChange(old) }
            for registration in controller.traitRegistrations where registration.isAffected(from: old, to: new) {
                registration.handler(old)
            }
        case .presentation(let presentation):
            new.performAsCurrent { presentation.traitCollectionDidChange(old) }
        }
    }
}
