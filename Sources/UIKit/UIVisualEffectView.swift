import Foundation
import Motion

/// A view that blurs what is behind it (UIKit's `UIVisualEffectView` with a `UIBlurEffect`).
///
/// The effect has an amount, 0 ... 1, in the view's animatable state, so that "effect from nil
/// to a blur" animates as in UIKit: setting ``effect`` sets the amount to 1 (or 0 for nil).
open class UIVisualEffectView: UIView {
    /// Blur styles (UIKit's `UIBlurEffect.Style`, the classic four).
    public enum Style: Hashable, Sendable, CaseIterable {
        /// A light, bright blur.
        case light
        /// A dark blur.
        case dark
        /// A neutral blur that follows the content.
        case regular
        /// A heavier blur with a stronger tint.
        case prominent

        /// The full-strength backdrop of this style (radius in points, tint, saturation).
        public var backdrop: Backdrop {
            switch self {
            case .light: Backdrop(blurRadius: 20, tint: UIColor(white: 0.97, alpha: 0.55), saturation: 1.8)
            case .dark: Backdrop(blurRadius: 20, tint: UIColor(white: 0.11, alpha: 0.6), saturation: 1.8)
            case .regular: Backdrop(blurRadius: 20, tint: UIColor(white: 0.95, alpha: 0.4), saturation: 1.8)
            case .prominent: Backdrop(blurRadius: 25, tint: UIColor(white: 0.92, alpha: 0.7), saturation: 1.8)
            }
        }
    }

    /// The blur style, or nil for no effect. Setting it sets the effect amount to 1 or 0 (in an
    /// animation block, that change animates).
    public var effect: Style? {
        didSet {
            if let effect { style = effect }
            model.effectAmount = effect == nil ? 0 : 1
        }
    }

    /// The style last set (kept while the amount animates to 0).
    public private(set) var style: Style = .regular

    /// Subviews drawn over the blur go here (as in UIKit).
    public let contentView = UIView()

    /// An effect view with a style (nil: none yet).
    public init(effect: Style?) {
        super.init(frame: .zero)
        contentView.autoresizingMask = .flexibleSize
        addSubview(contentView)
        self.effect = effect
        if let effect { style = effect }
        model.effectAmount = effect == nil ? 0 : 1
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The effect amount, 0 ... 1 (clamped; NaN becomes 0).
    public var effectAmount: Double {
        get { model.effectAmount }
        set { model.effectAmount = newValue.isNaN ? 0 : Swift.min(1, Swift.max(0, newValue)) }
    }

    /// The style's backdrop shown by the presented amount: the finished blur fades in over the
    /// sharp backdrop (one blur for the whole animation, not one per radius).
    open override var backdrop: Backdrop? {
        let amount = Swift.min(1, Swift.max(0, presentation.effectAmount))
        guard amount > 0 else { return nil }
        var full = style.backdrop
        full.opacity = amount
        return full
    }

    /// Keeps the content view filling the bounds.
    open override func layoutSubviews() {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
}
