/// Which side of the layer a ``CATransition``'s motion starts from (Core Animation's
/// `CATransitionSubtype`); the content moves away from that side.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// A subtype by name; one Core Animation does not know counts as ``fromLeft``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The motion starts at the right side: new content enters from the right, moving left.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The motion starts at the left side, moving right.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The motion starts at the top, moving down.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The motion starts at the bottom, moving up.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")

    /// The side the motion starts from as a unit vector in the layer's coordinates (y down):
    /// where the new content of a push starts, as a fraction of the layer's size.
    var entry: (x: Double, y: Double) {
        switch self {
        case .fromRight: (1, 0)
        case .fromTop: (0, -1)
        case .fromBottom: (0, 1)
        default: (-1, 0)
        }
    }
}
