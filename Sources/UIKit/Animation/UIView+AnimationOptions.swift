import Motion

extension UIView {
    /// Options of ``UIView/animate(withDuration:delay:options:animations:completion:)`` (UIKit's
    /// `UIView.AnimationOptions`, the ones that matter without Core Animation's layer tree).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The option bits; the curve occupies bits 16 and 17, as in UIKit.
        public let rawValue: Int

        /// Options from bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Accepted and ignored: layout runs at the next frame, outside the block, so subviews
        /// placed in `layoutSubviews()` move at once (call `layoutIfNeeded()` inside the block to
        /// animate them).
        public static let layoutSubviews = UIView.AnimationOptions(rawValue: 1 << 0)
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

        /// Accepted and ignored: nested blocks use their own duration.
        public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
        /// Accepted and ignored: nested blocks use their own curve.
        public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 6)
        /// In ``UIView/transition(with:duration:options:animations:completion:)``, animate the
        /// property changes of the block too (without it they apply at once, under the
        /// transition).
        public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
        /// In ``UIView/transition(from:to:duration:options:completion:)``, hide and show the
        /// views instead of removing and adding them.
        public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
        /// Accepted and ignored: nested blocks use their own options.
        public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)

        /// The ease-in-ease-out curve (the default; its bits are zero, as in UIKit).
        public static let curveEaseInOut = UIView.AnimationOptions(rawValue: 0 << 16)
        /// The ease-in curve.
        public static let curveEaseIn = UIView.AnimationOptions(rawValue: 1 << 16)
        /// The ease-out curve.
        public static let curveEaseOut = UIView.AnimationOptions(rawValue: 2 << 16)
        /// Linear timing.
        public static let curveLinear = UIView.AnimationOptions(rawValue: 3 << 16)

        /// No view transition (the default).
        public static let transitionNone = UIView.AnimationOptions(rawValue: 0 << 20)
        /// The view turns over about its vertical axis, its left edge coming forward.
        public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
        /// The view turns over about its vertical axis, its right edge coming forward.
        public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
        /// A page curl on iOS; drawn here as a cross-dissolve (Today has no curl).
        public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
        /// A page curl on iOS; drawn here as a cross-dissolve (Today has no curl).
        public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
        /// The old content fades out over the new.
        public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
        /// The view turns over about its horizontal axis, its top edge coming forward.
        public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
        /// The view turns over about its horizontal axis, its bottom edge coming forward.
        public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)

        /// Accepted and ignored: frames follow the host's rate.
        public static let preferredFramesPerSecondDefault = UIView.AnimationOptions(rawValue: 0 << 24)
        /// Accepted and ignored: frames follow the host's rate.
        public static let preferredFramesPerSecond60 = UIView.AnimationOptions(rawValue: 3 << 24)
        /// Accepted and ignored: frames follow the host's rate.
        public static let preferredFramesPerSecond30 = UIView.AnimationOptions(rawValue: 7 << 24)

        /// The view transition these options choose (bits 20 to 23).
        var transition: ViewTransition {
            ViewTransition(rawValue: (rawValue >> 20) & 0xF) ?? .none
        }

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
