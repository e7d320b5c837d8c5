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
    /// when the animation is not a ``CABasicAnimation`` or ``CAKeyframeAnimation`` of a key
    /// path ``CAPropertyAnimation`` lists, has no usable values, or the layer is a
    /// presentation layer; a layer outside a window has no clock, and its animation stops at
    /// once, not finished.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let view = modelView, let clock = view.window?.clock else {
            anim.delegate?.animationDidStop(anim, finished: false)
            return
        }
        guard let (path, blend) = Self.blend(for: anim, model: view.model) else {
            FileHandle.standardError.write(Data("CALayer: cannot animate \((anim as? CAPropertyAnimation)?.keyPath ?? "an animation without a key path") (docs/porting.md lists the key paths)\n".utf8))
            anim.delegate?.animationDidStop(anim, finished: false)
            return
        }
        if let key { removeAnimation(forKey: key) }
        let seconds = anim.duration.isFinite && anim.duration > 0 ? Swift.min(anim.duration, 3600) : CATransaction.animationDuration()
        let pacing: ExplicitTiming.Pacing = if let spring = anim as? CASpringAnimation {
            .spring(spring.spring, initialVelocity: spring.initialVelocity.isFinite ? Double(spring.initialVelocity) : 0)
        } else {
            .curve(anim.timingFunction?.timingCurve ?? .linear)
        }
        let cycles = anim.repeatCount.isNaN || anim.repeatCount <= 0 ? 1 : Double(anim.repeatCount)
        let start = anim.beginTime.isFinite && anim.beginTime > 0 ? anim.beginTime : clock.time
        let timing = ExplicitTiming(start: start, duration: Swift.max(seconds, 1e-6), cycles: cycles, autoreverses: anim.autoreverses,
                                    fillsBackwards: anim.fillMode.fillsBackwards, fillsForwards: anim.fillMode.fillsForwards, pacing: pacing)
        let group = CATransaction.completionGroup()
        group?.retain()
        let completion = AnimationCompletion { finished in
            anim.delegate?.animationDidStop(anim, finished: finished)
            group?.release(finished: true)
        }
        let explicit = PropertyAnimation.Explicit(key: key, animation: anim, staysAfterEnd: !anim.isRemovedOnCompletion)
        view.addExplicitAnimation(PropertyAnimation(property: path.property, blend: blend, clock: .explicit(timing),
                                                    allowsUserInteraction: true, completion: completion, explicit: explicit))
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
        let keys = modelView?.animations.compactMap { $0.explicit?.key } ?? []
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
