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

    /// The buttons, one per item.
    public private(set) var buttons: [TabBarButton] = []
    private let hairline = UIView()

    /// A tab bar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .barBackground
        hairline.backgroundColor = .barHairline
        hairline.autoresizingMask = [.flexibleWidth]
        addSubview(hairline)
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
            button.tint = index == selectedIndex ? tintColor : UIColor(white: 0.6)
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
