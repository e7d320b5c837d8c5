import UIKit

/// One app in a row: icon, name, subtitle and the GET button, as in the App Store's lists and
/// at the bottom of "app of the day" cards.
public final class AppRowView: UIView {
    /// The app shown.
    public let app: CatalogApp
    /// The icon.
    public let icon: AppIconView
    /// The name.
    public let nameLabel = UILabel()
    /// The subtitle.
    public let subtitleLabel = UILabel()
    /// The price button.
    public let getButton: GetButton
    /// The row's height for an icon size.
    public static func height(iconSize: Double) -> Double { iconSize + 16 }

    /// A row; `light` draws white text (for dark artwork).
    public init(app: CatalogApp, iconSize: Double = 48, light: Bool = false) {
        self.app = app
        icon = AppIconView(app: app, size: iconSize)
        getButton = GetButton(app: app, onDark: light)
        super.init(frame: CGRect(x: 0, y: 0, width: 350, height: Self.height(iconSize: iconSize)))
        nameLabel.text = app.name
        nameLabel.font = .system(size: 16, weight: .semibold)
        nameLabel.textColor = light ? .white : .black
        subtitleLabel.text = app.subtitle
        subtitleLabel.font = .system(size: 13)
        subtitleLabel.textColor = light ? UIColor(white: 1, alpha: 0.75) : UIColor(white: 0.45)
        for view in [icon, nameLabel, subtitleLabel, getButton] as [UIView] { addSubview(view) }
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Icon at the left, the button at the right, the text between, centred vertically.
    public override func layoutSubviews() {
        let side = icon.bounds.width
        icon.frame = CGRect(x: 0, y: (bounds.height - side) / 2, width: side, height: side)
        let button = GetButton.size
        getButton.frame = CGRect(x: bounds.width - button.width, y: (bounds.height - button.height) / 2, width: button.width, height: button.height)
        let textX = side + 12
        let textWidth = Swift.max(0, getButton.frame.minX - 12 - textX)
        nameLabel.frame = CGRect(x: textX, y: bounds.height / 2 - 20, width: textWidth, height: 20)
        subtitleLabel.frame = CGRect(x: textX, y: bounds.height / 2 + 1, width: textWidth, height: 17)
    }
}
