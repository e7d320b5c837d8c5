/// An unknown of a ``Solver``: a handle the solver made with ``Solver/makeVariable()``.
///
/// A variable belongs to the solver that made it; its value is ``Solver/value(of:)``. Handles are
/// small values (one integer), so systems of tens of thousands of variables cost no allocation
/// per variable beyond the solver's own flat tables.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The solver's symbol number for this variable.
    public let id: Int32

    /// A handle for a symbol number (the solver makes these; see ``Solver/makeVariable()``).
    init(id: Int32) { self.id = id }

    /// `v` and the symbol number, as in a debugging dump of the solver.
    public var description: String { "v\(id)" }
}
