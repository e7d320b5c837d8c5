import UIKit

// An app themed the way pre-iOS 13 tutorials (and many apps still) do it: once, at launch,
// through appearance proxies, with the bars' legacy properties (barTintColor, isTranslucent,
// titleTextAttributes, unselectedItemTintColor) and the table's separator colour; and a detail
// page that makes its navigation bar transparent over a coloured header with the empty-image
// trick, putting the bar back as it leaves.

@MainActor
enum NightTheme {
    static let ink = UIColor(red: 0x17 / 255, green: 0x1C / 255, blue: 0x30 / 255, alpha: 1)
    static let accent = UIColor.systemOrange

    /// What `application(_:didFinishLaunchingWithOptions:)` would call.
    static func apply() {
        let navigationBar = UINavigationBar.appearance()
        navigationBar.barTintColor = ink
        navigationBar.isTranslucent = false
        navigationBar.tintColor = accent
        navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 18, weight: .bold)]
        let tabBar = UITabBar.appearance()
        tabBar.barTintColor = ink
        tabBar.tintColor = accent
        tabBar.unselectedItemTintColor = .lightGray
        UITableView.appearance().separatorColor = UIColor(white: 1, alpha: 0.2)
        UITableView.appearance().backgroundColor = UIColor(red: 0.13, green: 0.15, blue: 0.24, alpha: 1)
    }
}

final class NightListViewController: UITableViewController {
    let places = ["Reykjavík", "Tromsø", "Fairbanks", "Yellowknife", "Abisko"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Aurora"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        places.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
        cell.textLabel?.text = places[indexPath.row]
        cell.textLabel?.textColor = .white
        cell.backgroundColor = .clear
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(NightDetailViewController(place: places[indexPath.row]), animated: true)
    }
}

final class NightDetailViewController: UIViewController {
    let place: String
    let header = UIView()

    init(place: String) {
        self.place = place
        super.init(nibName: nil, bundle: nil)
        title = place
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = NightTheme.ink
        header.backgroundColor = UIColor(red: 0x33 / 255, green: 0xBF / 255, blue: 0x8C / 255, alpha: 1)
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 300)
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The bar over the header: no background, no hairline.
        navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigationController?.navigationBar.shadowImage = UIImage()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.setBackgroundImage(nil, for: .default)
        navigationController?.navigationBar.shadowImage = nil
    }
}

@MainActor
enum NightApp {
    /// The tabs: the list in a navigation controller, and a second tab.
    static func makeRoot() -> UITabBarController {
        let navigation = UINavigationController(rootViewController: NightListViewController(style: .plain))
        navigation.tabBarItem = UITabBarItem(title: "Aurora", image: nil, tag: 0)
        let settings = UIViewController()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, settings]
        return tabs
    }
}
