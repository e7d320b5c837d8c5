import Motion

/// The animatable properties of ``LayerState``, and how each one animates.
///
/// Numbers, points, sizes and rectangles animate additively (UIKit's behaviour since iOS 8): an
/// animation adds `(old − new)·(1 − progress)` to whatever is below it, so a second animation of
/// a moving property starts where the property is and keeps its motion. Colours and transforms
/// animate from the presented value to the new one (transforms by decomposition).
/// `isHidden` does not animate: it changes at once.
enum AnimatableProperty: CaseIterable, Hashable, Sendable {
    case bounds, center, anchorPoint, transform, sublayerTransform, alpha, backgroundColor, cornerRadius
    case borderWidth, borderColor, shadowColor, shadowOpacity, shadowRadius, shadowOffset, zPosition, effectAmount

    typealias Blend = (inout LayerState, Double) -> Void

    /// The blend from `old` to `new` for this property, or nil when it did not change.
    /// `presented` is the value drawn just before the change.
    func blend(from old: LayerState, to new: LayerState, presented: LayerState, additive: Bool) -> Blend? {
        switch self {
        case .bounds: Self.vector(\.bounds, old, new, presented, additive)
        case .center: Self.vector(\.center, old, new, presented, additive)
        case .anchorPoint: Self.vector(\.anchorPoint, old, new, presented, additive)
        case .transform: Self.replacing(\.transform, old, new, presented)
        case .sublayerTransform: Self.replacing(\.sublayerTransform, old, new, presented)
        case .alpha: Self.vector(\.alpha, old, new, presented, additive)
        case .backgroundColor: Self.optionalColor(old, new, presented)
        case .cornerRadius: Self.vector(\.cornerRadius, old, new, presented, additive)
        case .borderWidth: Self.vector(\.borderWidth, old, new, presented, additive)
        case .borderColor: Self.replacing(\.borderColor, old, new, presented)
        case .shadowColor: Self.replacing(\.shadowColor, old, new, presented)
        case .shadowOpacity: Self.vector(\.shadowOpacity, old, new, presented, additive)
        case .shadowRadius: Self.vector(\.shadowRadius, old, new, presented, additive)
        case .shadowOffset: Self.vector(\.shadowOffset, old, new, presented, additive)
        case .zPosition: Self.vector(\.zPosition, old, new, presented, additive)
        case .effectAmount: Self.vector(\.effectAmount, old, new, presented, additive)
        }
    }

    /// A keyframe blend through the property's values in `states` at `keyTimes`, or nil when the
    /// property does not change across them (or the keys are unusable).
    func keyframeBlend(states: [LayerState], keyTimes: [Double], mode: Keyframes<Double>.CalculationMode) -> Blend? {
        switch self {
        case .bounds: Self.track(\.bounds, states, keyTimes, mode)
        case .center: Self.track(\.center, states, keyTimes, mode)
        case .anchorPoint: Self.track(\.anchorPoint, states, keyTimes, mode)
        case .transform: Self.track(\.transform, states, keyTimes, mode)
        case .sublayerTransform: Self.track(\.sublayerTransform, states, keyTimes, mode)
        case .alpha: Self.track(\.alpha, states, keyTimes, mode)
        case .backgroundColor: Self.colorTrack(states, keyTimes, mode)
        case .cornerRadius: Self.track(\.cornerRadius, states, keyTimes, mode)
        case .borderWidth: Self.track(\.borderWidth, states, keyTimes, mode)
        case .borderColor: Self.track(\.borderColor, states, keyTimes, mode)
        case .shadowColor: Self.track(\.shadowColor, states, keyTimes, mode)
        case .shadowOpacity: Self.track(\.shadowOpacity, states, keyTimes, mode)
        case .shadowRadius: Self.track(\.shadowRadius, states, keyTimes, mode)
        case .shadowOffset: Self.track(\.shadowOffset, states, keyTimes, mode)
        case .zPosition: Self.track(\.zPosition, states, keyTimes, mode)
        case .effectAmount: Self.track(\.effectAmount, states, keyTimes, mode)
        }
    }

