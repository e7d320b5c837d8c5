import UIKit

// A list filtered as the user types, as iOS 13+ code writes it: a search field above a table
// whose diffable data source applies a new snapshot on every change of the text, so rows that
// no longer match fade out and the others slide together. Plain iOS code: it compiles against
// Apple's UIKit too.

final class SearchableListViewController: UIViewController {
    enum Section: Hashable, Sendable { case countries }

    let countries = ["Argentina", "Australia", "Austria", "Belgium", "Brazil", "Canada", "Chile", "Denmark", "Finland", "France"]
    let searchField = UITextField()
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: UITableViewDiffableDataSource<Section, String>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchField.placeholder = "Search"
        searchField.borderStyle = .roundedRect
        searchField.clearButtonMode = .whileEditing
        searchField.autocorrectionType = .no
        searchField.returnKeyType = .search
        searchField.addAction(UIAction { [weak self] _ in self?.showMatches() }, for: .editingChanged)
        searchField.translatesAutoresizingMaskIntoConstraints = false
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "country")
        view.addSubview(searchField)
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            searchField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            searchField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            searchField.heightAnchor.constraint(equalToConstant: 36),
            tableView.topAnchor.constraint(equalTo: searchField.bottomAnchor, constant: 8),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, country in
            let cell = tableView.dequeueReusableCell(withIdentifier: "country", for: indexPath)
            cell.textLabel?.text = country
            return cell
        }
        dataSource?.defaultRowAnimation = .fade
        showMatches(animated: false)
    }

    /// The countries whose names contain the search text (all of them for none).
    var matches: [String] {
        let query = (searchField.text ?? "").lowercased()
        return query.isEmpty ? countries : countries.filter { $0.lowercased().contains(query) }
    }

    private func showMatches(animated: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.countries])
        snapshot.appendItems(matches)
        dataSource?.apply(snapshot, animatingDifferences: animated)
    }
}
