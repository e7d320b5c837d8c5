import Foundation

/// The settings made through the proxies of one class and one list of containers, in the order
/// they were last set.
@MainActor
final class AppearanceRule {
    /// The class the rule styles.
    let target: ObjectIdentifier
    /// The container classes an instance must be inside (empty: anywhere).
    let containers: [ObjectIdentifier]
    /// The settings, each property once, in the order it was last set.
    private(set) var settings: [(key: String, value: Any, apply: @MainActor (UIView) -> Void)] = []

    init(target: ObjectIdentifier, containers: [ObjectIdentifier]) {
        self.target = target
        self.containers = containers
    }

    /// Records a property's value, replacing an earlier one.
    func record(_ key: String, value: Any, apply: @escaping @MainActor (UIView) -> Void) {
        settings.removeAll { $0.key == key }
        settings.append((key, value, apply))
    }

    /// The value recorded for a property.
    func value(for key: String) -> Any? { settings.last { $0.key == key }?.value }
}
