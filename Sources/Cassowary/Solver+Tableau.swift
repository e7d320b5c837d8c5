// The tableau's bookkeeping: symbols, row slots, the column index, and row arithmetic.

extension Solver {
    // MARK: Symbols

    /// A new symbol of a kind (a freed number when there is one).
    mutating func newSymbol(_ kind: Kind) -> Int32 {
        if let id = freeSymbols.popLast() {
            kinds[Int(id)] = kind
            return id
        }
        let id = Int32(kinds.count)
        kinds.append(kind)
        basicSlot.append(-1)
        columns.append([])
        owner.append(0)
        objective.coefficients.append(0)
        return id
    }

    /// Frees a symbol's number if nothing mentions the symbol any more.
    mutating func releaseIfUnused(_ symbol: Int32) {
        let id = Int(symbol)
        guard symbol > 0, kinds[id] != .unused, kinds[id] != .external, basicSlot[id] < 0, columns[id].isEmpty,
              !objective.mentions(symbol) else { return }
        kinds[id] = .unused
        owner[id] = 0
        freeSymbols.append(symbol)
    }

    // MARK: Rows

    /// Puts a row into the tableau as the row of `subject`; returns its slot.
    @discardableResult
    mutating func insertRow(_ row: Row, subject: Int32) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            subjects[slot] = subject
        } else {
            slot = rows.count
            rows.append(row)
            subjects.append(subject)
        }
        basicSlot[Int(subject)] = Int32(slot)
        for symbol in row.symbols { columns[Int(symbol)].append(Int32(slot)) }
        return slot
    }

    /// Takes a row out of the tableau (its subject becomes non-basic).
    mutating func removeRow(at slot: Int) -> Row {
        var row = Row()
        swap(&row, &rows[slot])
        for symbol in row.symbols { removeFromColumn(symbol, slot: Int32(slot)) }
        basicSlot[Int(subjects[slot])] = -1
        subjects[slot] = 0
        freeSlots.append(Int32(slot))
        return row
    }

    /// Deletes `slot` from a symbol's column.
    @inline(__always)
    mutating func removeFromColumn(_ symbol: Int32, slot: Int32) {
        let id = Int(symbol)
        if let position = columns[id].lastIndex(of: slot) {
            columns[id].swapAt(position, columns[id].count - 1)
            columns[id].removeLast()
        }
    }

    /// Whether a basic symbol's row must keep a non-negative constant (every kind but external).
    @inline(__always)
    func isRestricted(_ symbol: Int32) -> Bool { kinds[Int(symbol)] != .external }

    // MARK: Row arithmetic

    /// `row += other × factor`, dropping `dropped`'s cell from `row` on the way, with the column
    /// index kept for `slot` (pass -1 for a row outside the tableau). Cells that cancel to near
    /// zero are removed. Allocates nothing once the scratch arrays have grown.
    static func merge(
        _ row: inout Row, adding other: Row, times factor: Double, dropping dropped: Int32 = 0, slot: Int32,
        columns: inout [[Int32]], scratchSymbols: inout [Int32], scratchCoefficients: inout [Double]
    ) {
        row.constant += other.constant * factor
        let n = row.symbols.count
        let m = other.symbols.count
        scratchSymbols.removeAll(keepingCapacity: true)
        scratchCoefficients.removeAll(keepingCapacity: true)
        // One allocation at most (the buffers swapped in from new rows have none).
        scratchSymbols.reserveCapacity(n + m)
        scratchCoefficients.reserveCapacity(n + m)
        var i = 0
        var j = 0
        row.symbols.withUnsafeBufferPointer { rs in
            row.coefficients.withUnsafeBufferPointer { rc in
                other.symbols.withUnsafeBufferPointer { os in
                    other.coefficients.withUnsafeBufferPointer { oc in
                        while i < n || j < m {
                            if j == m || (i < n && rs[i] < os[j]) {
                                if rs[i] != dropped {
                                    scratchSymbols.append(rs[i])
                                    scratchCoefficients.append(rc[i])
                                }
                                i += 1
                            } else if i == n || os[j] < rs[i] {
                                let value = oc[j] * factor
                                if !nearZero(value) {
                                    scratchSymbols.append(os[j])
                                    scratchCoefficients.append(value)
                                    if slot >= 0 { columns[Int(os[j])].append(slot) }
                                }
                                j += 1
                            } else {
                                let value = rc[i] + oc[j] * factor
                                if nearZero(value) {
                                    if slot >= 0 {
                                        let id = Int(rs[i])
                                        if let position = columns[id].lastIndex(of: slot) {
                                            columns[id].swapAt(position, columns[id].count - 1)
                                            columns[id].removeLast()
                                        }
                                    }
                                } else {
                                    scratchSymbols.append(rs[i])
                                    scratchCoefficients.append(value)
                                }
                                i += 1
                                j += 1
                            }
                        }
                    }
                }
            }
        }
        swap(&row.symbols, &scratchSymbols)
        swap(&row.coefficients, &scratchCoefficients)
    }

    /// `row += other × factor` for a row outside the tableau (a new row, the artificial
    /// objective).
    mutating func add(_ other: Row, times factor: Double, to row: inout Row) {
        Self.merge(&row, adding: other, times: factor, slot: -1, columns: &columns,
                   scratchSymbols: &scratchSymbols, scratchCoefficients: &scratchCoefficients)
    }

    /// Replaces `symbol` by `row` (the row it is now basic for) everywhere: in every tableau row
    /// that mentions it (found through the column index), the objective and the artificial
    /// objective. Restricted rows that go negative are queued as infeasible.
    mutating func substitute(_ symbol: Int32, with row: Row) {
        let id = Int(symbol)
        while let slot32 = columns[id].popLast() {
            let slot = Int(slot32)
            let coefficient = rows[slot].coefficient(of: symbol)
            Self.merge(&rows[slot], adding: row, times: coefficient, dropping: symbol, slot: slot32, columns: &columns,
                       scratchSymbols: &scratchSymbols, scratchCoefficients: &scratchCoefficients)
            let subject = subjects[slot]
            if isRestricted(subject) && rows[slot].constant < 0 { infeasible.append(subject) }
        }
        let coefficient = objective.coefficient(of: symbol)
        if coefficient != 0 {
            objective.add(row, times: coefficient, dropping: symbol, kinds: kinds)
        }
        if artificial != nil, let index = artificial?.index(of: symbol), let coefficient = artificial?.coefficients[index] {
            var target = artificial ?? Row()
            artificial = nil
            Self.merge(&target, adding: row, times: coefficient, dropping: symbol, slot: -1, columns: &columns,
                       scratchSymbols: &scratchSymbols, scratchCoefficients: &scratchCoefficients)
            artificial = target
        }
    }

    /// Removes a symbol's cell from every tableau row and the objective (setting it to zero).
    mutating func eliminate(_ symbol: Int32) {
        let id = Int(symbol)
        while let slot = columns[id].popLast() {
            rows[Int(slot)].remove(symbol)
        }
        objective.coefficients[id] = 0
    }

    /// Makes `entering` basic in place of the subject of `slot`.
    mutating func pivot(slot: Int, entering: Int32) {
        let leaving = subjects[slot]
        var row = removeRow(at: slot)
        row.pivot(from: leaving, to: entering)
        substitute(entering, with: row)
        insertRow(row, subject: entering)
    }
}

extension Row {
    /// Adds `coefficient` to a symbol's cell (creating or removing the cell as needed). For rows
    /// outside the tableau: no column index is kept.
    mutating func insert(_ symbol: Int32, _ coefficient: Double) {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        if low < symbols.count && symbols[low] == symbol {
            let value = coefficients[low] + coefficient
            if nearZero(value) {
                symbols.remove(at: low)
                coefficients.remove(at: low)
            } else {
                coefficients[low] = value
            }
        } else if !nearZero(coefficient) {
            symbols.insert(symbol, at: low)
            coefficients.insert(coefficient, at: low)
        }
    }

    /// Removes a symbol's cell, if any.
    mutating func remove(_ symbol: Int32) {
        guard let index = index(of: symbol) else { return }
        symbols.remove(at: index)
        coefficients.remove(at: index)
    }

    /// Turns `0 = constant + Σ…` into `symbol = …`: the row solved for one of its symbols.
    mutating func solve(for symbol: Int32) {
        guard let index = index(of: symbol) else { return }
        let factor = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        scale(by: factor)
    }

    /// Turns the row of `lhs` (`lhs = …`, with `rhs` in it) into the row of `rhs` (with `lhs` in it).
    mutating func pivot(from lhs: Int32, to rhs: Int32) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
