import Motion

extension UIView {
    /// Options of ``UIView/animate(withDuration:delay:options:animations:completion:)`` (UIKit's
    /// `UIView.AnimationOptions`, the ones that matter without Core Animation's layer tree).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The option bits; the curve occupies bits 16 and 17, as in UIKit.
        public let rawValue: Int

        /// Options from bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Animated views still receive touches (otherwise hit testing skips them while they
        /// animate, as in UIKit).
        public static let allowUserInteraction = UIView.AnimationOptions(rawValue: 1 << 1)
        /// Start from the presented value and replace running animations of the same properties
        /// (their completions get `false`) instead of adding to them.
        public static let beginFromCurrentState = UIView.AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever (the completion runs only when the animation is removed).
        public static let `repeat` = UIView.AnimationOptions(rawValue: 1 << 3)
        /// Run forward then backward each cycle; without `repeat` the value then jumps to the model
        /// value, as in UIKit.
        public static let autoreverse = UIView.AnimationOptions(rawValue: 1 << 4)

        /// The ease-in-ease-out curve (the default; its bits are zero, as in UIKit).
        public static let curveEaseInOut = UIView.AnimationOptions(rawValue: 0 << 16)
        /// The ease-in curve.
        public static let curveEaseIn = UIView.AnimationOptions(rawValue: 1 << 16)
        /// The ease-out curve.
        public static let curveEaseOut = UIView.AnimationOptions(rawValue: 2 << 16)
        /// Linear timing.
        public static let curveLinear = UIView.AnimationOptions(rawValue: 3 << 16)

        /// The curve these options choose.
        public var curve: AnimationCurve {
            switch (rawValue >> 16) & 3 {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }
}
