/// Whether a layer moving along a keyframe animation's path turns with it (Core Animation's
/// `CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// A mode by name; one Core Animation does not know turns as ``rotateAuto``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The layer turns to the direction of travel (its x axis along the path's tangent).
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to face against the direction of travel.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
