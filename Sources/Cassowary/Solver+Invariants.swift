// Structural checks of the tableau, for tests and debugging (swift-collections' practice).

extension Solver {
    /// Checks the tableau's invariants and returns what is wrong (empty when sound): every row's
    /// cells sorted, distinct and non-zero; the column index exactly the rows that mention each
    /// symbol; no basic symbol mentioned in any row or the objective; every restricted row's
    /// constant non-negative (feasibility); no removed symbol mentioned anywhere.
    ///
    /// It visits every cell: call it in tests, not on a hot path.
    public func checkInvariants() -> [String] {
        var problems: [String] = []
        var expectedColumns = Array(repeating: [Int32](), count: kinds.count)
        for slot in rows.indices {
            let subject = subjects[slot]
            let row = rows[slot]
            guard subject != 0 else {
                if !row.symbols.isEmpty { problems.append("free slot \(slot) has cells") }
                continue
            }
            if basicSlot[Int(subject)] != Int32(slot) { problems.append("slot \(slot): its subject does not point back") }
            if kinds[Int(subject)] == .unused { problems.append("slot \(slot): subject \(subject) is unused") }
            if isRestricted(subject) && row.constant < -1e-7 {
                problems.append("slot \(slot): restricted row has constant \(row.constant)")
            }
            problems += cellProblems(row, name: "slot \(slot)")
            for symbol in row.symbols { expectedColumns[Int(symbol)].append(Int32(slot)) }
        }
        for symbol in objective.coefficients.indices where objective.coefficients[symbol] != 0 {
            if basicSlot[symbol] >= 0 { problems.append("objective: mentions basic symbol \(symbol)") }
            if kinds[symbol] == .unused { problems.append("objective: mentions unused symbol \(symbol)") }
            if objective.coefficients[symbol] < 0 && kinds[symbol] != .dummy && artificial == nil {
                problems.append("objective: negative coefficient for \(symbol) at rest (not optimal)")
            }
        }
        for symbol in expectedColumns.indices {
            if expectedColumns[symbol].sorted() != columns[symbol].sorted() {
                problems.append("column of \(symbol) is \(columns[symbol].sorted()), rows say \(expectedColumns[symbol].sorted())")
            }
        }
        for id in basicSlot.indices where basicSlot[id] >= 0 && subjects[Int(basicSlot[id])] != Int32(id) {
            problems.append("symbol \(id) points at slot \(basicSlot[id]), which solves for another")
        }
        return problems
    }

    /// Problems with one row's cells.
    private func cellProblems(_ row: Row, name: String) -> [String] {
        var problems: [String] = []
        if row.symbols.count != row.coefficients.count { problems.append("\(name): cell arrays differ in length") }
        for index in row.symbols.indices {
            let symbol = row.symbols[index]
            if index > 0 && row.symbols[index - 1] >= symbol { problems.append("\(name): cells not sorted") }
            if nearZero(row.coefficients[index]) { problems.append("\(name): zero cell for \(symbol)") }
            if kinds[Int(symbol)] == .unused { problems.append("\(name): mentions unused symbol \(symbol)") }
            if basicSlot[Int(symbol)] >= 0 { problems.append("\(name): mentions basic symbol \(symbol)") }
        }
        return problems
    }
}
