import Foundation

/// The header a ``UITableView`` shows for a section whose data source gives a title
/// (`tableView(_:titleForHeaderInSection:)`) and whose delegate gives no view: in a plain
/// table, the title in 17-point semibold on a light grey bar; in a grouped one, in capitals,
/// 13-point and grey, above the section. As a footer (`tableView(_:titleForFooterInSection:)`)
/// it shows the text 13-point and grey, wrapped, 8 points under the rows, in every style.
final class TableSectionTitleView: UIView {
    /// The title.
    let label = UILabel()
    /// Whether it is the grouped styles' header (or a footer, which looks the same but wraps).
    private let grouped: Bool
    /// Whether it is a footer.
    private let isFooter: Bool

    /// A header showing `title` in the look of `style`.
    init(title: String, style: UITableView.Style) {
        grouped = style != .plain
        isFooter = false
        super.init(frame: .zero)
        label.text = grouped ? title.uppercased() : title
        label.font = grouped ? .systemFont(ofSize: 13) : .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = grouped ? .secondaryLabel : .label
        backgroundColor = grouped ? nil : UIColor(white: 0.97)
        isUserInteractionEnabled = false
        addSubview(label)
    }

    /// A footer showing `text`.
    init(footer text: String) {
        grouped = true
        isFooter = true
        super.init(frame: .zero)
        label.text = text
        label.font = Self.footerFont
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        isUserInteractionEnabled = false
        addSubview(label)
    }

    /// Nothing decodes views on Linux: always nil.
    required init?(coder: NSCoder) { nil }

    /// A footer's font.
    private static let footerFont = UIFont.systemFont(ofSize: 13)

    /// The height of a footer showing `text` at a table's `width`: the text wrapped 16 points
    /// in from each side (measured by `measurer`, else estimated), 8 points above and below.
    static func footerHeight(for text: String, width: CGFloat, measurer: (any TextMeasuring)?) -> CGFloat {
        let wrap = Swift.max(1, width - 32)
        let style = TextStyle(font: footerFont, color: .secondaryLabel, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let height = measurer?.size(of: text, style: style, width: wrap).height
            ?? (Double(text.count) * footerFont.size * 0.55 / wrap).rounded(.up) * (footerFont.size * 1.2).rounded(.up)
        return (height + 16).rounded(.up)
    }

    /// The label 16 points in from the leading edge: centred in a plain header, 6 points above
    /// the bottom of a grouped one.
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = Swift.max(0, bounds.width - 32)
        if isFooter {
            label.frame = CGRect(x: 16, y: 8, width: width, height: Swift.max(0, bounds.height - 16))
            return
        }
        let height: CGFloat = grouped ? 18 : 22
        let y = grouped ? bounds.height - 6 - height : ((bounds.height - height) / 2).rounded()
        label.frame = CGRect(x: 16, y: y, width: width, height: height)
    }

    /// The height of a titled header when the table's height for it is automatic.
    static func height(for style: UITableView.Style) -> CGFloat { style == .plain ? 28 : 38 }
}
