import Cassowary
import Foundation

// Reporting conflicts, finding ambiguity, and measuring fitting sizes.
extension LayoutEngine {
    /// Logs UIKit's message for a required constraint that cannot hold, naming the constraints
    /// it conflicts with and the one broken (the one being added: it stays active but out of the
    /// solver, as UIKit leaves a broken constraint). Layout goes on.
    func reportUnsatisfiable(_ constraint: NSLayoutConstraint, _ error: SolverError) {
        var involved: [NSLayoutConstraint] = []
        if case .unsatisfiable(let conflicting) = error {
            let byHandle = Dictionary(handles.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            involved = conflicting.compactMap { byHandle[$0].flatMap { tracked[$0] } }
        }
        involved.append(constraint)
        let list = involved.map { "    \"\($0)\"" }.joined(separator: ",\n")
        LayoutLog.report("""
            Unable to simultaneously satisfy constraints.
            \tAt least one of the constraints in the following list is probably one you don't want: look at each and find the code that added the unexpected one. \
            (An NSAutoresizingMaskLayoutConstraint you did not expect usually means a view positioned with constraints still has translatesAutoresizingMaskIntoConstraints set.)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(constraint)

            Today breaks the constraint that could not be added; hasAmbiguousLayout and constraintsAffectingLayout(for:) help find the cause.
            """, for: constraint)
    }

    /// Whether a member view's frame can move without breaking any constraint or changing the
    /// weighted errors: each variable is pulled both ways at a strength below any priority's; the
    /// solver is put back afterwards.
    func isAmbiguous(_ view: UIView) -> Bool {
        guard let member = members[ObjectIdentifier(view)] else { return false }
        return [member.x, member.y, member.width, member.height].contains { isFree($0) }
    }

    /// Below the weakest priority's strength (1.01), so a nudge moves only what nothing holds.
    static let nudgeStrength = Strength(0.001)

    /// Below the nudge: where a scroll view's content guide rests when nothing sizes it, so
    /// that a content size no constraint decides still shows as ambiguous.
    static let restingStrength = Strength(0.0001)

    /// Moves an ambiguous view to another layout its constraints allow: each of its variables
    /// that is free is pinned 20 points away at the nudge strength (the pins replace those of
    /// an earlier call and last until the engine is rebuilt).
    func exerciseAmbiguity(of view: UIView) {
        guard let member = members[ObjectIdentifier(view)] else { return }
        for handle in exercisePins { removeFromSolver(handle) }
        exercisePins = []
        for variable in [member.x, member.y, member.width, member.height] where isFree(variable) {
            let pin = Constraint(variable - (solver.value(of: variable) + 20), .equal, strength: Self.nudgeStrength)
            switch Result(catching: { () throws(SolverError) in try solver.add(pin) }) {
            case .success(let handle): exercisePins.append(handle)
            case .failure(let error): assertionFailure("a weak pin on a member cannot fail: \(error)")
            }
        }
        solutionChanged = true
        root?.setNeedsLayout()
    }

    /// Whether nothing holds a variable where it is (checked on a copy of the solver).
    func isFree(_ variable: Variable) -> Bool {
        guard !solver.hasEditVariable(variable) else { return false }
        var copy = solver
        let value = copy.value(of: variable)
        do {
            try copy.addEditVariable(variable, strength: Self.nudgeStrength)
            for target in [value + 10, value - 10] {
                try copy.suggestValue(target, for: variable)
                if Swift.abs(copy.value(of: variable) - value) > 1e-6 { return true }
            }
        } catch {
            assertionFailure("a fresh edit variable on a member cannot fail: \(error)")
        }
        return false
    }

    /// The tracked constraints on an axis that mention the view or its guides.
    func constraints(affecting view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var items: Set<ObjectIdentifier> = [ObjectIdentifier(view)]
        for guide in view.autoLayout.guides { items.insert(ObjectIdentifier(guide)) }
        for guide in view.autoLayout.systemGuides.values { items.insert(ObjectIdentifier(guide)) }
        return tracked.values
            .filter { $0.mentions(items) && $0.firstAttribute.isHorizontal == (axis == .horizontal) }
            .sorted { $0.equation < $1.equation }
    }

    /// The size a view's subtree constraints give it, pulled toward a target (a scratch engine
    /// over the subtree; the views are not touched).
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine(root: view, isScratch: true)
        view.visitSubtree { descendant in
            for constraint in descendant.autoLayout.installed {
                guard let expression = engine.expression(for: constraint) else { continue }
                engine.tracked[ObjectIdentifier(constraint)] = constraint
                engine.insertQuietly(constraint, expression: expression)
            }
        }
        let member = engine.member(.view(view))
        let targetWidth = target.width.isFinite ? target.width : 0
        let targetHeight = target.height.isFinite ? target.height : 0
        // Ask for the target size at the fitting priorities; views without constraints keep their size.
        for (variable, value, priority) in [(member.width, targetWidth, horizontal), (member.height, targetHeight, vertical)] {
            let constraint = Constraint(variable - Double(value), .equal, strength: priority.solverStrength)
            engine.insertQuietly(constraint, for: nil)
        }
        return CGSize(width: Swift.max(0, engine.solver.value(of: member.width)), height: Swift.max(0, engine.solver.value(of: member.height)))
    }

    /// Adds a constraint to a scratch solver, leaving out one that cannot hold (no message: the
    /// live engine reports it).
    func insertQuietly(_ constraint: NSLayoutConstraint, expression: LinearExpression) {
        insertQuietly(Constraint(expression, constraint.relation.solverRelation, strength: constraint.solverStrength), for: constraint)
    }

    /// Adds a solver constraint, leaving it out if it cannot hold.
    func insertQuietly(_ solverConstraint: Constraint, for constraint: NSLayoutConstraint?) {
        switch Result(catching: { () throws(SolverError) in try solver.add(solverConstraint) }) {
        case .success(let handle):
            if let constraint { handles[ObjectIdentifier(constraint)] = handle }
        case .failure(.unsatisfiable):
            break  // left out, as the live engine breaks it
        case .failure(let error):
            assertionFailure("the engine builds only finite constraints over its own variables: \(error)")
        }
    }
}
