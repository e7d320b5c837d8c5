import UIKit
import UIKitTools

/// The small purchase sheet GET opens: the app's icon, name and price over a dimmed screen,
/// with Install and Cancel. Install shows a check, then the sheet closes by itself.
public final class PurchaseSheetViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// The app being bought.
    public let app: CatalogApp
    /// Install.
    public let installButton = UIButton(type: .system)
    /// Cancel.
    public let cancelButton = UIButton(type: .system)
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    /// Whether Install was pressed.
    public private(set) var isInstalled = false

    /// The sheet's height.
    static let height = 300.0

    /// A sheet for an app.
    public init(app: CatalogApp) {
        self.app = app
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    /// Presents as a popover pointing at `source` (in a regular-width window) instead of the
    /// custom sheet; in a compact width the popover adapts to a sheet.
    public func showAsPopover(from source: UIView) {
        modalPresentationStyle = .popover
        transitioningDelegate = nil
        preferredContentSize = CGSize(width: 375, height: Self.height)
        popoverPresentationController?.sourceView = source
        popoverPresentationController?.permittedArrowDirections = [.up, .down]
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func loadView() {
        let root = UIView()
        root.backgroundColor = TodayPalette.surface
        root.layer.cornerRadius = 14
        root.layer.cornerCurve = .continuous
        root.clipsToBounds = true
        let icon = AppIconView(app: app, size: 64)
        nameLabel.text = app.name
        nameLabel.font = .system(size: 20, weight: .semibold)
        detailLabel.text = [app.genre, app.hasInAppPurchases ? "In-App Purchases" : nil].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
        detailLabel.font = .system(size: 14)
        detailLabel.textColor = TodayPalette.tertiaryText
        installButton.setTitle(app.price == "GET" ? "Install" : "Buy for \(app.price)", for: .normal)
        installButton.setTitleColor(.white, for: .normal)
        installButton.backgroundColor = .systemBlue
        installButton.layer.cornerRadius = 12
        installButton.layer.cornerCurve = .continuous
        installButton.addAction(UIAction { [weak self] _ in self?.install() }, for: .primaryActionTriggered)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        for view in [icon, nameLabel, detailLabel, installButton, cancelButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        // The app at the top left, its name and details beside the icon; the two buttons across
        // the sheet whatever its width.
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            icon.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
            icon.widthAnchor.constraint(equalToConstant: 64),
            icon.heightAnchor.constraint(equalToConstant: 64),
            nameLabel.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 16),
            nameLabel.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            nameLabel.widthAnchor.constraint(equalToConstant: 250),
            nameLabel.heightAnchor.constraint(equalToConstant: 24),
            detailLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            detailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            detailLabel.widthAnchor.constraint(equalTo: nameLabel.widthAnchor),
            detailLabel.heightAnchor.constraint(equalToConstant: 18),
            installButton.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            installButton.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            installButton.topAnchor.constraint(equalTo: root.topAnchor, constant: 120),
            installButton.heightAnchor.constraint(equalToConstant: 50),
            cancelButton.leadingAnchor.constraint(equalTo: installButton.leadingAnchor),
            cancelButton.trailingAnchor.constraint(equalTo: installButton.trailingAnchor),
            cancelButton.topAnchor.constraint(equalTo: installButton.bottomAnchor, constant: 12),
            cancelButton.heightAnchor.constraint(equalToConstant: 44),
        ])
        view = root
    }

    /// Shows "Installed" with a check, then closes after 0.8 s.
    public func install() {
        guard !isInstalled else { return }
        isInstalled = true
        installButton.setTitle("✓ Installed", for: .normal)
        installButton.backgroundColor = UIColor(rgb: 0x34C759)
        UIView.animate(withDuration: 0.8, animations: { self.installButton.alpha = 0.999 }, completion: { [weak self] _ in
            self?.dismiss(animated: true)
        })
    }

    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        // Seed 003's dimming presentation (the gallery's sheet), as a card at the bottom: the
        // built-in cover vertical slides it up, and a tap on the dimming closes it.
        DimmingPresentationController(presentedViewController: presented, presenting: presenting ?? source) { bounds in
            CGRect(x: 8, y: bounds.height - Self.height - 8, width: bounds.width - 16, height: Self.height)
        }
    }
}
