/// The quantity the simplex minimises, stored densely by symbol number: the objective touches
/// every weak constraint's error symbols, so merging a row into it costs the row's length, not
/// the objective's (Kiwi's sorted objective costs both), and the symbols that may enter are kept
/// in a short candidate list instead of being found by a scan.
struct Objective {
    /// The constant term (the objective's value at the current solution).
    var constant = 0.0
    /// Each symbol's coefficient (0 for symbols the objective does not mention).
    var coefficients: [Double] = [0]
    /// Symbols whose coefficient went negative since they were last checked (may hold stale or
    /// repeated entries; ``lowestNegative(kinds:)`` prunes them).
    var negatives: [Int32] = []

    /// The coefficient of a symbol.
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double { coefficients[Int(symbol)] }

    /// Whether the objective mentions a symbol.
    @inline(__always)
    func mentions(_ symbol: Int32) -> Bool { coefficients[Int(symbol)] != 0 }

    /// Adds `value` to a symbol's coefficient (a dummy never becomes a candidate: it cannot enter).
    @inline(__always)
    mutating func add(_ value: Double, to symbol: Int32, isDummy: Bool) {
        let id = Int(symbol)
        var updated = coefficients[id] + value
        if nearZero(updated) { updated = 0 }
        coefficients[id] = updated
        if updated < 0 && !isDummy { negatives.append(symbol) }
    }

    /// `objective += row × factor`, with `dropped`'s coefficient set to zero (the symbol the row
    /// now defines).
    mutating func add(_ row: Row, times factor: Double, dropping dropped: Int32 = 0, kinds: [Solver.Kind]) {
        constant += row.constant * factor
        if dropped != 0 { coefficients[Int(dropped)] = 0 }
        for index in row.symbols.indices {
            let symbol = row.symbols[index]
            add(row.coefficients[index] * factor, to: symbol, isDummy: kinds[Int(symbol)] == .dummy)
        }
    }

    /// The lowest-numbered symbol with a negative coefficient (Bland's rule, as Kiwi's scan of
    /// its sorted objective finds it); nil at the optimum.
    mutating func lowestNegative() -> Int32? {
        var lowest: Int32?
        var index = 0
        while index < negatives.count {
            let symbol = negatives[index]
            if coefficients[Int(symbol)] < 0 {
                if lowest.map({ symbol < $0 }) ?? true { lowest = symbol }
                index += 1
            } else {
                negatives.swapAt(index, negatives.count - 1)
                negatives.removeLast()
            }
        }
        return lowest
    }
}
