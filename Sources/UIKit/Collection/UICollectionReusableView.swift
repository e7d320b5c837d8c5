import Foundation
import Motion

/// A view a collection view reuses (UIKit's `UICollectionReusableView`), the base of
/// ``UICollectionViewCell``.
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
    /// The queue this view returns to when it leaves the screen.
    public internal(set) var reuseIdentifier: String?

    /// A view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// How ``UICollectionView`` makes a registered class: `init(frame: .zero)`, dispatched to
    /// the subclass's override.
    ///
    /// UIKit makes registered cells through the Objective-C runtime. Swift can only build an
    /// object from a class value through a `required` initializer; a subclass that overrides
    /// `init(frame:)` and `init?(coder:)` (as iOS code does), or none, inherits this one.
    /// Not for use by apps.
    public required convenience init(_registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Clears per-item state before the view is handed out again. Subclasses reset their
    /// content and call super.
    open func prepareForReuse() {}

    /// Takes the layout's attributes: frame, alpha, transform, hidden. Override to read custom
    /// attributes; call super.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        transform = .identity
        frame = layoutAttributes.frame
        transform = layoutAttributes.transform
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
    }
}
