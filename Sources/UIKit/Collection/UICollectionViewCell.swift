import Foundation
import Motion

/// An item of a ``UICollectionView`` (UIKit's `UICollectionViewCell`): put content in
/// ``contentView``.
///
/// ``isHighlighted`` and ``isSelected`` are properties a subclass overrides with `didSet`, as
/// App Store clones do to shrink a card under the finger. ``selectedBackgroundView``, when set,
/// shows while highlighted or selected.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
    /// Where content goes; it fills the cell.
    public let contentView = UIView()

    /// Shown behind the content, if set.
    public var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Shown behind the content while highlighted or selected, if set.
    public var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                if let backgroundView { insertSubview(selectedBackgroundView, aboveSubview: backgroundView) } else { insertSubview(selectedBackgroundView, at: 0) }
            }
            updateSelectedBackground()
            setNeedsLayout()
        }
    }

    /// Whether the finger is on the cell (the collection view sets it).
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// Whether the item is selected (the collection view sets it).
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }

    /// A cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Clears highlight and selection. Subclasses reset their content and call super.
    open override func prepareForReuse() {
        if isHighlighted { isHighlighted = false }
        if isSelected { isSelected = false }
    }

    /// Keeps the content and the backgrounds filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// Shows the selected background while highlighted or selected.
    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isHighlighted || isSelected)
    }
}
