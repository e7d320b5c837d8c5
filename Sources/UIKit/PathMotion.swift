import Foundation
import Motion

/// A point moving along a path, as a `CAKeyframeAnimation` with a `path` moves a layer's
/// position: every segment's end is a keyframe (a move starts a new segment without one of its
/// own), reached at the key times or evenly spaced; `.paced` and `.cubicPaced` move at an even
/// speed along the whole length instead, `.discrete` holds each keyframe until the next. A
/// value: ``value(at:)`` gives the point and the direction of travel at a progress.
struct PathMotion {
    /// The segments, measured, in order.
    private let pieces: [Path.Piece]
    /// The progress at which each segment begins, and 1 after the last.
    private let times: [Double]
    /// How each segment's progress is paced (nil: linear).
    private let curves: [TimingCurve]?
    /// How the point moves between keyframes.
    private let mode: CAAnimationCalculationMode
    /// Where the point is when the path has no segment (its first move), if anywhere.
    private let start: CGPoint?

    /// The motion along `path`; key times and timing curves that do not fit its keyframes
    /// (one per segment end and the start) are left out. Nil for an empty path or one that is
    /// not finite.
    init?(path: Path, keyTimes: [Double]?, timingCurves: [TimingCurve]?, mode: CAAnimationCalculationMode) {
        guard !path.isEmpty, path.elements.allSatisfy(Self.isFinite) else { return nil }
        pieces = Path.pieces(of: path.elements)
        if case .move(let point) = path.elements.first { start = point } else { start = nil }
        self.mode = mode
        let count = pieces.count
        let paced = mode == .paced || mode == .cubicPaced
        if !paced, let keyTimes, keyTimes.count == count + 1, keyTimes.first == 0, keyTimes.last == 1,
           zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) {
            times = keyTimes
        } else if paced {
            let total = pieces.reduce(0) { $0 + $1.length }
            var travelled = 0.0
            times = [0] + pieces.map { piece in
                travelled += piece.length
                return total > 0 ? travelled / total : 1
            }
        } else {
            times = (0...count).map { count > 0 ? Double($0) / Double(count) : 0 }
        }
        curves = !paced && timingCurves?.count == count ? timingCurves : nil
    }

    /// The point and the direction of travel (an angle from the x axis, y down) at `progress`
    /// (clamped into 0…1).
    func value(at progress: Double) -> (point: CGPoint, angle: Double) {
        guard !pieces.isEmpty else { return (start ?? .zero, 0) }
        let progress = progress.isNaN ? 0 : Swift.min(1, Swift.max(0, progress))
        var index = 0
        while index < pieces.count - 1, times[index + 1] <= progress { index += 1 }
        let piece = pieces[index]
        let span = times[index + 1] - times[index]
        var local = span > 0 ? Swift.min(1, Swift.max(0, (progress - times[index]) / span)) : 1
        if mode == .discrete { local = progress >= 1 ? 1 : 0 }
        if let curves { local = curves[index].value(at: local) }
        // Paced: even speed within the segment too; otherwise by the segment's own parameter.
        let parameter = mode == .paced || mode == .cubicPaced ? piece.parameter(at: local * piece.length) : local
        let angle = piece.segment.angle(at: parameter) ?? 0
        return (piece.segment.point(at: parameter), angle)
    }

    private static func isFinite(_ element: Path.Element) -> Bool {
        switch element {
        case .move(let point), .line(let point): point.isFinite
        case .curve(let point, let control1, let control2): point.isFinite && control1.isFinite && control2.isFinite
        case .close: true
        }
    }
}
