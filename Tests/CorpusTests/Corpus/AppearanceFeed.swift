import UIKit

// Dark Mode as iOS 13 and later apps support it: a feed whose colours are all semantic
// (systemBackground, label, secondaryLabel, secondarySystemBackground, separator), a brand
// colour of the app's own made with UIColor(dynamicProvider:), a sparkline drawn in draw(_:)
// with the label colour, a card border set as a CGColor and set again in
// traitCollectionDidChange (a CGColor does not follow the appearance by itself), all in a tab
// bar controller and a navigation controller whose bars follow along. A button in the bar
// switches the window between light and dark with overrideUserInterfaceStyle.

enum FeedColors {
    /// The app's accent: a deep orange on light, a brighter one on dark.
    static let brand = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 1, green: 0.62, blue: 0.04, alpha: 1)
            : UIColor(red: 0.79, green: 0.2, blue: 0, alpha: 1)
    }
}

/// A line chart of the week's readings, drawn in the label colour.
final class SparklineView: UIView {
    var values: [CGFloat] = [0.2, 0.5, 0.35, 0.8, 0.6, 0.9, 0.7] { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard values.count > 1 else { return }
        let path = UIBezierPath()
        let step = bounds.width / CGFloat(values.count - 1)
        for (index, value) in values.enumerated() {
            let point = CGPoint(x: CGFloat(index) * step, y: bounds.height * (1 - value))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.lineWidth = 3
        path.lineJoinStyle = .round
        UIColor.label.setStroke()
        path.stroke()
    }
}

/// A story card: a title, a subtitle, a "NEW" badge in the brand colour, a sparkline.
final class FeedCardView: UIView {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let badge = UILabel()
    let sparkline = SparklineView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
        layer.borderWidth = 2
        layer.borderColor = UIColor.separator.cgColor
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textColor = .label
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        badge.font = .systemFont(ofSize: 13, weight: .bold)
        badge.textColor = FeedColors.brand
        for view in [titleLabel, subtitleLabel, badge, sparkline] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 4),
            titleLabel.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            subtitleLabel.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            sparkline.topAnchor.constraint(equalTo: subtitleLabel.bottomAnchor, constant: 12),
            sparkline.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
            sparkline.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            sparkline.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            // The new traits are current here, so the separator resolves to the new appearance.
            layer.borderColor = UIColor.separator.cgColor
        }
    }
}

final class AppearanceFeedViewController: UIViewController {
    let dateLabel = UILabel()
    let card = FeedCardView()
    let divider = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Theme", primaryAction: UIAction { [weak self] _ in
            self?.toggleAppearance()
        })
        dateLabel.text = "SUNDAY 29 NOVEMBER"
        dateLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        dateLabel.textColor = .secondaryLabel
        card.badge.text = "NEW"
        card.titleLabel.text = "Night owls"
        card.subtitleLabel.text = "Apps that look good after dark"
        divider.backgroundColor = .separator
        for subview in [dateLabel, card, divider] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            dateLabel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 12),
            dateLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: dateLabel.bottomAnchor, constant: 12),
            card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(equalToConstant: 180),
            divider.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 20),
            divider.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            divider.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            divider.heightAnchor.constraint(equalToConstant: 1),
        ])
    }

    func toggleAppearance() {
        guard let window = view.window else { return }
        window.overrideUserInterfaceStyle = window.traitCollection.userInterfaceStyle == .dark ? .light : .dark
    }
}

@MainActor
enum AppearanceFeedApp {
    /// The feed in a navigation controller, in the first tab of a tab bar controller.
    static func makeRoot() -> UITabBarController {
        let feed = AppearanceFeedViewController()
        let navigation = UINavigationController(rootViewController: feed)
        navigation.tabBarItem = UITabBarItem(title: "Today", image: nil, tag: 0)
        let search = UIViewController()
        search.view.backgroundColor = .systemBackground
        search.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, search]
        return tabs
    }
}
