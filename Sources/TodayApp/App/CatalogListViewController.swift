import UIKit

/// The Games, Apps and Arcade tabs: a large title and the catalog's apps in sections by genre
/// (in the order genres first appear), each an App Store row with icon, name, subtitle and GET.
/// Tapping a row pushes the app's product page; "See All" pushes the genre's whole list. In a
/// navigation controller the bar shows the title (large when the bar prefers large titles,
/// collapsing as the list scrolls); outside one the list draws its own large title.
public final class CatalogListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The apps listed.
    public private(set) var apps: [CatalogApp] {
        didSet { sections = Self.sections(of: apps) }
    }
    /// The apps by genre, in order.
    public private(set) var sections: [(genre: String, apps: [CatalogApp])] = []

    static func sections(of apps: [CatalogApp]) -> [(genre: String, apps: [CatalogApp])] {
        var result: [(genre: String, apps: [CatalogApp])] = []
        for app in apps {
            let genre = app.genre.isEmpty ? "More" : app.genre
            if let index = result.firstIndex(where: { $0.genre == genre }) { result[index].apps.append(app) } else { result.append((genre, [app])) }
        }
        return result
    }
    /// The list.
    public let tableView = UITableView()
    let titleLabel = UILabel()
    let headerView = UIView()

    /// Called with an app whose GET button was tapped.
    public var onGet: ((CatalogApp) -> Void)?
    /// Called with an app and the button tapped, from a product page (a popover points at it).
    public var onGetFrom: ((CatalogApp, UIView) -> Void)?

    /// A list titled `title` with `symbol` as its tab icon.
    public init(title: String, symbol: String, apps: [CatalogApp]) {
        self.apps = apps
        sections = Self.sections(of: apps)
        super.init(nibName: nil, bundle: nil)
        self.title = title
        tabBarItem = UITabBarItem(title: title, symbol: symbol)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        headerView.frame = CGRect(x: 0, y: 0, width: 390, height: TodayMetrics.headerTop + 60)
        titleLabel.text = title
        titleLabel.font = .system(size: TodayMetrics.titleFont, weight: .bold)
        titleLabel.frame = CGRect(x: 20, y: TodayMetrics.headerTop + 8, width: 350, height: 41)
        headerView.addSubview(titleLabel)
        if navigationController == nil { tableView.tableHeaderView = headerView }
        AppRowCell.prepare(tableView, for: self)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(tableView)
        view = root
    }

    /// The list fills the view; under a navigation bar, its content starts below the bar
    /// (and the large title) and a list at its top stays at its top.
    public override func viewDidLayoutSubviews() {
        tableView.frame = view.bounds
        guard navigationController != nil else { return }
        let top = view.safeAreaInsets.top
        guard tableView.contentInset.top != top else { return }
        let atTop = tableView.contentOffset.y <= -tableView.contentInset.top
        tableView.contentInset.top = top
        if atTop { tableView.contentOffset.y = -top }
    }

    /// Shows the bar (Search, at the bottom of its own stack, hides it).
    public override func viewWillAppear(_ animated: Bool) {
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    /// Shows the app's product page.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        showProductPage(for: sections[indexPath.section].apps[indexPath.row])
    }

    /// Pushes (or, outside a navigation controller, presents) the product page of `app`, and
    /// returns it.
    @discardableResult
    public func showProductPage(for app: CatalogApp) -> ProductPageViewController {
        let page = ProductPageViewController(app: app)
        page.onGet = onGet
        page.onGetFrom = onGetFrom
        // The page zooms out of the app's icon in its row, and back into it (iOS 18's zoom).
        page.preferredTransition = .zoom { [weak self] _ in self?.iconView(for: app) }
        show(page, sender: self)
        return page
    }

    /// The icon of `app`'s row, when the row is on screen.
    func iconView(for app: CatalogApp) -> UIView? {
        for (section, entry) in sections.enumerated() {
            guard let row = entry.apps.firstIndex(of: app) else { continue }
            return (tableView.cellForRow(at: IndexPath(row: row, section: section)) as? AppRowCell)?.iconView
        }
        return nil
    }

    /// Pushes the whole list of a genre.
    public func showAll(ofSection section: Int) {
        guard sections.indices.contains(section) else { return }
        let list = CatalogListViewController(title: sections[section].genre, symbol: tabBarItem?.symbol ?? "apps", apps: sections[section].apps)
        list.onGet = onGet
        list.onGetFrom = onGetFrom
        show(list, sender: self)
    }

    /// Shows other apps (Search's results).
    public func setApps(_ apps: [CatalogApp]) {
        self.apps = apps
        if isViewLoaded { tableView.reloadData() }
    }

    public func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].apps.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        AppRowCell.cell(in: tableView, at: indexPath, showing: sections[indexPath.section].apps[indexPath.row], onGet: onGet)
    }

    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 52 }

    /// A hairline, the genre in bold and "See All" in blue, as the App Store's shelves.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 52))
        header.backgroundColor = .systemBackground
        let line = UIView(frame: CGRect(x: 20, y: 8, width: tableView.bounds.width - 40, height: 0.5))
        line.backgroundColor = TodayPalette.headerLine
        let title = UILabel(frame: CGRect(x: 20, y: 18, width: tableView.bounds.width - 120, height: 28))
        title.text = sections[section].genre
        title.font = .system(size: 22, weight: .bold)
        let seeAll = UIButton(type: .system)
        seeAll.frame = CGRect(x: tableView.bounds.width - 86, y: 18, width: 70, height: 30)
        seeAll.setTitle("See All", for: .normal)
        seeAll.titleLabel?.font = .system(size: 17)
        seeAll.setTitleColor(.systemBlue, for: .normal)
        seeAll.addAction(UIAction { [weak self] _ in self?.showAll(ofSection: section) }, for: .primaryActionTriggered)
        for view in [line, title, seeAll] as [UIView] { header.addSubview(view) }
        return header
    }
}

