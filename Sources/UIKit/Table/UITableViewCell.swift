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

    /// The built-in content layouts (UIKit's `UITableViewCell.CellStyle`): where
    /// ``textLabel``, ``detailTextLabel`` and ``imageView`` go.
    public enum CellStyle: Int, Hashable, Sendable {
        /// An image on the left and a title.
        case `default`
        /// A title on the left and grey detail text on the right.
        case value1
        /// A blue right-aligned title and detail text beside it.
        case value2
        /// A title with smaller grey detail text under it.
        case subtitle
    }

    /// How a table divides rows (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Hashable, Sendable {
        /// No hairlines.
        case none
        /// A hairline under each row but the last of its section.
        case singleLine
        /// The same as `.singleLine` (UIKit's etched style is long deprecated).
        case singleLineEtched
    }

    /// The hairline under the cell, made when a table first asks for one.
    private var separatorLine: UIView?
    /// Where the table wants the hairline.
    private var separatorInsetInTable: UIEdgeInsets = .zero

    /// The layout of the built-in labels.
    public let style: CellStyle
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

    /// The standard accessory at the trailing edge (none by default; see
    /// `UITableViewCell+Accessory.swift`); ``accessoryView`` takes its place when set.
    public var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { rebuildAccessories() } }
    }
    /// A view of the app's own at the trailing edge, at its own size and centred vertically,
    /// in place of ``accessoryType``'s.
    public var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            rebuildAccessories()
        }
    }
    /// The views showing the accessory now, trailing first.
    private var accessoryViews: [UIView] = []

    /// Storage for ``textLabel``.
    private var builtInTextLabel: UILabel?
    /// Storage for ``detailTextLabel``.
    private var builtInDetailLabel: UILabel?
    /// Storage for ``imageView``.
    private var builtInImageView: UIImageView?

    /// A cell with a style for a reuse queue. Subclasses override this initializer (and
    /// `init?(coder:)`), as on iOS; the table calls it for registered classes.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        withoutNotingAppearance { backgroundColor = .systemBackground }
        selectedBackgroundView.backgroundColor = UIColor(light: UIColor(white: 0.82), dark: UIColor(rgb: 0x3A3A3C))
        selectedBackgroundView.isHidden = true
        selectedBackgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(selectedBackgroundView)
        addSubview(contentView)
    }

    /// A `.default` cell with no reuse identifier, at a frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// How ``UITableView`` makes a registered class: `init(style: .default, reuseIdentifier:)`,
    /// dispatched to the subclass's override.
    ///
    /// UIKit makes registered cells through the Objective-C runtime. Swift can only build an
    /// object from a class value through a `required` initializer, and a subclass that
    /// overrides `init(style:reuseIdentifier:)` and `init?(coder:)` (as iOS code does) inherits
    /// this one, so the table calls it. Not for use by apps.
    public required convenience init(_registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The title label of the built-in styles (made on first use).
    public var textLabel: UILabel? {
        if let builtInTextLabel { return builtInTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.textColor = style == .value2 ? .systemBlue : .label
        if style == .value2 { label.textAlignment = .right }
        contentView.addSubview(label)
        builtInTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The detail label of the `.value1`, `.value2` and `.subtitle` styles (nil for `.default`).
    public var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let builtInDetailLabel { return builtInDetailLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
        label.textColor = style == .value2 ? .label : .secondaryLabel
        if style == .value1 { label.textAlignment = .right }
        contentView.addSubview(label)
        builtInDetailLabel = label
        setNeedsLayout()
        return label
    }

    /// The image view on the left of the built-in styles but `.value2` (made on first use).
    public var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let builtInImageView { return builtInImageView }
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFit
        contentView.addSubview(imageView)
        builtInImageView = imageView
        setNeedsLayout()
        return imageView
    }

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

    /// Places the accessory at the trailing edge, keeps the content filling the rest of the
    /// cell and the selected background all of it, and places the built-in labels and image
    /// (16-point margins, as in UIKit's grouped-free styles).
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = CGRect(x: 0, y: 0, width: placeAccessories(accessoryViews), height: bounds.height)
        selectedBackgroundView.frame = bounds
        layoutBuiltInContent()
        placeSeparator()
    }

    /// Shows, colours and places the hairline under the cell (the table calls this as it lays
    /// rows out).
    func updateSeparator(visible: Bool, color: UIColor?, inset: UIEdgeInsets) {
        guard visible, let color else {
            separatorLine?.isHidden = true
            return
        }
        let line = separatorLine ?? {
            let made = UIView()
            made.isUserInteractionEnabled = false
            addSubview(made)
            separatorLine = made
            return made
        }()
        line.isHidden = false
        if line.backgroundColor != color { line.backgroundColor = color }
        if separatorInsetInTable != inset {
            separatorInsetInTable = inset
            setNeedsLayout()
        }
        placeSeparator()
    }

    /// A hairline (one pixel) at the bottom, inset as the table says.
    private func placeSeparator() {
        guard let line = separatorLine, !line.isHidden else { return }
        let thickness = 1 / CGFloat(window?.screenScale ?? 2)
        let frame = CGRect(x: separatorInsetInTable.left, y: bounds.height - thickness,
                           width: Swift.max(0, bounds.width - separatorInsetInTable.left - separatorInsetInTable.right), height: thickness)
        if line.frame != frame { line.frame = frame }
    }

    /// Places ``textLabel``, ``detailTextLabel`` and ``imageView`` for the style.
    private func layoutBuiltInContent() {
        let margin: CGFloat = 16
        var leading = margin
        let height = bounds.height
        if let imageView = builtInImageView, let image = imageView.image {
            let side = Swift.min(height - 12, image.size.height, 40)
            imageView.frame = CGRect(x: margin, y: (height - side) / 2, width: side, height: side)
            leading = imageView.frame.maxX + margin
        }
        // Before an accessory the content runs to the content view's end.
        let width = Swift.max(0, contentView.bounds.width - leading - (accessoryViews.isEmpty ? margin : 0))
        switch style {
        case .default:
            builtInTextLabel?.frame = CGRect(x: leading, y: 0, width: width, height: height)
        case .value1:
            builtInTextLabel?.frame = CGRect(x: leading, y: 0, width: width * 0.6, height: height)
            builtInDetailLabel?.frame = CGRect(x: leading + width * 0.6, y: 0, width: width * 0.4, height: height)
        case .value2:
            builtInTextLabel?.frame = CGRect(x: leading, y: 0, width: 80, height: height)
            builtInDetailLabel?.frame = CGRect(x: leading + 88, y: 0, width: Swift.max(0, width - 88), height: height)
        case .subtitle:
            builtInTextLabel?.frame = CGRect(x: leading, y: height / 2 - 22, width: width, height: 22)
            builtInDetailLabel?.frame = CGRect(x: leading, y: height / 2, width: width, height: 18)
        }
    }

    /// Replaces the accessory's views with those of ``accessoryView`` or ``accessoryType``.
    private func rebuildAccessories() {
        for view in accessoryViews where view !== accessoryView && view.superview === self { view.removeFromSuperview() }
        accessoryViews = accessoryView.map { [$0] } ?? makeAccessoryViews(for: accessoryType)
        for view in accessoryViews where view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    func updateSelectionAppearance() {
        selectedBackgroundView.isHidden = selectionStyle == .none || !(isHighlighted || isSelected)
    }
}
