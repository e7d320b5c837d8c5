/// The effect of a ``CATransition`` (Core Animation's `CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// A transition type by name. Names Core Animation keeps private (`"cube"`,
    /// `"pageCurl"`, …) are drawn as ``fade`` (docs/porting.md).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The old content fades out as the new fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old, which stays in place.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content slides in and pushes the old out ahead of it.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, uncovering the new, which stays in place.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
