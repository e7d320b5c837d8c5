import Foundation

/// The header a ``UITableView`` shows for a section whose data source gives a title
/// (`tableView(_:titleForHeaderInSection:)`) and whose delegate gives no view: in a plain
/// table, the title in 17-point semibold on a light grey bar; in a grouped one, in capitals,
/// 13-point and grey, above the section. As a footer (`tableView(_:titleForFooterInSection:)`)
/// it shows the text 13-point and grey, wrapped, 8 points under the rows, in every style.
final class TableSectionTitleView: UITableViewHeaderFooterView {
    /// Whether it is a footer.
    private let isFooter: Bool

    /// A header showing `title` in the look of `style`.
    init(title: String, style: UITableView.Style) {
        isFooter = false
        super.init(reuseIdentifier: nil)
        tableStyle = style
        let grouped = style != .plain
        textLabel?.text = grouped ? title.uppercased() : title
        withoutNotingAppearance { backgroundColor = grouped ? nil : UIColor(light: UIColor(white: 0.97), dark: UIColor(rgb: 0x1C1C1E)) }
        isUserInteractionEnabled = false
    }

    /// A footer showing `text`.
    init(footer text: String) {
        isFooter = true
        super.init(reuseIdentifier: nil)
        tableStyle = .grouped
        textLabel?.text = text
        textLabel?.font = Self.footerFont
        textLabel?.numberOfLines = 0
        textLabel?.lineBreakMode = .byWordWrapping
        isUserInteractionEnabled = false
    }

    /// Nothing decodes views on Linux: always nil.
    required init?(coder: NSCoder) { nil }

    /// Made only by the table, never through a registration.
    required convenience init(_registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(title: "", style: .plain)
    }

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

    /// A footer's text 16 points in from each side, 8 below the rows; a header's title as
    /// ``UITableViewHeaderFooterView`` places it.
    override func layoutSubviews() {
        super.layoutSubviews()
        if isFooter, let label = textLabel {
            label.frame = CGRect(x: 16, y: 8, width: Swift.max(0, bounds.width - 32), height: Swift.max(0, bounds.height - 16))
        }
    }

    /// The height of a titled header when the table's height for it is automatic.
    static func height(for style: UITableView.Style) -> CGFloat { style == .plain ? 28 : 38 }
}