    // MARK: Kinds

    static func vector<T: VectorArithmetic & Interpolatable & Equatable>(
        _ keyPath: WritableKeyPath<LayerState, T> & Sendable, _ old: LayerState, _ new: LayerState, _ presented: LayerState, _ additive: Bool
    ) -> Blend? {
        let from = old[keyPath: keyPath]
        let to = new[keyPath: keyPath]
        guard from != to else { return nil }
        if additive {
            let offset = from - to
            return { state, progress in state[keyPath: keyPath] = state[keyPath: keyPath] + offset.scaled(by: 1 - progress) }
        }
        let start = presented[keyPath: keyPath]
        return { state, progress in state[keyPath: keyPath] = start.interpolated(to: to, amount: progress) }
    }

    static func replacing<T: Interpolatable & Equatable>(
        _ keyPath: WritableKeyPath<LayerState, T> & Sendable, _ old: LayerState, _ new: LayerState, _ presented: LayerState
    ) -> Blend? {
        let to = new[keyPath: keyPath]
        guard old[keyPath: keyPath] != to else { return nil }
        let start = presented[keyPath: keyPath]
        return { state, progress in state[keyPath: keyPath] = start.interpolated(to: to, amount: progress) }
    }

    /// A background colour to or from nil fades from or to the other colour made transparent.
    static func optionalColor(_ old: LayerState, _ new: LayerState, _ presented: LayerState) -> Blend? {
        guard old.backgroundColor != new.backgroundColor else { return nil }
        let target = new.backgroundColor
        let start = presented.backgroundColor ?? target?.withAlphaComponent(0) ?? .clear
        let end = target ?? start.withAlphaComponent(0)
        return { state, progress in
            state.backgroundColor = progress >= 1 ? target : start.interpolated(to: end, amount: progress)
        }
    }

    static func track<T: Interpolatable & Equatable>(
        _ keyPath: WritableKeyPath<LayerState, T> & Sendable, _ states: [LayerState], _ keyTimes: [Double],
        _ mode: Keyframes<Double>.CalculationMode
    ) -> Blend? {
        let values = states.map { $0[keyPath: keyPath] }
        guard values.contains(where: { $0 != values[0] }) else { return nil }
        let trackMode = Keyframes<T>.CalculationMode(rawValue: mode.rawValue) ?? .linear
        // Discrete tracks hold each value from its key time: a keyframe's value appears when the
        // keyframe ends, like the other modes reach it there.
        // The recorder makes one key time per state, rising from 0 to 1: Keyframes cannot refuse them.
        let keyframes: Keyframes<T>
        do {
            keyframes = try Keyframes(values: values, keyTimes: keyTimes, calculationMode: trackMode)
        } catch {
            assertionFailure("the keyframe recorder made keys Keyframes refused: \(error)")
            return nil
        }
        return { state, progress in state[keyPath: keyPath] = keyframes.value(at: progress) }
    }

    static func colorTrack(_ states: [LayerState], _ keyTimes: [Double], _ mode: Keyframes<Double>.CalculationMode) -> Blend? {
        let colors = states.map(\.backgroundColor)
        guard colors.contains(where: { $0 != colors[0] }) else { return nil }
        let fallback = colors.compactMap { $0 }.first ?? .clear
        var filled = states
        for index in filled.indices where filled[index].backgroundColor == nil {
            filled[index].backgroundColor = fallback.withAlphaComponent(0)
        }
        let final = colors.last ?? nil
        guard let inner = track(\.backgroundColorOrClear, filled, keyTimes, mode) else { return nil }
        return { state, progress in
            inner(&state, progress)
            if progress >= 1 { state.backgroundColor = final }
        }
    }
}

extension LayerState {
    /// The background colour with nil read as clear (for keyframe tracks).
    var backgroundColorOrClear: UIColor {
        get { backgroundColor ?? .clear }
        set { backgroundColor = newValue }
    }
}
