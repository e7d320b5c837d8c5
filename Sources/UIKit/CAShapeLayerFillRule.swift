/// How a ``CAShapeLayer`` decides what is inside a path that crosses itself (Core
/// Animation's `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// A rule by name; one Core Animation does not know counts as ``nonZero``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Inside where the path winds round a point a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from the point crosses the path an odd number of times: a ring
    /// drawn as two circles has a hole.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
