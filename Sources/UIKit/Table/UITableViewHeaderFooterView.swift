import Foundation

/// A reusable view for a table section's header or footer (UIKit's
/// `UITableViewHeaderFooterView`): register a class with
/// ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)``, dequeue it in
/// `tableView(_:viewForHeaderInSection:)`, and put content in ``contentView`` or show a title
/// with ``textLabel``. The table puts one that scrolls out back in its queue, and a section's
/// title (`tableView(_:titleForHeaderInSection:)`) is shown in one too, so
/// `tableView(_:willDisplayHeaderView:forSection:)` can restyle its ``textLabel`` as on iOS.
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it is reused under (nil: not reused).
    public let reuseIdentifier: String?
    /// The view to add content to; it fills the view.
    public let contentView = UIView()
    /// A view behind the content (nil: none), filling the view.
    public var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The look of the table showing it, which the title's default font and colour follow
    /// (set by the table when it dequeues or makes the view).
    var tableStyle: UITableView.Style = .plain
    /// The title label, once made.
    private var builtInTextLabel: UILabel?

    /// A view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Nothing decodes views on Linux (there are no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How the table makes a view of a registered class: Swift makes an object from a class
    /// value through a `required` initializer, and a subclass that overrides
    /// `init(reuseIdentifier:)` and `init?(coder:)` (as iOS code does) inherits this one. Not
    /// for use by apps.
    public required convenience init(_registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The title label (made on first use, in ``contentView``): 17-point semibold in a plain
    /// table, 13-point secondary grey in a grouped one, 16 points in from the leading edge.
    public var textLabel: UILabel? {
        if let builtInTextLabel { return builtInTextLabel }
        let label = UILabel()
        let grouped = tableStyle != .plain
        label.font = grouped ? .systemFont(ofSize: 13) : .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = grouped ? .secondaryLabel : .label
        contentView.addSubview(label)
        builtInTextLabel = label
        setNeedsLayout()
        return label
    }

    /// Called before the table hands the view out again; the default does nothing. Reset
    /// what a section set (its title, a badge) here, as with cells.
    open func prepareForReuse() {}

    /// Lays out the background, the content view and the title: centred in a plain table's
    /// header, 6 points above the bottom of a grouped one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        guard let label = builtInTextLabel else { return }
        let height: CGFloat = tableStyle != .plain ? 18 : 22
        let y = tableStyle != .plain ? bounds.height - 6 - height : ((bounds.height - height) / 2).rounded()
        label.frame = CGRect(x: 16, y: y, width: Swift.max(0, bounds.width - 32), height: height)
    }
}
