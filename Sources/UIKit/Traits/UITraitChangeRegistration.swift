/// A registration made by ``UIViewController/registerForTraitChanges(_:handler:)``; pass it to
/// ``UIViewController/unregisterForTraitChanges(_:)`` to stop hearing the changes.
@MainActor @preconcurrency
public final class UITraitChangeRegistration {
    /// The traits watched.
    let traits: [any UITraitDefinition.Type]
    /// Called with the previous collection when one of them changed.
    let handler: @MainActor (UITraitCollection) -> Void

    init(traits: [any UITraitDefinition.Type], handler: @escaping @MainActor (UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether a watched trait differs between the collections.
    func isAffected(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        traits.contains { $0.value(in: old) != $0.value(in: new) }
    }
}
