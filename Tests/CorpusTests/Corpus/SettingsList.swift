import UIKit

// A settings list as iOS code writes it: a UITableViewController subclass, a cell subclass that
// overrides init(style:reuseIdentifier:), built-in subtitle cells, accessories (a chevron, a
// checkmark, a detail button), and section titles and a footer when grouped.

/// A row with a switch-like badge, built in its initializer as iOS cells are.
final class BadgeCell: UITableViewCell {
    let badge = UILabel()
    private(set) var madeWithStyle: UITableViewCell.CellStyle?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeWithStyle = style
        badge.text = "NEW"
        badge.font = .boldSystemFont(ofSize: 11)
        badge.textColor = .white
        badge.backgroundColor = .systemRed
        badge.textAlignment = .center
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: contentView.bounds.width - 56, y: (contentView.bounds.height - 20) / 2, width: 40, height: 20)
    }
}

/// Three sections of settings rows.
final class SettingsViewController: UITableViewController {
    let rows = [["Wi-Fi", "Bluetooth"], ["Notifications", "Sounds", "Focus"], ["General"]]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(BadgeCell.self, forCellReuseIdentifier: "badge")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows[section].count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        guard tableView.style != .plain else { return nil }
        return ["Connections", "Alerts", nil][section]
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        guard tableView.style != .plain, section == 0 else { return nil }
        return "Nearby devices can find this phone while Wi-Fi and Bluetooth are on, even when the screen is locked."
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
            cell.textLabel?.text = rows[indexPath.section][indexPath.row]
            cell.accessoryType = indexPath.row == 2 ? .checkmark : .none
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "subtitle")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "subtitle")
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        cell.detailTextLabel?.text = "On"
        switch indexPath {
        case IndexPath(row: 0, section: 0): cell.accessoryType = .disclosureIndicator
        case IndexPath(row: 0, section: 2): cell.accessoryType = .detailDisclosureButton
        default: cell.accessoryType = .none
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("highlight \(indexPath.section).\(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("unhighlight \(indexPath.section).\(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.section).\(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("detail \(indexPath.section).\(indexPath.row)")
    }
}
