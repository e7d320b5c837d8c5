/// The shape of a ``CAShapeLayer``'s stroke corners (Core Animation's `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// A join by name; one Core Animation does not know counts as ``miter``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Sharp, bevelled past the mitre limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut off square.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The join as the renderer strokes it.
    var lineJoin: CGLineJoin {
        switch self {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}
