/// The shape of a ``CAShapeLayer``'s stroke ends (Core Animation's `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// A cap by name; one Core Animation does not know counts as ``butt``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Square, ending at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle around the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the line's width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The cap as the renderer strokes it.
    var lineCap: CGLineCap {
        switch self {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }
}
