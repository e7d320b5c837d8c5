import Motion

extension UIView {
    /// Options of ``UIView/animateKeyframes(withDuration:delay:options:animations:completion:)``
    /// (UIKit's `UIView.KeyframeAnimationOptions`): the calculation mode between keyframes, plus
    /// the shared options.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The option bits; the calculation mode occupies bits 10 to 12, as in UIKit.
        public let rawValue: Int

        /// Options from bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// See ``UIView/AnimationOptions/allowUserInteraction``.
        public static let allowUserInteraction = UIView.KeyframeAnimationOptions(rawValue: 1 << 1)
        /// See ``UIView/AnimationOptions/beginFromCurrentState``.
        public static let beginFromCurrentState = UIView.KeyframeAnimationOptions(rawValue: 1 << 2)
        /// See ``UIView/AnimationOptions/repeat``.
        public static let `repeat` = UIView.KeyframeAnimationOptions(rawValue: 1 << 3)
        /// See ``UIView/AnimationOptions/autoreverse``.
        public static let autoreverse = UIView.KeyframeAnimationOptions(rawValue: 1 << 4)

        /// Straight segments between keyframes (the default).
        public static let calculationModeLinear = UIView.KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from value to value.
        public static let calculationModeDiscrete = UIView.KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed over the whole path; the keyframes' times are ignored.
        public static let calculationModePaced = UIView.KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth Catmull-Rom curve through the values.
        public static let calculationModeCubic = UIView.KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at even speed; the keyframes' times are ignored.
        public static let calculationModeCubicPaced = UIView.KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode these options choose.
        public var calculationMode: Keyframes<Double>.CalculationMode {
            switch (rawValue >> 10) & 7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        /// The shared options as ``UIView/AnimationOptions``.
        var animationOptions: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: rawValue & 0x1F) }
    }
}
