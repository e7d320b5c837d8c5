import Foundation

/// The header a ``UITableView`` shows for a section whose data source gives a title
/// (`tableView(_:titleForHeaderInSection:)`) and whose delegate gives no view: in a plain
/// table, the title in 17-point semibold on a light grey bar; in a grouped one, in capitals,
/// 13-point and grey, above the section.
final class TableSectionTitleView: UIView {
    /// The title.
    let label = UILabel()
    /// Whether it is the grouped styles' header.
    private let grouped: Bool

    /// A header showing `title` in the look of `style`.
    init(title: String, style: UITableView.Style) {
        grouped = style != .plain
        super.init(frame: .zero)
        label.text = grouped ? title.uppercased() : title
        label.font = grouped ? .systemFont(ofSize: 13) : .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = grouped ? .secondaryLabel : .label
        backgroundColor = grouped ? nil : UIColor(white: 0.97)
        isUserInteractionEnabled = false
        addSubview(label)
    }

    /// Nothing decodes views on Linux: always nil.
    required init?(coder: NSCoder) { nil }

    /// The label 16 points in from the leading edge: centred in a plain header, 6 points above
    /// the bottom of a grouped one.
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = Swift.max(0, bounds.width - 32)
        let height: CGFloat = grouped ? 18 : 22
        let y = grouped ? bounds.height - 6 - height : ((bounds.height - height) / 2).rounded()
        label.frame = CGRect(x: 16, y: y, width: width, height: height)
    }

    /// The height of a titled header when the table's height for it is automatic.
    static func height(for style: UITableView.Style) -> CGFloat { style == .plain ? 28 : 38 }
}
