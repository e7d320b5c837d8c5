import Cassowary
import Foundation

// Subtrees moving between trees: constraints go with the views they belong to.
extension LayoutEngine {
    /// Before `view` leaves its superview: as UIKit documents for `removeFromSuperview()`, the
    /// constraints that tie its subtree to views outside it are deactivated; the subtree's own
    /// constraints leave the tree's engine with it, and the subtree gets an engine of its own
    /// (built when it is next laid out).
    static func subtreeWillLeave(_ view: UIView) {
        let root = view.rootView
        guard let engine = root.autoLayout.engine else { return }
        // Constraints installed above the subtree that mention an item in it.
        var inside = Set<ObjectIdentifier>()
        var hasOwnConstraints = false
        view.visitSubtree { descendant in
            inside.insert(ObjectIdentifier(descendant))
            for guide in descendant.autoLayout.guides { inside.insert(ObjectIdentifier(guide)) }
            for guide in descendant.autoLayout.systemGuides.values { inside.insert(ObjectIdentifier(guide)) }
            if !descendant.autoLayout.installed.isEmpty { hasOwnConstraints = true }
        }
        if let superview = view.superview {
            for constraint in constraints(touching: inside, above: superview) { constraint.isActive = false }
        }
        guard !engine.needsRebuild else {
            if hasOwnConstraints { view.autoLayout.engine = LayoutEngine.pendingRebuild(root: view) }
            return
        }
        // The subtree's constraints and members leave the engine.
        view.visitSubtree { descendant in
            for constraint in descendant.autoLayout.installed { engine.remove(constraint) }
        }
        for id in inside { engine.removeMember(id) }
        if hasOwnConstraints { view.autoLayout.engine = LayoutEngine.pendingRebuild(root: view) }
        root.setNeedsLayout()
    }

    /// After `view` joined a new superview: if its subtree has constraints (it had an engine of
    /// its own), they join the new tree's engine.
    static func subtreeDidJoin(_ view: UIView) {
        if view.autoLayout.subtreeNeedsUpdateConstraints {
            var current = view.superview
            while let ancestor = current, !ancestor.autoLayout.subtreeNeedsUpdateConstraints {
                ancestor.autoLayout.subtreeNeedsUpdateConstraints = true
                current = ancestor.superview
            }
        }
        guard let own = view.autoLayout.engine else { return }
        view.autoLayout.engine = nil
        own.tearDown()
        let root = view.rootView
        if let engine = root.autoLayout.engine {
            guard !engine.needsRebuild else { return }
            view.visitSubtree { descendant in
                for constraint in descendant.autoLayout.installed { engine.add(constraint) }
            }
        } else {
            root.autoLayout.engine = pendingRebuild(root: root)
        }
        root.setNeedsLayout()
    }

    /// An engine for a tree whose constraints it has yet to collect.
    static func pendingRebuild(root: UIView) -> LayoutEngine {
        let engine = LayoutEngine(root: root)
        engine.needsRebuild = true
        return engine
    }

    /// Builds the engine again from the tree: every active constraint installed in it, in
    /// tree order.
    func rebuild() {
        tearDown()
        needsRebuild = false
        guard let root else { return }
        root.visitSubtree { view in
            for constraint in view.autoLayout.installed { add(constraint) }
        }
        solutionChanged = true
    }

    /// Forgets everything: members no longer point here, constraints are out of the solver.
    func tearDown() {
        for member in members.values {
            if case .view(let view)? = member.item.item, view.autoLayout.memberOf === self { view.autoLayout.memberOf = nil }
        }
        for constraint in tracked.values where constraint.engine === self { constraint.engine = nil }
        members = [:]
        tracked = [:]
        handles = [:]
        pendingDefinitions = []
        systemGuides = []
        exercisePins = []
        solver = Solver()
    }

    /// Removes a member: its generated constraints leave the solver, its variables are given
    /// back (so views coming and going do not grow the solver), and its view forgets the engine.
    func removeMember(_ id: ObjectIdentifier) {
        guard let member = members[id] else { return }
        removeGenerated(of: id)
        members[id] = nil
        for variable in [member.x, member.y, member.width, member.height] { solver.releaseVariable(variable) }
        systemGuides.removeAll { ObjectIdentifier($0) == id }
        if case .view(let view)? = member.item.item, view.autoLayout.memberOf === self { view.autoLayout.memberOf = nil }
        pendingDefinitions.removeAll { ObjectIdentifier($0) == id }
    }
}

extension UIView {
    /// Calls `body` with this view and every view below it, parents first.
    func visitSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.visitSubtree(body) }
    }
}
