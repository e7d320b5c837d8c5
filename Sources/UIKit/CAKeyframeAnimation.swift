import Foundation

/// An explicit animation through a list of values (Core Animation's `CAKeyframeAnimation`),
/// such as a shake (`"position.x"` through five offsets) or a pulse.
///
/// ``values`` are reached at ``keyTimes`` (fractions of the duration, rising from 0 to 1;
/// evenly spaced when nil or of another count than the values). Between two keys the value
/// moves linearly, paced by ``timingFunctions`` (one per segment; linear when nil), or holds
/// with `calculationMode = .discrete`. `.paced`, `.cubic` and `.cubicPaced` move as `.linear`
/// (`docs/porting.md`).
@MainActor @preconcurrency
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in the property's type (see ``CABasicAnimation``).
    public var values: [Any]?
    /// When each value is reached, 0…1 (nil: evenly spaced).
    public var keyTimes: [NSNumber]?
    /// The pacing of each segment between two values (nil: linear).
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How values between the keys are found (`.linear` by default).
    public var calculationMode: CAAnimationCalculationMode = .linear

    override func valueAtProgress(reading read: (Any?) -> AnimatedValue?, model: AnimatedValue) -> ((Double) -> AnimatedValue)? {
        let given = values ?? []
        let parsed = given.compactMap(read)
        guard !parsed.isEmpty, parsed.count == given.count else { return nil }
        let track = KeyframeTrack(values: parsed, keyTimes: keyTimes?.map(\.doubleValue),
                                  curves: timingFunctions?.map(\.timingCurve), discrete: calculationMode == .discrete)
        return track.value(at:)
    }
}

/// How a keyframe animation finds values between its keys (Core Animation's
/// `CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// A mode by name; one Today does not know moves linearly.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight between keys (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed over the whole path (moves as `.linear` here).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the keys (moves as `.linear` here).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at even speed (moves as `.linear` here).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
