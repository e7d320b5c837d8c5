/// How much a constraint matters: ``required`` constraints hold exactly; weaker ones are
/// satisfied as well as they can be, each error weighted by its strength.
///
/// The numbers are Kiwi's, so a system exported from Today solves the same in `kiwisolver`:
/// ``required`` is 1,001,001,000, ``strong`` 1,000,000, ``medium`` 1,000 and ``weak`` 1.
/// Values are clamped to `0...required` (NaN counts as 0).
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight, `0...required`.
    public let value: Double

    /// A strength from a weight, clamped to `0...Strength.required.value` (NaN becomes 0).
    public init(_ value: Double) {
        let requiredValue = 1_001_001_000.0
        self.value = value.isNaN ? 0 : Swift.min(requiredValue, Swift.max(0, value))
    }

    /// Kiwi's `strength::create(a, b, c, w)`: `a` strong units, `b` medium and `c` weak, each
    /// clamped to 0…1000 after multiplying by `weight`.
    public static func create(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1) -> Strength {
        func clamp(_ x: Double) -> Double { x.isNaN ? 0 : Swift.max(0, Swift.min(1000, x * weight)) }
        return Strength(clamp(strong) * 1_000_000 + clamp(medium) * 1000 + clamp(weak))
    }

    /// Holds exactly, or the constraint is refused as unsatisfiable.
    public static let required = Strength(1_001_001_000)
    /// Kiwi's strong.
    public static let strong = Strength(1_000_000)
    /// Kiwi's medium.
    public static let medium = Strength(1000)
    /// Kiwi's weak.
    public static let weak = Strength(1)

    /// Whether this is ``required``.
    public var isRequired: Bool { value >= Strength.required.value }

    /// Orders by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    /// `required`, or the weight.
    public var description: String { isRequired ? "required" : "\(value)" }
}
