import Foundation
import Motion

/// The bar of tabs at the bottom of a ``UITabBarController`` (UIKit's `UITabBar`): a translucent
/// background, a hairline on top, and one button per item; the selected one is tinted.
public final class UITabBar: UIView {
    /// The bar's height: 49 points of buttons plus the 34-point home indicator area.
    public static let height = 83.0

    /// The items, left to right.
    public var items: [UITabBarItem] = [] { didSet { rebuildButtons() } }
    /// The selected item's index.
    public var selectedIndex = 0 { didSet { updateTints() } }
    /// The selected item shows the bar's tint (``UIView/tintColor``, the system blue unless set
    /// here or above): a new tint colours it again.
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        updateTints()
    }
    /// Called with the index of a tapped item.
    public var onSelect: (@MainActor (Int) -> Void)?
    /// Draws an item's icon by symbol name into a rectangle, in a colour (the app supplies it).
    public var iconDrawer: (@MainActor (String, GraphicsContext, CGRect, UIColor) -> Void)? { didSet { rebuildButtons() } }

    /// The background's colour (UIKit's `barTintColor`; nil: the translucent chrome). A
    /// translucent bar shows it at 94 % of its opacity, an opaque one fully.
    public var barTintColor: UIColor? { didSet { noteAppearanceSet("barTintColor"); applyLook() } }
    /// Whether the background lets what is under it show (true, as on iOS); false makes it
    /// opaque.
    public var isTranslucent = true { didSet { noteAppearanceSet("isTranslucent"); applyLook() } }
    /// The colour of the items not selected (UIKit's `unselectedItemTintColor`; nil: grey 0.6).
    public var unselectedItemTintColor: UIColor? { didSet { noteAppearanceSet("unselectedItemTintColor"); updateTints() } }
    /// The background image (UIKit's `backgroundImage`): an empty image (`UIImage()`) makes the
    /// bar clear; another is stretched over it.
    public var backgroundImage: UIImage? { didSet { noteAppearanceSet("backgroundImage"); applyLook() } }
    /// The hairline's image (UIKit's `shadowImage`): with a ``backgroundImage`` set, an empty
    /// image removes the hairline (as UIKit documents, it counts only then).
    public var shadowImage: UIImage? { didSet { noteAppearanceSet("shadowImage"); applyLook() } }

    /// The buttons, one per item.
    public private(set) var buttons: [TabBarButton] = []
    private let hairline = UIView()
    /// Shows a ``backgroundImage`` that is not empty.
    private let backgroundImageView = UIImageView()

    /// A tab bar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundImageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundImageView.isHidden = true
        addSubview(backgroundImageView)
        hairline.autoresizingMask = [.flexibleWidth]
        addSubview(hairline)
        applyLook()
    }

    /// Colours the background and the hairline from the legacy look.
    private func applyLook() {
        var color: UIColor? = if let barTintColor {
            isTranslucent ? barTintColor.withAlphaComponent(barTintColor.alpha * 0.94) : barTintColor
        } else {
            isTranslucent ? UIColor.barBackground : UIColor.barBackground.withAlphaComponent(1)
        }
        if backgroundImage != nil { color = nil }
        withoutNotingAppearance { backgroundColor = color }
        backgroundImageView.frame = bounds
        backgroundImageView.image = backgroundImage.flatMap { $0.size.width > 0 && $0.size.height > 0 ? $0 : nil }
        backgroundImageView.isHidden = backgroundImageView.image == nil
        let noHairline = backgroundImage != nil && shadowImage.map({ $0.size.width == 0 || $0.size.height == 0 }) == true
        hairline.backgroundColor = noHairline ? nil : .barHairline
        hairline.isHidden = noHairline
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Spreads the buttons evenly over the top 49 points.
    public override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1.0 / 3)
        let width = buttons.isEmpty ? 0 : bounds.width / Double(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: Double(index) * width, y: 0, width: width, height: 49)
        }
    }

    private func rebuildButtons() {
        for button in buttons { button.removeFromSuperview() }
        buttons = items.enumerated().map { index, item in
            let button = TabBarButton(item: item)
            button.iconDrawer = iconDrawer
            button.addAction(UIAction { [weak self] _ in self?.onSelect?(index) }, for: .primaryActionTriggered)
            addSubview(button)
            return button
        }
        updateTints()
        setNeedsLayout()
    }

    private func updateTints() {
        for (index, button) in buttons.enumerated() {
            button.tint = index == selectedIndex ? tintColor : unselectedItemTintColor ?? UIColor(white: 0.6)
        }
    }
}

/// One tab: an icon above a small title.
public final class TabBarButton: UIButton {
    /// The item shown.
    public let item: UITabBarItem
    /// The colour of icon and title.
    public var tint: UIColor = .systemGray { didSet { if tint != oldValue { setNeedsDisplay() } } }
    var iconDrawer: (@MainActor (String, GraphicsContext, CGRect, UIColor) -> Void)?

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The button draws its icon and title.
    public override var drawsContent: Bool { true }

    /// Draws the icon (through the bar's drawer, or a rounded square) and the title.
    public override func draw(in context: GraphicsContext) {
        let color = isHighlighted ? tint.withAlphaComponent(0.5) : tint
        let icon = CGRect(x: bounds.width / 2 - 13, y: 6, width: 26, height: 26)
        if let iconDrawer {
            iconDrawer(item.symbol, context, icon, color)
        } else {
            context.fill(Path(roundedRect: icon.insetBy(dx: 3, dy: 3), cornerRadius: 5), with: color)
        }
        let style = TextStyle(font: .system(size: 10, weight: .medium), color: color, alignment: .center, numberOfLines: 1)
        context.draw((item.title ?? ""), style: style, in: CGRect(x: 0, y: 34, width: bounds.width, height: 13))
    }
}
