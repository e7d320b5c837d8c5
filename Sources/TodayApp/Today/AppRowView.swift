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

    /// A row; `light` draws white text (for dark artwork). Dark text on a surface (`onSurface`,
    /// the default) follows the appearance; on light artwork it stays dark.
    public init(app: CatalogApp, iconSize: Double = 48, light: Bool = false, onSurface: Bool = true) {
        self.app = app
        icon = AppIconView(app: app, size: iconSize)
        getButton = GetButton(app: app, onDark: light, onSurface: onSurface)
        super.init(frame: CGRect(x: 0, y: 0, width: 350, height: Self.height(iconSize: iconSize)))
        nameLabel.text = app.name
        nameLabel.font = .system(size: 16, weight: .semibold)
        nameLabel.textColor = light ? .white : onSurface ? TodayPalette.primaryText : .black
        subtitleLabel.text = app.subtitle
        subtitleLabel.font = .system(size: 13)
        subtitleLabel.textColor = light ? UIColor(white: 1, alpha: 0.75) : onSurface ? TodayPalette.secondaryText : UIColor(white: 0.45)
        for view in [icon, nameLabel, subtitleLabel, getButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        // Icon at the left, the button at the right, the two lines of text between, all
        // centred vertically.
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: leadingAnchor),
            icon.centerYAnchor.constraint(equalTo: centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: iconSize),
            icon.heightAnchor.constraint(equalToConstant: iconSize),
            getButton.trailingAnchor.constraint(equalTo: trailingAnchor),
            getButton.centerYAnchor.constraint(equalTo: centerYAnchor),
            getButton.widthAnchor.constraint(equalToConstant: GetButton.size.width),
            getButton.heightAnchor.constraint(equalToConstant: GetButton.size.height),
            nameLabel.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(equalTo: getButton.leadingAnchor, constant: -12),
            nameLabel.bottomAnchor.constraint(equalTo: centerYAnchor),
            nameLabel.heightAnchor.constraint(equalToConstant: 20),
            subtitleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: centerYAnchor, constant: 1),
            subtitleLabel.heightAnchor.constraint(equalToConstant: 17),
        ])
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }
}
