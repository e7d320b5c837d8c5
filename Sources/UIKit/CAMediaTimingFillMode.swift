/// What an explicit animation shows outside its active time (Core Animation's
/// `CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// A fill mode by name; one Core Animation does not know fills nothing (`.removed`).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Nothing outside the active time: the model value shows before and after (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the end, while the animation is kept
    /// (`isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows from when the animation is added until its `beginTime`.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `.backwards` and `.forwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// Whether the first value shows before the begin time.
    var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the final value stays after the end.
    var fillsForwards: Bool { self == .forwards || self == .both }
}
