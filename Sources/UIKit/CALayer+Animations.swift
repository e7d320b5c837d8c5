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
    /// values.
    ///
    /// Nothing is added, and the delegate hears `animationDidStop(_:finished: false)` at once,
    /// when the animation is not a ``CABasicAnimation``, ``CAKeyframeAnimation`` or
    /// ``CAAnimationGroup`` of them, animates a key path ``CAPropertyAnimation`` does not
    /// list, has no usable values, or the layer is a presentation layer; a line on standard
    /// error says which. A layer outside a window has no clock: its animation stops the same
    /// way, without the line.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let view = modelView, let clock = view.window?.clock else {
            anim.delegate?.animationDidStop(anim, finished: false)
            return
        }
        let group = anim as? CAAnimationGroup
        var parts: [(property: AnimatableProperty, blend: AnimatableProperty.Blend, source: CAAnimation)] = []
        for source in group.map({ $0.animations ?? [] }) ?? [anim] {
            guard !(source is CAAnimationGroup), let (path, blend) = Self.blend(for: source, model: view.model) else {
                let name = (source as? CAPropertyAnimation)?.keyPath ?? "an animation without a key path"
                FileHandle.standardError.write(Data("CALayer: cannot animate \(name) (docs/porting.md lists what can be)\n".utf8))
                anim.delegate?.animationDidStop(anim, finished: false)
                return
            }
            parts.append((path.property, blend, source))
        }
        if parts.isEmpty {
            // An empty group animates nothing, but runs its time and tells its delegate.
            parts.append((.alpha, { _, _ in }, anim))
        }
        if let key { removeAnimation(forKey: key) }
        let start = anim.beginTime.isFinite && anim.beginTime > 0 ? anim.beginTime : clock.time
        let groupClock = group.map { group in
            GroupClock(start: start, duration: Self.seconds(of: group), cycles: Self.cycles(of: group), autoreverses: group.autoreverses,
                       fillsBackwards: group.fillMode.fillsBackwards, fillsForwards: group.fillMode.fillsForwards,
                       curve: group.timingFunction?.timingCurve ?? .linear)
        }
        let transactionGroup = CATransaction.completionGroup()
        transactionGroup?.retain()
        let completion = AnimationCompletion { finished in
            anim.delegate?.animationDidStop(anim, finished: finished)
            transactionGroup?.release(finished: true)
        }
        // One record for the whole: one key, one start and stop for the delegate.
        let explicit = PropertyAnimation.Explicit(key: key, animation: anim, staysAfterEnd: !anim.isRemovedOnCompletion)
        for part in parts {
            var timing = Self.timing(of: part.source, start: groupClock == nil ? start : Swift.max(0, part.source.beginTime.isFinite ? part.source.beginTime : 0))
            timing.group = groupClock
            view.addExplicitAnimation(PropertyAnimation(property: part.property, blend: part.blend, clock: .explicit(timing),
                                                        allowsUserInteraction: true, completion: completion, explicit: explicit))
        }
    }

    /// An animation's timing, its active time beginning at `start`.
    private static func timing(of anim: CAAnimation, start: Double) -> ExplicitTiming {
        let pacing: ExplicitTiming.Pacing = if let spring = anim as? CASpringAnimation {
            .spring(spring.spring, initialVelocity: spring.initialVelocity.isFinite ? Double(spring.initialVelocity) : 0)
        } else {
            .curve(anim.timingFunction?.timingCurve ?? .linear)
        }
        return ExplicitTiming(start: start, duration: seconds(of: anim), cycles: cycles(of: anim), autoreverses: anim.autoreverses,
                              fillsBackwards: anim.fillMode.fillsBackwards, fillsForwards: anim.fillMode.fillsForwards, pacing: pacing)
    }

    /// One cycle's length: the duration, or the transaction's when it is 0 (or bad).
    private static func seconds(of anim: CAAnimation) -> Double {
        let seconds = anim.duration.isFinite && anim.duration > 0 ? Swift.min(anim.duration, 3600) : CATransaction.animationDuration()
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

    /// The key path and the blend that writes an animation's value at a progress, or nil when
    /// the animation cannot be run.
    private static func blend(for anim: CAAnimation, model: LayerState) -> (LayerKeyPath, AnimatableProperty.Blend)? {
        guard let property = anim as? CAPropertyAnimation, let name = property.keyPath, let path = LayerKeyPath(name) else { return nil }
        let modelValue = path.read(model)
        /// Shows a value: instead of what is below, or added to it (`isAdditive`).
        let show: (inout LayerState, LayerKeyPath.Value) -> Void = if property.isAdditive {
            { state, value in path.write(&state, path.read(state).adding(value, times: 1) ?? value) }
        } else {
            { state, value in path.write(&state, value) }
        }
        if let keyframes = anim as? CAKeyframeAnimation {
            let values = (keyframes.values ?? []).compactMap { path.value(from: $0) }
            guard !values.isEmpty, values.count == keyframes.values?.count else { return nil }
            let track = KeyframeTrack(values: values, keyTimes: keyframes.keyTimes?.map(\.doubleValue),
                                      curves: keyframes.timingFunctions?.map(\.timingCurve), discrete: keyframes.calculationMode == .discrete)
            return (path, { state, progress in show(&state, track.value(at: progress)) })
        }
        guard let basic = anim as? CABasicAnimation else { return nil }
        let given = (from: path.value(from: basic.fromValue), to: path.value(from: basic.toValue), by: path.value(from: basic.byValue))
        let fromValue: LayerKeyPath.Value
        let toValue: LayerKeyPath.Value
        switch (given.from, given.to, given.by) {
        case (let from?, let to?, _):
            (fromValue, toValue) = (from, to)
        case (let from?, nil, let by?):
            (fromValue, toValue) = (from, from.adding(by, times: 1) ?? modelValue)
        case (nil, let to?, let by?):
            (fromValue, toValue) = (to.adding(by, times: -1) ?? modelValue, to)
        case (nil, nil, let by?):
            (fromValue, toValue) = (modelValue, modelValue.adding(by, times: 1) ?? modelValue)
        case (let from?, nil, nil):
            (fromValue, toValue) = (from, modelValue)
        case (nil, let to?, nil):
            (fromValue, toValue) = (modelValue, to)
        case (nil, nil, nil):
            return nil
        }
        return (path, { state, progress in show(&state, fromValue.interpolated(to: toValue, amount: progress)) })
    }
}