/// A table cell holding one ``AppRowView`` and a separator.
public final class AppRowCell: UITableViewCell {
    /// The reuse identifier.
    public static let identifier = "AppRow"
    private var row: AppRowView?
    private let separator = UIView()
    /// The shown app's icon.
    public var iconView: UIView? { row?.icon }
    /// Called with the app when its GET button is tapped.
    public var onGet: ((CatalogApp) -> Void)? {
        didSet { wireButton() }
    }

    /// A cell.
    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        separator.backgroundColor = TodayPalette.separator
        contentView.addSubview(separator)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Sets a table up for app rows above the tab bar, with `controller` as its data source and
    /// delegate.
    public static func prepare(_ tableView: UITableView, for controller: some UITableViewDataSource & UITableViewDelegate) {
        tableView.register(AppRowCell.self, forCellReuseIdentifier: identifier)
        tableView.rowHeight = AppRowView.height(iconSize: 62) + 8
        tableView.separatorStyle = .none  // each row draws its own divider
        tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.height, right: 0)
        tableView.dataSource = controller
        tableView.delegate = controller
    }

    /// A row for an app from the table's queue.
    public static func cell(in tableView: UITableView, at indexPath: IndexPath, showing app: CatalogApp,
                            onGet: ((CatalogApp) -> Void)?) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let row = cell as? AppRowCell {
            row.show(app)
            row.onGet = onGet
        }
        return cell
    }

    /// Shows an app.
    public func show(_ app: CatalogApp) {
        guard row?.app != app else { return }
        row?.removeFromSuperview()
        let row = AppRowView(app: app, iconSize: 62)
        contentView.addSubview(row)
        self.row = row
        wireButton()
        setNeedsLayout()
    }

    private func wireButton() {
        guard let row else { return }
        let app = row.app
        row.getButton.addAction(UIAction(identifier: UIAction.Identifier("get")) { [weak self] _ in self?.onGet?(app) },
                                    for: .primaryActionTriggered)  // one action per row, however often this runs
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        row?.frame = CGRect(x: 20, y: 4, width: bounds.width - 40, height: bounds.height - 8)
        separator.frame = CGRect(x: 94, y: bounds.height - 0.5, width: bounds.width - 94, height: 0.5)
    }
}
