// The primal simplex (after adding or removing a constraint) and the dual simplex (after an
// edit or a constant change), Kiwi's pivoting rules with a column index for the ratio tests.

extension Solver {
    /// Minimises the objective (or, while a constraint is added through an artificial
    /// variable, the artificial objective) by primal simplex pivots. Ties go to the row whose
    /// basic symbol has the lowest number, as in Kiwi.
    mutating func optimize(artificial useArtificial: Bool = false) {
        while true {
            // The first symbol whose increase lowers the objective (never a dummy).
            var entering: Int32 = 0
            if useArtificial {
                let target = artificial ?? Row()
                for index in target.symbols.indices where target.coefficients[index] < 0 {
                    let symbol = target.symbols[index]
                    if kinds[Int(symbol)] != .dummy {
                        entering = symbol
                        break
                    }
                }
            } else {
                entering = objective.lowestNegative() ?? 0
            }
            guard entering != 0 else { return }
            guard let slot = leavingSlot(for: entering) else {
                // The objective is a weighted sum of non-negative errors: it cannot be unbounded.
                assertionFailure("Cassowary: the objective is unbounded")
                return
            }
            pivot(slot: slot, entering: entering)
        }
    }

    /// The restricted row that limits how far `entering` can grow (the minimum ratio test over
    /// the rows that mention it).
    func leavingSlot(for entering: Int32) -> Int? {
        var best = Double.greatestFiniteMagnitude
        var found: Int?
        var foundSubject = Int32.max
        for slot32 in columns[Int(entering)] {
            let slot = Int(slot32)
            let subject = subjects[slot]
            guard isRestricted(subject) else { continue }
            let coefficient = rows[slot].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[slot].constant / coefficient
            if ratio < best || (ratio == best && subject < foundSubject) {
                best = ratio
                found = slot
                foundSubject = subject
            }
        }
        return found
    }

    /// Restores feasibility after edits pushed restricted rows negative, keeping optimality
    /// (the dual simplex).
    mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            let basic = basicSlot[Int(leaving)]
            guard basic >= 0 else { continue }
            let slot = Int(basic)
            let constant = rows[slot].constant
            guard constant < 0, !nearZero(constant) else { continue }
            guard let entering = dualEnteringSymbol(rows[slot]) else {
                // Only weak constraints' constants change here, and their errors can always
                // absorb a change: a dead end means the tableau was already broken.
                assertionFailure("Cassowary: the dual simplex found no entering symbol")
                continue
            }
            pivot(slot: slot, entering: entering)
        }
    }

    /// The symbol to enter an infeasible row: the lowest objective-to-row coefficient ratio
    /// among its positive, non-dummy cells.
    func dualEnteringSymbol(_ row: Row) -> Int32? {
        var best = Double.greatestFiniteMagnitude
        var entering: Int32?
        for index in row.symbols.indices {
            let coefficient = row.coefficients[index]
            let symbol = row.symbols[index]
            guard coefficient > 0, kinds[Int(symbol)] != .dummy else { continue }
            let ratio = objective.coefficient(of: symbol) / coefficient
            if ratio < best {
                best = ratio
                entering = symbol
            }
        }
        return entering
    }
}
