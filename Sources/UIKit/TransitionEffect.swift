import Foundation

/// What a ``CATransition`` shows at each point of its progress: where the old and the new
/// content of the layer are, as offsets in the layer's own coordinates, and how opaque each
/// is. A value: `value(at:)` is pure, so the effect is tested without a clock.
struct TransitionEffect {
    /// The content's placement and opacity at one progress.
    struct Look: Equatable {
        /// Where the new content (the layer itself) is, from its place.
        var newOffset: CGSize
        /// The new content's opacity, 0…1.
        var newAlpha: Double
        /// Where the old content (the picture of the layer) is, from the layer's place.
        var oldOffset: CGSize
        /// The old content's opacity, 0…1.
        var oldAlpha: Double
    }

    /// The motion of the effect.
    enum Motion: Equatable {
        /// The old fades out over the new.
        case fade
        /// The new slides in over the old.
        case moveIn
        /// The new slides in, pushing the old out.
        case push
        /// The old slides out, uncovering the new.
        case reveal
    }

    /// The motion.
    var motion: Motion
    /// The side the motion starts from, as a unit vector (`CATransitionSubtype.entry`).
    var entry: (x: Double, y: Double)
    /// The layer's size: how far the content moves.
    var size: CGSize
    /// Whether the new content fades in as the old fades out (a layer with no opaque
    /// background); otherwise it is fully there beneath the old from the start.
    var fadesNewContent: Bool

    /// The effect of a transition on a layer of `size`; a type Core Animation keeps private
    /// is a fade.
    init(type: CATransitionType, subtype: CATransitionSubtype?, size: CGSize, fadesNewContent: Bool) {
        motion = switch type {
        case .moveIn: .moveIn
        case .push: .push
        case .reveal: .reveal
        default: .fade
        }
        entry = (subtype ?? .fromLeft).entry
        self.size = size
        self.fadesNewContent = fadesNewContent
    }

    /// Whether the old content is drawn in front of the new (all but a move-in, where the new
    /// slides over it).
    var oldIsInFront: Bool { motion != .moveIn }

    /// The look at `progress` (0: all old, 1: all new; clamped into 0…1).
    func value(at progress: Double) -> Look {
        let progress = progress.isNaN ? 0 : Swift.min(1, Swift.max(0, progress))
        let span = CGSize(width: entry.x * size.width, height: entry.y * size.height)
        func scaled(_ factor: Double) -> CGSize { CGSize(width: span.width * factor, height: span.height * factor) }
        switch motion {
        case .fade:
            return Look(newOffset: .zero, newAlpha: fadesNewContent ? progress : 1, oldOffset: .zero, oldAlpha: 1 - progress)
        case .moveIn:
            return Look(newOffset: scaled(1 - progress), newAlpha: 1, oldOffset: .zero, oldAlpha: 1)
        case .push:
            return Look(newOffset: scaled(1 - progress), newAlpha: 1, oldOffset: scaled(-progress), oldAlpha: 1)
        case .reveal:
            return Look(newOffset: .zero, newAlpha: 1, oldOffset: scaled(-progress), oldAlpha: 1)
        }
    }
}
