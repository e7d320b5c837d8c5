/// Why a ``Solver`` refused a change. The solver is unchanged after any of these.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already in
    /// the solver. `conflicting` names those it contradicts (a subset of the solver's required
    /// constraints that, with the new one, cannot all hold; empty when the new constraint
    /// contradicts itself, as `0 == 1`).
    case unsatisfiable(conflicting: [ConstraintHandle])
    /// The handle names no constraint in the solver.
    case unknownConstraint(ConstraintHandle)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case requiredEditVariable(Variable)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// A coefficient or constant is NaN or infinite.
    case nonFiniteValue

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .unsatisfiable(let conflicting):
            "unsatisfiable constraint (conflicts with \(conflicting.count) required constraint\(conflicting.count == 1 ? "" : "s"))"
        case .unknownConstraint(let handle): "no constraint \(handle.id) in the solver"
        case .duplicateEditVariable(let variable): "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): "\(variable) is not an edit variable"
        case .requiredEditVariable(let variable): "an edit variable (\(variable)) cannot be required"
        case .unknownVariable(let variable): "\(variable) was not made by this solver"
        case .nonFiniteValue: "a coefficient or constant is not finite"
        }
    }
}
