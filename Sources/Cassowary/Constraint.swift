/// A linear relation the solver keeps: `expression == 0`, `expression <= 0` or
/// `expression >= 0`, with a strength.
public struct Constraint: Sendable, Equatable {
    /// How the expression relates to zero.
    public enum Relation: Sendable, Equatable {
        /// `expression == 0`.
        case equal
        /// `expression <= 0`.
        case lessThanOrEqual
        /// `expression >= 0`.
        case greaterThanOrEqual
    }

    /// The expression compared with zero.
    public var expression: LinearExpression
    /// The relation to zero.
    public var relation: Relation
    /// How much it matters.
    public var strength: Strength

    /// A constraint `expression relation 0` with a strength (required by default).
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs`, as `lhs - rhs relation 0`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// Whether the relation holds for the given variable values, within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6, with valueOf: (Variable) -> Double) -> Bool {
        let value = expression.value(with: valueOf)
        switch relation {
        case .equal: return Swift.abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }
}

/// A constraint added to a ``Solver``: the handle to remove it or change its constant.
public struct ConstraintHandle: Hashable, Sendable {
    /// The solver's number for the constraint.
    public let id: Int32
}
