import Foundation
import Motion

/// A view that blurs what is behind it (UIKit's `UIVisualEffectView` with a `UIBlurEffect`).
///
/// The effect has an amount, 0 ... 1, in the view's animatable state, so that setting
/// ``effect`` from nil to a blur inside an animation block (or a property animator, scrubbed
/// part way to leave a partial blur) animates as in UIKit: setting it sets the amount to 1 (or
/// 0 for nil). ``effectAmount`` sets the amount directly (Today's shortcut for a partial blur).
open class UIVisualEffectView: UIView {
    /// The effect, or nil for none. Setting it sets the effect amount to 1 or 0 (in an
    /// animation block, that change animates).
    public var effect: UIVisualEffect? {
        didSet {
            if let effect { shownEffect = effect }
            model.effectAmount = effect == nil ? 0 : 1
        }
    }

    /// The effect last set (kept while the amount animates to 0).
    private var shownEffect: UIVisualEffect?

    /// Subviews drawn over the blur go here (as in UIKit).
    public let contentView = UIView()

    /// An effect view with an effect (nil: none yet).
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        contentView.autoresizingMask = .flexibleSize
        addSubview(contentView)
        self.effect = effect
        shownEffect = effect
        model.effectAmount = effect == nil ? 0 : 1
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The effect amount, 0 ... 1 (clamped; NaN becomes 0).
    public var effectAmount: Double {
        get { model.effectAmount }
        set { model.effectAmount = newValue.isNaN ? 0 : Swift.min(1, Swift.max(0, newValue)) }
    }

    /// The effect's backdrop shown by the presented amount: the finished blur fades in over the
    /// sharp backdrop (one blur for the whole animation, not one per radius).
    open override var backdrop: Backdrop? {
        let amount = Swift.min(1, Swift.max(0, presentation.effectAmount))
        // The appearance last reported (kept up to date in a window) rather than a walk up the
        // tree: the renderer asks every frame.
        guard amount > 0, var full = shownEffect?.backdrop(in: reportedTraits?.userInterfaceStyle ?? resolvedInterfaceStyle) else { return nil }
        full.opacity = amount
        return full
    }

    /// Keeps the content view filling the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
}
