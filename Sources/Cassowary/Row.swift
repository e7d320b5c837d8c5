/// One row of the tableau: `constant + Σ coefficientᵢ · symbolᵢ`, cells sorted by symbol number.
///
/// A tableau row stands for `basic = constant + Σ…`; the objective stands for the quantity to
/// minimise. Rows keep parallel flat arrays (no dictionary, no per-cell allocation); merges go
/// through the solver's scratch arrays, whose capacity is reused.
@usableFromInline
struct Row {
    /// The constant term.
    @usableFromInline var constant: Double
    /// The symbols of the cells, ascending.
    var symbols: [Int32]
    /// The coefficients, parallel to `symbols`; never near zero.
    var coefficients: [Double]

    /// A row with only a constant.
    init(constant: Double = 0) {
        self.constant = constant
        symbols = []
        coefficients = []
    }

    /// The index of a symbol's cell, if it has one (binary search).
    func index(of symbol: Int32) -> Int? {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            let value = symbols[mid]
            if value == symbol { return mid }
            if value < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The coefficient of a symbol (0 when it has no cell).
    func coefficient(of symbol: Int32) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return coefficients[index]
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }
}

/// Kiwi's tolerance for a coefficient or constant that counts as zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool { value < 1e-8 && value > -1e-8 }
