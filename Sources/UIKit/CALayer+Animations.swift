import Foundation
import Motion

/// The current time of Core Animation's clock (`CACurrentMediaTime()`): Today's is the window
/// clock's time, of the window `UIScreen.main` follows (the key window, else the newest), 0
/// with none. Add it to a delay for an animation's ``CAAnimation/beginTime``.
@MainActor @preconcurrency
public func CACurrentMediaTime() -> TimeInterval {
    UIScreen.main.window?.clock.time ?? 0
}

extension CALayer {
    /// Adds an explicit animation, replacing the one under the same key (which stops, not
    /// finished). The animation is read now; it changes what the layer shows, not its model
    /// values. A ``CATransition`` goes under ``kCATransition`` whatever the key.
    ///
    /// Nothing is added, and the delegate hears `animationDidStop(_:finished: false)` at once,
    /// when the animation is not a ``CATransition``, ``CABasicAnimation``,
    /// ``CAKeyframeAnimation`` or ``CAAnimationGroup`` of these (groups among them), animates a
    /// key path ``CAPropertyAnimation`` does not list, has no usable values, or the layer is a
    /// presentation layer; a line on standard error says which. A layer outside a window has
    /// no clock: its animation stops the same way, without the line.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let view = modelView, let clock = view.window?.clock else {
            anim.delegate?.animationDidStop(anim, finished: false)
            return
        }
        if let transition = anim as? CATransition, let window = view.window {
            addTransition(transition, on: view, window: window)
            return
        }
        let start = anim.beginTime.isFinite && anim.beginTime > 0 ? anim.beginTime : clock.time
        // Every animation of the group tree, with the clocks of the groups around it (outermost
        // first): a group's begin time counts in the time of the group around it, and a
        // grouped animation or group of no duration of its own runs for its group's.
        var parts: [(property: AnimatableProperty?, blend: Blend, source: CAAnimation, groups: [GroupClock])] = []
        var refused: CAAnimation?
        func gather(_ source: CAAnimation, in groups: [GroupClock]) {
            guard refused == nil else { return }
            if let group = source as? CAAnimationGroup {
                let groupStart = groups.isEmpty ? start : Self.startInGroup(of: group)
                let clock = GroupClock(timing: Self.mediaTiming(of: group, start: groupStart, defaultDuration: groups.last?.timing.duration),
                                       curve: group.timingFunction?.timingCurve ?? .linear)
                for inner in group.animations ?? [] { gather(inner, in: groups + [clock]) }
                if groups.isEmpty, parts.isEmpty {
                    // An empty group animates nothing, but runs its time and tells its delegate.
                    parts.append((nil, .state { _, _ in }, group, []))
                }
                return
            }
            guard let blend = blend(for: source, model: view.model) else {
                refused = source
                return
            }
            parts.append((blend.property, blend.blend, source, groups))
        }
        gather(anim, in: [])
        if let refused {
            let name = (refused as? CAPropertyAnimation)?.keyPath ?? "an animation without a key path"
            FileHandle.standardError.write(Data("CALayer: cannot animate \(name) (docs/porting.md lists what can be)\n".utf8))
            anim.delegate?.animationDidStop(anim, finished: false)
            return
        }
        if let key { removeAnimation(forKey: key) }
        let transactionGroup = CATransaction.completionGroup()
        transactionGroup?.retain()
        let completion = AnimationCompletion { finished in
            anim.delegate?.animationDidStop(anim, finished: finished)
            transactionGroup?.release(finished: true)
        }
        // One record for the whole: one key, one start and stop for the delegate.
        let explicit = PropertyAnimation.Explicit(key: key, animation: anim, staysAfterEnd: !anim.isRemovedOnCompletion)
        for part in parts {
            // A grouped animation of no duration of its own runs for the group's (as Core
            // Animation's own group example relies on).
            let partStart = part.groups.isEmpty ? start : Self.startInGroup(of: part.source)
            let timing = ExplicitTiming(timing: Self.mediaTiming(of: part.source, start: partStart,
                                                                 defaultDuration: part.groups.last?.timing.duration),
                                        pacing: part.source.pacing, groups: part.groups)
            let animation = switch part.blend {
            case .state(let blend):
                PropertyAnimation(property: part.property, blend: blend, clock: .explicit(timing),
                                  allowsUserInteraction: true, completion: completion, explicit: explicit)
            case .look(let blend):
                PropertyAnimation(property: nil, blend: { _, _ in }, clock: .explicit(timing), allowsUserInteraction: true,
                                  completion: completion, explicit: explicit, lookBlend: blend)
            }
            view.addExplicitAnimation(animation)
        }
    }

    /// When a grouped animation begins in its group's time: its begin time, 0 when not positive
    /// and finite.
    private static func startInGroup(of anim: CAAnimation) -> Double {
        anim.beginTime.isFinite ? Swift.max(0, anim.beginTime) : 0
    }

    /// An animation's cycles, its active time beginning at `start`; `defaultDuration` stands
    /// for a duration of 0 (or bad), the transaction's when nil.
    static func mediaTiming(of anim: CAAnimation, start: Double, defaultDuration: Double? = nil) -> MediaTiming {
        MediaTiming(start: start, duration: seconds(of: anim, default: defaultDuration), cycles: cycles(of: anim),
                    autoreverses: anim.autoreverses, fillsBackwards: anim.fillMode.fillsBackwards,
                    fillsForwards: anim.fillMode.fillsForwards)
    }

    /// One cycle's length: the duration, or `default` (the transaction's when nil) when it is
    /// 0 (or bad).
    private static func seconds(of anim: CAAnimation, default fallback: Double?) -> Double {
        let seconds = anim.duration.isFinite && anim.duration > 0 ? Swift.min(anim.duration, 3600)
            : fallback ?? CATransaction.animationDuration()
        return Swift.max(seconds, 1e-6)
    }

    /// How many cycles run: the repeat count, one when it is 0 (or bad).
    private static func cycles(of anim: CAAnimation) -> Double {
        anim.repeatCount.isNaN || anim.repeatCount <= 0 ? 1 : Double(anim.repeatCount)
    }

    /// Removes the explicit animation added under `key` (its delegate hears it stopped, not
    /// finished); nothing happens when there is none.
    public func removeAnimation(forKey key: String) {
        modelView?.removeExplicitAnimations { $0.key == key }
    }

    /// Removes every animation of the layer: the explicit ones and those of animation blocks
    /// (as on iOS, where both are the layer's); the layer shows its model values.
    public func removeAllAnimations() {
        modelView?.removeAllAnimations()
    }

    /// The explicit animation added under `key`, if it is still on the layer.
    public func animation(forKey key: String) -> CAAnimation? {
        modelView?.animations.last { $0.explicit?.key == key }?.explicit?.animation
    }

    /// The keys of the explicit animations on the layer, oldest first (nil when there are
    /// none).
    public func animationKeys() -> [String]? {
        var seen = Set<ObjectIdentifier>()
        let records = (modelView?.animations ?? []).compactMap(\.explicit).filter { seen.insert(ObjectIdentifier($0)).inserted }
        let keys = records.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// What an animation writes at a progress: into the view's state, or into what a layer
    /// subclass draws from its own properties.
    enum Blend {
        case state((inout LayerState, Double) -> Void)
        case look((inout LayerLook, Double) -> Void)
    }

    /// The blend of an animation on this layer, or nil when it cannot be run: a key path of
    /// the view's state, or one of the layer's own (``ownBlend(for:keyPath:)``).
    private func blend(for anim: CAAnimation, model: LayerState) -> (property: AnimatableProperty?, blend: Blend)? {
        guard let property = anim as? CAPropertyAnimation, let name = property.keyPath else { return nil }
        if let path = LayerKeyPath(name), let blend = Self.blend(for: anim, path: path, model: model) {
            guard let turn = property.turnAtProgress() else { return (path.property, .state(blend)) }
            // Turned to follow the direction of travel (a keyframe path's `rotationMode`).
            return (path.property, .state({ state, progress in
                blend(&state, progress)
                state.transform = CATransform3DConcat(CATransform3DMakeRotation(turn(progress), 0, 0, 1), state.transform)
            }))
        }
        if LayerKeyPath(name) != nil { return nil }
        return ownBlend(for: anim, keyPath: name).map { (nil, $0) }
    }

    /// The blend that writes an animation's value at a progress for a key path (shown instead
    /// of what is below, or added to it with `isAdditive`), or nil when the animation has no
    /// usable values.
    static func blend<Path: AnimatedKeyPath>(for anim: CAAnimation, path: Path, model: Path.Target)
        -> ((inout Path.Target, Double) -> Void)?
    {
        guard let property = anim as? CAPropertyAnimation,
              let value = property.valueAtProgress(reading: { path.value(from: $0) }, model: path.read(model)) else { return nil }
        if property.isAdditive {
            return { target, progress in
                let shown = value(progress)
                path.write(&target, path.read(target).adding(shown, times: 1) ?? shown)
            }
        }
        return { target, progress in path.write(&target, value(progress)) }
    }
}
