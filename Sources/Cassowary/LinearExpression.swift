/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant` over a solver's variables.
///
/// Terms may repeat a variable; the solver adds their coefficients. Build one with the
/// arithmetic operators (`2 * x + y - 10`) or from terms.
public struct LinearExpression: Sendable, Equatable {
    /// One term: a coefficient times a variable.
    public struct Term: Sendable, Equatable {
        /// The coefficient.
        public var coefficient: Double
        /// The variable.
        public var variable: Variable

        /// A term `coefficient · variable`.
        public init(_ coefficient: Double, _ variable: Variable) {
            self.coefficient = coefficient
            self.variable = variable
        }
    }

    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// An expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init([Term(1, variable)])
    }

    /// The value of the expression for the given variable values.
    public func value(with valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }

    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The expression plus a constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-1) * rhs
    }

    /// The expression minus a constant.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + (-rhs)
    }

    /// The expression scaled by a number.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(rhs.terms.map { Term($0.coefficient * lhs, $0.variable) }, constant: rhs.constant * lhs)
    }
}

extension Variable {
    /// `lhs + rhs` as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    /// `lhs + rhs` as an expression.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// `lhs · rhs` as an expression.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([.init(lhs, rhs)]) }
    /// `lhs + rhs` as an expression.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
}
