/// An incremental Cassowary constraint solver (Badros, Borning and Stuckey), in Kiwi's form.
///
/// Add and remove linear equalities and inequalities, each required or of a weaker
/// ``Strength``; the solver keeps the solution that satisfies every required constraint and
/// minimises the weighted errors of the others. Every change re-solves from the previous
/// solution: adding a constraint pivots only what it touches, removing one undoes its effect,
/// and ``suggestValue(_:for:)`` on an edit variable (a dragged view, say) or
/// ``setConstant(_:of:)`` runs the dual simplex from the current tableau.
///
/// The tableau is stored flat: rows in one array indexed by slot, each row's cells in two
/// sorted arrays, and a column index (which rows mention each symbol) so that substituting a
/// symbol visits only the rows that contain it, where Kiwi visits every row. Reading a value is
/// one array look-up; there is no separate "update variables" step.
///
/// Misuse is reported, never trapped: an unsatisfiable required constraint, an unknown handle,
/// or a non-finite coefficient throws a ``SolverError`` and leaves the solver as it was.
/// ``checkInvariants()`` verifies the tableau's structure (tests call it after every step).
public struct Solver {
    /// What a symbol stands for.
    enum Kind: UInt8 {
        /// A free slot in the symbol table.
        case unused
        /// A user variable: unrestricted in sign.
        case external
        /// An inequality's slack: restricted to ≥ 0.
        case slack
        /// A weak constraint's error: restricted to ≥ 0, weighted in the objective.
        case error
        /// A required equality's marker: always 0, never pivoted in.
        case dummy
    }

    /// What the solver keeps of an added constraint.
    struct Record {
        /// The constraint as added (its constant updated by ``setConstant(_:of:)``).
        var constraint: Constraint
        /// The symbol that marks the constraint's row: its slack, its (positive) error or its
        /// dummy.
        var marker: Int32
        /// The second error symbol of a weak equality or the error of a weak inequality (0 when
        /// none).
        var other: Int32
        /// The marker's coefficient in the constraint's original row (see ``setConstant(_:of:)``).
        var markerCoefficient: Double
    }

    /// An edit variable's constraint and last suggested value.
    struct Edit {
        var handle: ConstraintHandle
        var value: Double
    }

    // The symbol table, indexed by symbol number (0 is never used).
    /// Each symbol's kind.
    var kinds: [Kind] = [.unused]
    /// The row slot each basic symbol heads, or -1.
    @usableFromInline var basicSlot: [Int32] = [-1]
    /// The row slots in which each symbol has a cell (the column index).
    var columns: [[Int32]] = [[]]
    /// The constraint each marker or error symbol belongs to (handle number + 1; 0 for none).
    var owner: [Int32] = [0]
    /// Symbol numbers free for reuse.
    var freeSymbols: [Int32] = []

    // The tableau.
    /// The rows, by slot.
    @usableFromInline var rows: [Row] = []
    /// The basic symbol each slot's row solves for (0 for a free slot).
    var subjects: [Int32] = []
    /// Slots free for reuse.
    var freeSlots: [Int32] = []
    /// The quantity minimised: the weighted errors.
    var objective = Objective()
    /// The artificial objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Basic symbols whose rows went infeasible (negative constant) during an edit.
    var infeasible: [Int32] = []

    // Constraints and edits.
    /// The added constraints by handle number (nil: removed).
    var records: [Record?] = []
    /// Handle numbers free for reuse.
    var freeHandles: [Int32] = []
    /// The edit variables.
    var edits: [Int32: Edit] = [:]

    // Scratch space for row merges, reused so that a merge allocates nothing once warm.
    var scratchSymbols: [Int32] = []
    var scratchCoefficients: [Double] = []

    /// An empty solver.
    public init() {}

    /// The number of constraints in the solver (edit variables' constraints included).
    public internal(set) var constraintCount = 0

    /// A new variable (initially 0).
    public mutating func makeVariable() -> Variable {
        Variable(id: newSymbol(.external))
    }

    /// Gives a variable's number back for reuse once no constraint mentions it (a view that left
    /// a layout, say). Returns false, and keeps the variable, while a constraint still does.
    @discardableResult
    public mutating func releaseVariable(_ variable: Variable) -> Bool {
        let id = Int(variable.id)
        guard id > 0, id < kinds.count, kinds[id] == .external, basicSlot[id] < 0, columns[id].isEmpty,
              !objective.mentions(variable.id), edits[variable.id] == nil else { return false }
        kinds[id] = .unused
        freeSymbols.append(variable.id)
        return true
    }

    /// The variable's value in the current solution (0 for a variable no constraint mentions).
    ///
    /// Inlinable: a call on a solver stored in a class (a layout engine's) would otherwise copy
    /// the whole solver, every array of its tableau retained and released, for one look-up.
    @inlinable
    public func value(of variable: Variable) -> Double {
        let id = Int(variable.id)
        guard id > 0, id < basicSlot.count else { return 0 }
        let slot = basicSlot[id]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }

    /// Whether the handle names a constraint in the solver.
    public func contains(_ handle: ConstraintHandle) -> Bool {
        let id = Int(handle.id)
        return id >= 0 && id < records.count && records[id] != nil
    }

    /// The constraint a handle names, with its current constant (nil when removed).
    public func constraint(_ handle: ConstraintHandle) -> Constraint? {
        contains(handle) ? records[Int(handle.id)]?.constraint : nil
    }

    /// The number of symbols in use: variables, and the slack, error and dummy symbols of the
    /// constraints (a solver whose constraints come and go keeps this bounded: freed symbols are
    /// reused).
    public var symbolCount: Int { kinds.count - 1 - freeSymbols.count }
}
