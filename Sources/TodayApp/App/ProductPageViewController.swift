import UIKit

/// An app's product page, pushed from any app row: the icon, name and subtitle with the GET
/// button, a row of screenshots drawn from the icon's colours, and a description. The bar shows
/// a back button naming the screen below.
public final class ProductPageViewController: UIViewController {
    /// The app shown.
    public let app: CatalogApp
    /// The page's content (it scrolls when taller than the screen).
    public let scrollView = UIScrollView()
    /// The icon.
    public let icon: AppIconView
    /// The GET button.
    public let getButton: GetButton
    /// Called with the app when GET is tapped (when ``onGetFrom`` is not set).
    public var onGet: ((CatalogApp) -> Void)?
    /// Called with the app and the GET button when GET is tapped (a popover points at it).
    public var onGetFrom: ((CatalogApp, UIView) -> Void)?

    private let nameLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let separator = UIView()
    private let previewTitle = UILabel()
    private var screenshots: [GradientView] = []
    private let aboutLabel = UILabel()

    /// The screenshots' size, in points (a phone screen's proportions).
    static let screenshotSize = CGSize(width: 170, height: 368)

    /// A page for `app`.
    public init(app: CatalogApp) {
        self.app = app
        icon = AppIconView(app: app, size: 118)
        getButton = GetButton(app: app)
        super.init(nibName: nil, bundle: nil)
        navigationItem.largeTitleDisplayMode = .never
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        scrollView.frame = root.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(scrollView)

        nameLabel.text = app.name
        nameLabel.font = .system(size: 24, weight: .bold)
        nameLabel.numberOfLines = 2
        subtitleLabel.text = app.subtitle
        subtitleLabel.font = .system(size: 15)
        subtitleLabel.textColor = TodayPalette.secondaryText
        getButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            if let onGetFrom = self.onGetFrom { onGetFrom(self.app, self.getButton) } else { self.onGet?(self.app) }
        }, for: .primaryActionTriggered)
        separator.backgroundColor = TodayPalette.separator
        previewTitle.text = "Preview"
        previewTitle.font = .system(size: 22, weight: .bold)
        screenshots = (0..<3).map { index in
            let shot = GradientView()
            let colors = app.iconColors.isEmpty ? [UIColor.systemBlue, .systemIndigo] : app.iconColors
            shot.gradient = Gradient(colors: index % 2 == 0 ? colors : colors.reversed())
            shot.startPoint = CGPoint(x: 0, y: Double(index) / 3)
            shot.endPoint = CGPoint(x: 1, y: 1)
            shot.layer.cornerRadius = 18
            shot.layer.cornerCurve = .continuous
            shot.clipsToBounds = true
            let glyph = UILabel()
            glyph.text = app.iconGlyph
            glyph.font = .system(size: 64, weight: .heavy)
            glyph.textColor = UIColor(white: 1, alpha: 0.85)
            glyph.textAlignment = .center
            glyph.frame = CGRect(x: 0, y: 50 + Double(index) * 80, width: Self.screenshotSize.width, height: 80)
            shot.addSubview(glyph)
            return shot
        }
        aboutLabel.text = Self.description(of: app)
        aboutLabel.font = .system(size: 15)
        aboutLabel.numberOfLines = 0
        for view in [icon, nameLabel, subtitleLabel, getButton, separator, previewTitle] + screenshots + [aboutLabel] as [UIView] {
            scrollView.addSubview(view)
        }
        view = root
    }

    /// Lays the page out below the bar.
    public override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        let top = view.safeAreaInsets.top + 12
        icon.frame = CGRect(x: 20, y: top, width: 118, height: 118)
        let textX = icon.frame.maxX + 16
        nameLabel.frame = CGRect(x: textX, y: top, width: width - textX - 20, height: 58)
        subtitleLabel.frame = CGRect(x: textX, y: nameLabel.frame.maxY, width: width - textX - 20, height: 20)
        getButton.frame = CGRect(origin: CGPoint(x: textX, y: icon.frame.maxY - GetButton.size.height), size: GetButton.size)
        separator.frame = CGRect(x: 20, y: icon.frame.maxY + 20, width: width - 40, height: 0.5)
        previewTitle.frame = CGRect(x: 20, y: separator.frame.maxY + 16, width: width - 40, height: 28)
        for (index, shot) in screenshots.enumerated() {
            shot.frame = CGRect(origin: CGPoint(x: 20 + Double(index) * (Self.screenshotSize.width + 10), y: previewTitle.frame.maxY + 12),
                                size: Self.screenshotSize)
        }
        let aboutY = previewTitle.frame.maxY + 12 + Self.screenshotSize.height + 20
        aboutLabel.frame = CGRect(x: 20, y: aboutY, width: width - 40, height: 120)
        scrollView.contentSize = CGSize(width: width, height: aboutLabel.frame.maxY + 20 + UITabBar.height)
    }

    /// Shows the bar (the catalog's lists hide it at their root).
    public override func viewWillAppear(_ animated: Bool) {
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    /// A few sentences about the app, made from what the catalog knows.
    static func description(of app: CatalogApp) -> String {
        let genre = app.genre.isEmpty ? app.category.rawValue : app.genre
        let price = app.price == "GET" ? "Free to download" : "\(app.price) to download"
        let purchases = app.hasInAppPurchases ? ", with optional in-app purchases" : ""
        return "\(app.name): \(app.subtitle.lowercased()). A favourite in \(genre). \(price)\(purchases)."
    }
}
