// Edit variables: values suggested again and again (a drag), solved incrementally.

extension Solver {
    /// Makes a variable editable at a strength below required: ``suggestValue(_:for:)`` then
    /// pulls it toward a value with that strength.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``
    ///   or ``SolverError/unknownVariable(_:)``.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let handle = try add(Constraint(LinearExpression(variable), .equal, strength: strength))
        edits[variable.id] = Edit(handle: handle, value: 0)
    }

    /// Stops editing a variable (its edit constraint is removed).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
        try remove(edit.handle)
    }

    /// Whether a variable is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Pulls an edit variable toward a value and re-solves by the dual simplex from the current
    /// tableau (no constraint is added or removed).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` or ``SolverError/nonFiniteValue``.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue }
        // The edit constraint is `variable - value == 0`: its constant is `-value`.
        try setConstant(-value, of: edit.handle)
        edit.value = value
        edits[variable.id] = edit
    }
}
