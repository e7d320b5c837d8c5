import Motion

/// The animation block being run: while its closure runs, every model change of a view becomes
/// an animation with the block's timing (Core Animation's implicit transaction).
///
/// The current transaction is a task-local value, so blocks nest, and code outside any block
/// (or inside ``UIView/performWithoutAnimation(_:)``) changes values at once.
@MainActor @preconcurrency
final class AnimationTransaction {
    /// What the block's changes become.
    enum Kind {
        /// Timed animations.
        case timed(duration: Double, delay: Double, timing: PropertyAnimation.Timing, options: UIView.AnimationOptions)
        /// Segments of a keyframe animation, assembled when the block ends.
        case keyframes(KeyframeRecorder)
        /// Animations driven by a property animator, added when it was at a progress.
        case driven(UIViewPropertyAnimator, startProgress: Double, nested: PropertyAnimation.NestedTiming?)
        /// A percent-driven interaction capturing a transition: direct changes are immediate
        /// (set-up), and animation blocks become driven by the capture.
        case capturing(UIViewPropertyAnimator)
        /// No animation (``UIView/performWithoutAnimation(_:)``).
        case disabled
    }

    /// The block running now, if any.
    @TaskLocal static var current: AnimationTransaction?

    /// Animations waiting to join the next top-level animation block (a transition's alongside
    /// animations while its animator's `animateTransition(using:)` runs).
    @TaskLocal static var pendingAlongside: PendingAlongside?

    /// Blocks to run once, inside the first animation block that takes them.
    @MainActor final class PendingAlongside {
        private var blocks: (() -> Void)?
        /// Blocks to run once.
        init(_ blocks: @escaping () -> Void) { self.blocks = blocks }
        /// The blocks, the first time (nil after).
        func take() -> (() -> Void)? {
            defer { blocks = nil }
            return blocks
        }
        /// Whether the blocks were taken.
        var isTaken: Bool { blocks == nil }
    }

    let kind: Kind
    let completion: AnimationCompletion?
    /// The animations created so far.
    private(set) var animations: [PropertyAnimation] = []

    init(kind: Kind, completion: AnimationCompletion?) {
        self.kind = kind
        self.completion = completion
    }

    /// Turns a model change of a view into animations (or, for keyframes, into a segment).
    func record(_ view: UIView, from old: LayerState, to new: LayerState, presented: LayerState) {
        switch kind {
        case .disabled, .capturing:
            view.removeAnimations(changedBetween: old, and: new)
        case .keyframes(let recorder):
            recorder.record(view, from: old, to: new)
        case .timed(let duration, let delay, let timing, let options):
            guard let clock = view.window?.clock else { return }
            let replace = options.contains(.beginFromCurrentState)
            let startTime = clock.time + Swift.max(0, delay)
            for property in AnimatableProperty.allCases {
                guard let blend = property.blend(from: old, to: new, presented: presented, additive: !replace) else { continue }
                if replace { view.removeAnimations(of: property) }
                add(PropertyAnimation(
                    property: property, blend: blend,
                    clock: .timed(start: startTime, duration: duration, timing: timing,
                                  repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse)),
                    allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion), to: view)
            }
        case .driven(let animator, let startProgress, let nested):
            if !animator.recordedViews.contains(where: { $0 === view }) { animator.recordedViews.append(view) }
            for property in AnimatableProperty.allCases {
                // A property animator's own animations blend from the presented value and replace
                // earlier ones (a scrub must be able to land on any state); blocks captured from
                // a transition add up, so sequential blocks of one property chain.
                let additive = nested?.chains ?? false
                guard let blend = property.blend(from: old, to: new, presented: presented, additive: additive) else { continue }
                if !additive { view.removeAnimations(of: property) }
                add(PropertyAnimation(property: property, blend: blend, clock: .driven(animator, startProgress: startProgress, nested: nested),
                                      allowsUserInteraction: animator.isUserInteractionEnabled, completion: nil), to: view)
            }
        }
    }

    func add(_ animation: PropertyAnimation, to view: UIView) {
        animations.append(animation)
        view.animations.append(animation)
        view.window?.startTracking(view)
    }
}

/// Collects the changes made in each `addKeyframe` of a keyframe block: per view, the state
/// before the block and the state after each keyframe with its relative timing.
@MainActor @preconcurrency
final class KeyframeRecorder {
    struct Segment {
        var start: Double
        var duration: Double
        var state: LayerState
    }

    struct Track {
        weak var view: UIView?
        var initial: LayerState
        var presented: LayerState
        var segments: [Segment]
    }

    /// The window of the keyframe being recorded (relative start and duration).
    var currentWindow: (start: Double, duration: Double) = (0, 1)
    private(set) var tracks: [ObjectIdentifier: Track] = [:]
    private(set) var order: [ObjectIdentifier] = []

    func record(_ view: UIView, from old: LayerState, to new: LayerState) {
        let id = ObjectIdentifier(view)
        if tracks[id] == nil {
            tracks[id] = Track(view: view, initial: old, presented: view.presentationValue(for: old), segments: [])
            order.append(id)
        }
        let segment = Segment(start: currentWindow.start, duration: currentWindow.duration, state: new)
        guard var track = tracks[id] else { return }
        if let last = track.segments.last, last.start == segment.start, last.duration == segment.duration {
            track.segments[track.segments.count - 1] = segment
        } else {
            track.segments.append(segment)
        }
        tracks[id] = track
    }

    /// Key times and states for a track: the presented start at 0, each keyframe's state at its
    /// end (held from the previous key until its start), the last state at 1.
    static func keys(for track: Track) -> (times: [Double], states: [LayerState]) {
        var times = [0.0]
        var states = [track.presented]
        for segment in track.segments.sorted(by: { $0.start < $1.start }) {
            let start = Swift.min(1, Swift.max(0, segment.start))
            // A keyframe of no duration is a jump at its start: a microsecond-wide step.
            let end = Swift.min(1, Swift.max(start + (segment.duration > 0 ? 0 : 1e-6), start + Swift.max(0, segment.duration)))
            if start > times[times.count - 1] + 1e-9 {
                times.append(start)
                states.append(states[states.count - 1])
            }
            if end > times[times.count - 1] + 1e-9 {
                times.append(end)
                states.append(segment.state)
            } else {
                states[states.count - 1] = segment.state
            }
        }
        if times[times.count - 1] < 1 - 1e-9 {
            times.append(1)
            states.append(states[states.count - 1])
        }
        return (times, states)
    }
}
