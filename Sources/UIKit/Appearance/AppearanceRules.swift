import Foundation

/// Every appearance rule made (UIKit's appearance settings are global, as its API is).
@MainActor
package enum AppearanceRules {
    /// The rules, in the order they were made.
    private(set) static var all: [AppearanceRule] = []

    /// The rule for `type` inside `containers`, made on first use.
    static func rule(for type: AnyClass, containers: [any UIAppearanceContainer.Type]) -> AppearanceRule {
        let target = ObjectIdentifier(type)
        let containerIdentifiers = containers.map { ObjectIdentifier($0) }
        if let rule = all.first(where: { $0.target == target && $0.containers == containerIdentifiers }) { return rule }
        let rule = AppearanceRule(target: target, containers: containerIdentifiers)
        all.append(rule)
        return rule
    }

    /// Forgets every rule (for tests: appearance settings otherwise last for the process, as
    /// on iOS).
    package static func removeAll() { all.removeAll() }

    /// The settings that apply to `view`, in the order to apply them: rules for superclasses
    /// before subclasses, rules without containers before those with (the more specific wins),
    /// and within a rule the order set.
    static func settings(for view: UIView) -> [(key: String, apply: @MainActor (UIView) -> Void)] {
        guard !all.isEmpty else { return [] }
        let lineage = classLineage(of: view)
        let matching = all.compactMap { rule -> (rule: AppearanceRule, depth: Int)? in
            guard let depth = lineage.firstIndex(of: rule.target), contains(view, every: rule.containers) else { return nil }
            return (rule, depth)
        }
        let ordered = matching.enumerated().sorted { lhs, rhs in
            if lhs.element.depth != rhs.element.depth { return lhs.element.depth > rhs.element.depth }
            if lhs.element.rule.containers.count != rhs.element.rule.containers.count {
                return lhs.element.rule.containers.count < rhs.element.rule.containers.count
            }
            return lhs.offset < rhs.offset
        }
        return ordered.flatMap { $0.element.rule.settings.map { ($0.key, $0.apply) } }
    }

    /// The object's class and its superclasses, most derived first.
    static func classLineage(of object: AnyObject) -> [ObjectIdentifier] {
        var lineage: [ObjectIdentifier] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            lineage.append(ObjectIdentifier(current.subjectType))
            mirror = current.superclassMirror
        }
        return lineage
    }

    /// Whether every container class is the class (or a superclass) of a view above `view`, or
    /// of a controller whose view that is (or of one of its parents).
    private static func contains(_ view: UIView, every containers: [ObjectIdentifier]) -> Bool {
        guard !containers.isEmpty else { return true }
        var found: Set<ObjectIdentifier> = []
        var current = view.superview
        while let container = current {
            found.formUnion(classLineage(of: container))
            var controller = container.owningController
            while let owner = controller {
                found.formUnion(classLineage(of: owner))
                controller = owner.parent
            }
            current = container.superview
        }
        return containers.allSatisfy(found.contains)
    }
}
