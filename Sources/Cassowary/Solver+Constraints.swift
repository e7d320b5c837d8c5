// Adding, removing and re-weighting constraints.

extension Solver {
    /// Adds a constraint and re-solves. Returns the handle that removes it.
    ///
    /// - Throws: ``SolverError/unsatisfiable(conflicting:)`` when a required constraint cannot
    ///   hold with the required constraints already added (naming those it conflicts with), or
    ///   ``SolverError/nonFiniteValue`` for a NaN or infinite coefficient or constant. The solver
    ///   is unchanged when it throws.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        let id: Int32
        if let free = freeHandles.popLast() {
            id = free
        } else {
            id = Int32(records.count)
            records.append(nil)
        }
        do {
            try insert(constraint, as: id)
        } catch {
            freeHandles.append(id)
            throw error
        }
        return ConstraintHandle(id: id)
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when the handle names no constraint here.
    public mutating func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard contains(handle), let record = records[Int(handle.id)] else { throw .unknownConstraint(handle) }
        withdraw(record, id: handle.id)
        freeHandles.append(handle.id)
    }

    /// Changes the constant of a constraint's expression and re-solves incrementally.
    ///
    /// A weak constraint moves by the dual simplex from the current tableau, as an edit
    /// variable's suggestion does (the marker symbol's column says how the constant reaches
    /// every row). A required constraint is taken out and put back with the new constant, so
    /// that a constant that makes it unsatisfiable is caught.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue``, or
    ///   ``SolverError/unsatisfiable(conflicting:)`` when a required constraint cannot hold with
    ///   the new constant; it is then removed from the solver (the handle no longer names it).
    public mutating func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
        guard contains(handle), var record = records[Int(handle.id)] else { throw .unknownConstraint(handle) }
        guard constant.isFinite else { throw .nonFiniteValue }
        let delta = constant - record.constraint.expression.constant
        guard delta != 0 else { return }
        record.constraint.expression.constant = constant
        if record.constraint.strength.isRequired {
            withdraw(records[Int(handle.id)] ?? record, id: handle.id)
            do {
                try insert(record.constraint, as: handle.id)
            } catch {
                freeHandles.append(handle.id)
                throw error
            }
            return
        }
        records[Int(handle.id)] = record
        shiftMarker(record.marker, by: delta / record.markerCoefficient)
        dualOptimize()
    }

    /// Replaces a marker `m` by `m' + shift` throughout the tableau: how a change of a
    /// constraint's constant by `δ` reaches the solution when `m` has coefficient `k` in the
    /// constraint's row (`shift = δ / k`). Restricted rows that go negative are queued.
    mutating func shiftMarker(_ marker: Int32, by shift: Double) {
        let basic = basicSlot[Int(marker)]
        if basic >= 0 {
            let slot = Int(basic)
            rows[slot].constant -= shift
            if rows[slot].constant < 0 { infeasible.append(marker) }
            return
        }
        for slot32 in columns[Int(marker)] {
            let slot = Int(slot32)
            let coefficient = rows[slot].coefficient(of: marker)
            rows[slot].constant += coefficient * shift
            let subject = subjects[slot]
            if isRestricted(subject) && rows[slot].constant < 0 { infeasible.append(subject) }
        }
    }

    // MARK: The steps

    /// Adds a constraint under a given handle number (free in `records`).
    mutating func insert(_ constraint: Constraint, as id: Int32) throws(SolverError) {
        guard constraint.expression.constant.isFinite,
              constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else { throw .nonFiniteValue }
        for term in constraint.expression.terms {
            let symbol = Int(term.variable.id)
            guard symbol > 0, symbol < kinds.count, kinds[symbol] == .external else { throw .unknownVariable(term.variable) }
        }
        var (row, record) = makeRow(for: constraint)
        let owned = id + 1
        owner[Int(record.marker)] = owned
        if record.other != 0 { owner[Int(record.other)] = owned }

        var subject = chooseSubject(row, record)
        if subject == 0 && row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            if !nearZero(row.constant) {
                // Every term cancelled against required equalities and a constant is left: the
                // dummies in the row name the equalities it contradicts.
                let conflicting = row.symbols.compactMap { handle(owning: $0) }.filter { $0.id != id }
                discardSymbols(of: record)
                throw .unsatisfiable(conflicting: conflicting)
            }
            subject = record.marker
        }
        if subject == 0 {
            if let conflicting = addWithArtificialVariable(row, record: record) {
                discardSymbols(of: record)
                throw .unsatisfiable(conflicting: conflicting)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, subject: subject)
        }
        records[Int(id)] = record
        constraintCount += 1
        optimize()
    }

    /// Takes an added constraint out of the tableau.
    mutating func withdraw(_ record: Record, id: Int32) {
        records[Int(id)] = nil
        constraintCount -= 1
        removeErrorEffects(record.marker, strength: record.constraint.strength.value)
        removeErrorEffects(record.other, strength: record.constraint.strength.value)
        let marker = record.marker
        removeMarker(marker)
        optimize()
        owner[Int(marker)] = 0
        releaseIfUnused(marker)
        if record.other != 0 {
            owner[Int(record.other)] = 0
            releaseIfUnused(record.other)
        }
    }

    /// Removes the row that a symbol occurring in one original constraint carries: the symbol is
    /// made basic (pivoted into the row that keeps the tableau feasible) and its row dropped.
    /// What is left is the system without that constraint.
    mutating func removeMarker(_ marker: Int32) {
        let basic = basicSlot[Int(marker)]
        if basic >= 0 {
            _ = removeRow(at: Int(basic))
        } else if let slot = markerLeavingSlot(marker) {
            let leaving = subjects[slot]
            var row = removeRow(at: slot)
            row.pivot(from: leaving, to: marker)
            substitute(marker, with: row)
        } else {
            // The marker is in no row: the constraint had no effect left to undo.
            objective.coefficients[Int(marker)] = 0
        }
    }

    /// Takes an error symbol's weight out of the objective (nothing for other symbols).
    mutating func removeErrorEffects(_ symbol: Int32, strength: Double) {
        guard symbol != 0, kinds[Int(symbol)] == .error else { return }
        let basic = basicSlot[Int(symbol)]
        if basic >= 0 {
            objective.add(rows[Int(basic)], times: -strength, kinds: kinds)
        } else {
            objective.add(-strength, to: symbol, isDummy: false)
        }
    }

    /// The constraint's row in terms of the current parametric symbols, with its slack, error or
    /// dummy symbols (Kiwi's `createRow`). Weak constraints' errors join the objective.
    mutating func makeRow(for constraint: Constraint) -> (Row, Record) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        // The terms, their rows' cells and up to two more symbols: grown once, not cell by cell.
        row.symbols.reserveCapacity(expression.terms.count + 4)
        row.coefficients.reserveCapacity(expression.terms.count + 4)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = term.variable.id
            let basic = basicSlot[Int(symbol)]
            if basic >= 0 {
                let basicRow = rows[Int(basic)]
                add(basicRow, times: term.coefficient, to: &row)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        var record = Record(constraint: constraint, marker: 0, other: 0, markerCoefficient: 1)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            record.marker = slack
            record.markerCoefficient = coefficient
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = newSymbol(.error)
                record.other = error
                row.insert(error, -coefficient)
                objective.add(strength.value, to: error, isDummy: false)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                record.marker = dummy
                record.markerCoefficient = 1
                row.insert(dummy, 1)
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.add(strength.value, to: plus, isDummy: false)
                objective.add(strength.value, to: minus, isDummy: false)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, record)
    }

    /// Frees the symbols a refused constraint made (they are in no row).
    mutating func discardSymbols(of record: Record) {
        for symbol in [record.marker, record.other] where symbol != 0 {
            owner[Int(symbol)] = 0
            if basicSlot[Int(symbol)] < 0 && columns[Int(symbol)].isEmpty { objective.coefficients[Int(symbol)] = 0 }
            releaseIfUnused(symbol)
        }
    }

    /// The symbol to solve a new row for: an external variable if it has one, else its slack or
    /// error marker when that can enter with a negative coefficient; 0 when none will do.
    func chooseSubject(_ row: Row, _ record: Record) -> Int32 {
        for symbol in row.symbols where kinds[Int(symbol)] == .external { return symbol }
        for symbol in [record.marker, record.other] where symbol != 0 {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
        }
        return 0
    }

    /// Adds a row through an artificial variable (phase one of the simplex): nil when it holds,
    /// else the handles of the required constraints that keep it from holding. On failure the
    /// row is taken out again as a removed constraint would be (the artificial variable and the
    /// constraint's own symbols each occur in that one row), so the solver holds the system it
    /// held before.
    mutating func addWithArtificialVariable(_ row: Row, record: Record) -> [ConstraintHandle]? {
        let art = newSymbol(.slack)
        insertRow(row, subject: art)
        artificial = row
        optimize(artificial: true)
        let result = artificial ?? Row()
        artificial = nil
        if !nearZero(result.constant) {
            // What still holds the artificial objective above zero: the markers of required
            // constraints in its row.
            var conflicting: [ConstraintHandle] = []
            for symbol in result.symbols {
                guard let handle = handle(owning: symbol), records[Int(handle.id)]?.constraint.strength.isRequired == true,
                      !conflicting.contains(handle) else { continue }
                conflicting.append(handle)
            }
            for symbol in [art, record.marker, record.other] where symbol != 0 { removeMarker(symbol) }
            optimize()
            releaseIfUnused(art)
            return conflicting
        }
        let basic = basicSlot[Int(art)]
        if basic >= 0 {
            var artRow = removeRow(at: Int(basic))
            if !artRow.symbols.isEmpty {
                guard let entering = artRow.symbols.first(where: { kinds[Int($0)] == .slack || kinds[Int($0)] == .error }) else {
                    return []
                }
                artRow.pivot(from: art, to: entering)
                substitute(entering, with: artRow)
                insertRow(artRow, subject: entering)
            }
        }
        eliminate(art)
        releaseIfUnused(art)
        return nil
    }

    /// The constraint a marker or error symbol belongs to.
    func handle(owning symbol: Int32) -> ConstraintHandle? {
        let owned = owner[Int(symbol)]
        return owned > 0 ? ConstraintHandle(id: owned - 1) : nil
    }

    /// The row to pivot a removed constraint's marker into (Kiwi's `getMarkerLeavingRow`): the
    /// restricted row that keeps the tableau feasible, else any row that mentions it.
    func markerLeavingSlot(_ marker: Int32) -> Int? {
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        var first: Int?
        var second: Int?
        var third: Int?
        for slot32 in columns[Int(marker)] {
            let slot = Int(slot32)
            let coefficient = rows[slot].coefficient(of: marker)
            if coefficient == 0 { continue }
            if !isRestricted(subjects[slot]) {
                third = slot
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = slot }
            } else {
                let ratio = rows[slot].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = slot }
            }
        }
        return first ?? second ?? third
    }
}
