import UIKit

/// The Search tab: a search field and the catalog filtered as you type (name, subtitle or
/// genre, case- and accent-insensitive). Typing reaches it through ``handle(_:)`` while the
/// tab is selected.
public final class SearchViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// What was typed.
    public private(set) var query = ""
    /// The apps matching the query.
    public private(set) var results: [CatalogApp]
    let library: StoriesLibrary
    /// The results list.
    public let tableView = UITableView()
    /// The field's text (or its placeholder, in grey).
    public let fieldLabel = UILabel()
    let field = UIView()
    let titleLabel = UILabel()
    let emptyLabel = UILabel()
    /// Called with an app whose GET button was tapped.
    public var onGet: ((CatalogApp) -> Void)?
    /// Called with an app and the button tapped, from a product page (a popover points at it).
    public var onGetFrom: ((CatalogApp, UIView) -> Void)?

    /// Search over a library's catalog.
    public init(library: StoriesLibrary) {
        self.library = library
        results = library.catalog
        super.init(nibName: nil, bundle: nil)
        title = "Search"
        tabBarItem = UITabBarItem(title: "Search", symbol: "search")
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        titleLabel.text = "Search"
        titleLabel.font = .system(size: TodayMetrics.titleFont, weight: .bold)
        field.backgroundColor = TodayPalette.fill
        field.layer.cornerRadius = 10
        field.layer.cornerCurve = .continuous
        fieldLabel.font = .system(size: 17)
        field.addSubview(fieldLabel)
        emptyLabel.text = "No Results"
        emptyLabel.font = .system(size: 20, weight: .semibold)
        emptyLabel.textColor = TodayPalette.placeholderText
        emptyLabel.textAlignment = .center
        AppRowCell.prepare(tableView, for: self)
        for view in [tableView, titleLabel, field, emptyLabel] as [UIView] { root.addSubview(view) }
        view = root
        updateField()
    }

    public override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        let top = TodayMetrics.headerTop
        titleLabel.frame = CGRect(x: 20, y: top + 8, width: width - 40, height: 41)
        field.frame = CGRect(x: 20, y: top + 56, width: width - 40, height: 36)
        fieldLabel.frame = CGRect(x: 12, y: 8, width: width - 64, height: 20)
        tableView.frame = CGRect(x: 0, y: top + 100, width: width, height: Swift.max(0, view.bounds.height - top - 100))
        emptyLabel.frame = CGRect(x: 0, y: top + 180, width: width, height: 30)
    }

    /// Types into the field: characters and space add, backspace deletes, Escape clears.
    /// Returns whether the key was used.
    @discardableResult
    public func handle(_ key: UIKey) -> Bool {
        switch key {
        case .character(let character): query.append(character)
        case .space: query.append(" ")
        case .backspace:
            guard !query.isEmpty else { return false }
            query.removeLast()
        case .escape:
            guard !query.isEmpty else { return false }
            query = ""
        default:
            return false
        }
        results = library.search(query)
        if isViewLoaded {
            updateField()
            tableView.reloadData()
        }
        return true
    }

    func updateField() {
        fieldLabel.text = query.isEmpty ? "Games, Apps, Stories and More" : query
        fieldLabel.textColor = query.isEmpty ? TodayPalette.placeholderText : TodayPalette.primaryText
        emptyLabel.isHidden = !results.isEmpty
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { results.count }

    /// Shows the result's product page.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let page = ProductPageViewController(app: results[indexPath.row])
        page.onGet = onGet
        page.onGetFrom = onGetFrom
        show(page, sender: self)
    }

    /// Hides the bar at the bottom of the navigation stack (Search draws its own title).
    public override func viewWillAppear(_ animated: Bool) {
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        AppRowCell.cell(in: tableView, at: indexPath, showing: results[indexPath.row], onGet: onGet)
    }
}
