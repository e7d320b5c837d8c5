import Foundation
import Motion

/// An explicit animation through a list of values (Core Animation's `CAKeyframeAnimation`),
/// such as a shake (`"position.x"` through five offsets) or a pulse, or along a ``path`` (an
/// item flying into a cart along an arc).
///
/// ``values`` are reached at ``keyTimes`` (fractions of the duration, rising from 0 to 1; for
/// `.discrete`, as many or one more), and ``calculationMode`` says how the value goes between
/// them, as Core Animation documents: straight (`.linear`, each segment paced by its
/// ``timingFunctions`` entry), held (`.discrete`), at an even speed (`.paced`), or along a
/// smooth curve (`.cubic`, `.cubicPaced`). Motion's `Keyframes` runs them. Key times or timing
/// functions that do not fit the values (another count, outside 0…1, not rising) are left
/// out: the keys are spaced evenly and each segment is linear.
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
    /// A path for a point property (`"position"`) to follow instead of ``values``: each
    /// segment's end is a keyframe, reached at ``keyTimes`` (one more than the segments) or
    /// evenly spaced; `.paced` moves at an even speed along the whole length. A path of no
    /// finite points, or on a property that is not a point, cannot be run.
    public var path: CGPath?
    /// Whether the layer turns to follow the path's direction (nil, the default: it does
    /// not).
    public var rotationMode: CAAnimationRotationMode?

    /// The motion along ``path``, if there is one.
    private var pathMotion: PathMotion? {
        path.flatMap { path in
            PathMotion(path: path.path, keyTimes: keyTimes?.map(\.doubleValue), timingCurves: timingFunctions?.map(\.timingCurve),
                       mode: calculationMode)
        }
    }

    override func turnAtProgress() -> ((Double) -> Double)? {
        guard let rotationMode, let motion = pathMotion else { return nil }
        let extra = rotationMode == .rotateAutoReverse ? Double.pi : 0
        return { motion.value(at: $0).angle + extra }
    }

    override func valueAtProgress(reading read: (Any?) -> AnimatedValue?, model: AnimatedValue) -> ((Double) -> AnimatedValue)? {
        if path != nil {
            guard case .point = model, let motion = pathMotion else { return nil }
            return { .point(motion.value(at: $0).point) }
        }
        let given = values ?? []
        let parsed = given.compactMap(read)
        guard !parsed.isEmpty, parsed.count == given.count else { return nil }
        let mode = Keyframes<AnimatedValue>.CalculationMode(rawValue: calculationMode.rawValue) ?? .linear
        let track: Keyframes<AnimatedValue>
        do {
            track = try Keyframes(values: parsed, keyTimes: keyTimes?.map(\.doubleValue), calculationMode: mode,
                                  timingCurves: timingFunctions?.map(\.timingCurve))
        } catch {
            // Key times or curves that do not fit the values: spaced evenly, linear segments.
            do {
                track = try Keyframes(values: parsed, calculationMode: mode)
            } catch {
                assertionFailure("Keyframes refused \(parsed.count) values without key times: \(error)")
                return nil
            }
        }
        return track.value(at:)
    }
}

/// How a keyframe animation finds values between its keys (Core Animation's
/// `CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// A mode by name; one Core Animation does not know moves linearly.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight between keys (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight between keys at an even speed over the whole path (key times ignored).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the keys (a Catmull-Rom spline).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The smooth curve at an even speed (key times ignored).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
