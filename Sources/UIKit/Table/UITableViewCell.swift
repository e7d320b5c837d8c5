import Foundation
import Motion

/// A row of a ``UITableView`` (UIKit's `UITableViewCell`): put content in ``contentView``. Cells
/// are reused: a cell scrolled out of view goes to a queue by ``reuseIdentifier`` and comes back
/// for another row after ``prepareForReuse()``.
///
/// Highlight and selection show ``selectedBackgroundView`` (a light grey fill) by default;
/// subclasses that highlight differently (the Today card shrinks) override
/// ``setHighlighted(_:animated:)`` and set ``selectionStyle`` to `.none`.
open class UITableViewCell: UIView {
    /// How a selected or highlighted cell shows it.
    public enum SelectionStyle: Hashable, Sendable {
        /// The selected background view appears.
        case `default`
        /// Nothing changes (the cell draws its own highlight).
        case none
    }

    /// The queue this cell returns to when it scrolls out.
    public let reuseIdentifier: String?
    /// Where content goes; it fills the cell.
    public let contentView = UIView()
    /// Shown behind the content while highlighted or selected (style `.default`).
    public let selectedBackgroundView = UIView()
    /// How highlight and selection show.
    public var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance() }
    }
    /// Whether the finger is on the cell.
    public private(set) var isHighlighted = false
    /// Whether the row is selected.
    public private(set) var isSelected = false

    /// A cell for a reuse queue (the table creates cells this way when registered).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundColor = .white
        selectedBackgroundView.backgroundColor = UIColor(white: 0.82)
        selectedBackgroundView.isHidden = true
        selectedBackgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(selectedBackgroundView)
        addSubview(contentView)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Highlights or un-highlights. Override to draw a custom highlight; call super.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
        updateSelectionAppearance()
    }

    /// Selects or deselects. Override to show selection differently; call super.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
        updateSelectionAppearance()
    }

    /// Clears per-row state before the cell is handed out for another row: highlight and
    /// selection. Subclasses reset their content and call super.
    open func prepareForReuse() {
        if isHighlighted { setHighlighted(false, animated: false) }
        if isSelected { setSelected(false, animated: false) }
    }

    /// Keeps the content and the selected background filling the cell.
    open override func layoutSubviews() {
        contentView.frame = bounds
        selectedBackgroundView.frame = bounds
    }

    func updateSelectionAppearance() {
        selectedBackgroundView.isHidden = selectionStyle == .none || !(isHighlighted || isSelected)
    }
}
