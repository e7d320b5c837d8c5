/// A constraint system as data: named variables, constraints over them by index, and edit
/// scripts. It builds a ``Solver`` and writes itself as JSON, so that the same system can be
/// solved by another solver (Kiwi through Python's `kiwisolver`) and the results compared.
///
/// The JSON has the form
/// `{"variables": ["v0", …], "constraints": [{"terms": [[coefficient, "v0"], …], "constant": c,
/// "op": "==" | "<=" | ">=", "strength": s}, …], "edits": [{"variable": "v3", "strength": s,
/// "values": [ … ]}], "solution": {"v0": …}}`, with Kiwi's strength numbers.
public struct LinearSystem: Sendable {
    /// One term of a constraint: a coefficient times the variable at an index.
    public struct Term: Sendable, Equatable {
        /// The coefficient.
        public var coefficient: Double
        /// The index of the variable in ``LinearSystem/variableNames``.
        public var variable: Int
        /// A term.
        public init(_ coefficient: Double, _ variable: Int) {
            self.coefficient = coefficient
            self.variable = variable
        }
    }

    /// One constraint: `Σ terms + constant  relation  0` at a strength.
    public struct Entry: Sendable, Equatable {
        /// The terms.
        public var terms: [Term]
        /// The constant.
        public var constant: Double
        /// The relation to zero.
        public var relation: Constraint.Relation
        /// The strength.
        public var strength: Strength
        /// An entry.
        public init(_ terms: [Term], constant: Double, _ relation: Constraint.Relation, strength: Strength = .required) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.strength = strength
        }
    }

    /// A drag: one variable made editable, then moved through values one by one.
    public struct EditScript: Sendable, Equatable {
        /// The index of the edited variable.
        public var variable: Int
        /// The edit's strength (below required).
        public var strength: Strength
        /// The values suggested in turn.
        public var values: [Double]
        /// An edit script.
        public init(variable: Int, strength: Strength, values: [Double]) {
            self.variable = variable
            self.strength = strength
            self.values = values
        }
    }

    /// The variables' names, by index.
    public var variableNames: [String] = []
    /// The constraints, added in order.
    public var constraints: [Entry] = []
    /// The edits, run in order after the constraints.
    public var edits: [EditScript] = []
    /// A constraint that benchmarks add and remove again and again on the solved system (one
    /// incremental change), if any; written as `"probe"` in the JSON.
    public var probe: Entry?

    /// An empty system.
    public init() {}

    /// Adds a variable and returns its index.
    public mutating func addVariable(_ name: String) -> Int {
        variableNames.append(name)
        return variableNames.count - 1
    }

    /// Adds a constraint.
    public mutating func add(_ terms: [Term], constant: Double, _ relation: Constraint.Relation, strength: Strength = .required) {
        constraints.append(Entry(terms, constant: constant, relation, strength: strength))
    }

    /// A solver holding the system's constraints (without its edits), its variables by index,
    /// and the constraints' handles (nil for any the solver refused).
    public func makeSolver() -> (solver: Solver, variables: [Variable], handles: [ConstraintHandle?]) {
        makeSolver(with: preparedConstraints())
    }

    /// The system's constraints as solver constraints over the variables a new solver makes
    /// for it (its first variable is the first name's, and so on), so that a benchmark can build
    /// them before it starts timing.
    public func preparedConstraints() -> [Constraint] {
        let variables = variableNames.indices.map { Variable(id: Int32($0 + 1)) }
        return constraints.map { entry in
            Constraint(LinearExpression(entry.terms.map { .init($0.coefficient, variables[$0.variable]) }, constant: entry.constant),
                       entry.relation, strength: entry.strength)
        }
    }

    /// A new solver with the system's variables and the prepared constraints
    /// (``preparedConstraints()``) added in order; a refused constraint's handle is nil.
    public func makeSolver(with prepared: [Constraint]) -> (solver: Solver, variables: [Variable], handles: [ConstraintHandle?]) {
        var solver = Solver()
        let variables = variableNames.map { _ in solver.makeVariable() }
        var handles: [ConstraintHandle?] = []
        handles.reserveCapacity(prepared.count)
        for constraint in prepared {
            switch Result(catching: { () throws(SolverError) in try solver.add(constraint) }) {
            case .success(let handle): handles.append(handle)
            case .failure: handles.append(nil)  // refused: the system says which by the nil
            }
        }
        return (solver, variables, handles)
    }

    /// The system as JSON, with a solution (values by variable index) when given.
    public func json(solution: [Double]? = nil) -> String {
        func number(_ value: Double) -> String {
            value.isFinite ? (value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int64(value)) : "\(value)") : "0"
        }
        func name(_ index: Int) -> String { quoted(variableNames[index]) }
        func entryJSON(_ entry: Entry) -> String {
            let terms = entry.terms.map { "[\(number($0.coefficient)), \(name($0.variable))]" }.joined(separator: ", ")
            let op = switch entry.relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
            return "{\"terms\": [\(terms)], \"constant\": \(number(entry.constant)), \"op\": \"\(op)\", \"strength\": \(number(entry.strength.value))}"
        }
        var out = "{\"variables\": [" + variableNames.map(quoted).joined(separator: ", ") + "],\n\"constraints\": [\n"
        out += constraints.map(entryJSON).joined(separator: ",\n")
        out += "\n],\n\"edits\": [" + edits.map { edit in
            "{\"variable\": \(name(edit.variable)), \"strength\": \(number(edit.strength.value)), \"values\": ["
                + edit.values.map(number).joined(separator: ", ") + "]}"
        }.joined(separator: ",\n") + "]"
        if let probe { out += ",\n\"probe\": " + entryJSON(probe) }
        if let solution {
            out += ",\n\"solution\": {" + solution.indices.map { "\(name($0)): \(number(solution[$0]))" }.joined(separator: ", ") + "}"
        }
        return out + "}\n"
    }
}

/// A JSON string literal.
private func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
