import Foundation
import Motion

/// One item's part of a ``UINavigationBar``: the back button at the left (a chevron and the
/// item below's back title), the left items after it, the title in the middle and the right
/// items at the right edge, along the bar's top 44 points; below them, for an item showing its
/// title large, the large title in an area as tall as what is left of the bar (clipped, so it
/// slides under the row as the bar shrinks). The bar keeps two during a push or a pop and fades
/// between them.
public final class NavigationBarContent: UIView {
    /// The back button (hidden at the bottom of a stack or when the item hides it).
    public let backButton = UIButton(type: .system)
    /// The title.
    public let titleLabel = UILabel()
    /// The large title, left-aligned under the row (shown only when ``showsLargeTitle``).
    public let largeTitleLabel = UILabel()
    /// Whether this content shows its item's title large.
    public private(set) var showsLargeTitle = false
    /// Whether the small title fades in as the large one collapses (off once this content is
    /// leaving: a bar shrinking for the next item must not bring the old small title back).
    var followsCollapse = true
    /// The area under the row that holds the large title, clipping it.
    private let largeTitleArea = UIView()
    /// The buttons of the left items, left to right.
    public private(set) var leftButtons: [UIButton] = []
    /// The buttons of the right items, right to left (the first item is rightmost, as UIKit).
    public private(set) var rightButtons: [UIButton] = []

    /// The space between the edges and the outer buttons.
    static let margin = 16.0
    /// The space between neighbouring buttons.
    static let spacing = 12.0

    /// Empty content (the bar fills it with its top and back items).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        largeTitleLabel.font = .system(size: 34, weight: .bold)
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isHidden = true
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
        addSubview(titleLabel)
        addSubview(backButton)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Shows `top`'s title (also `large` when it shows large) and items, with a back button
    /// naming `back` unless there is none or `top` hides it.
    func show(top: UINavigationItem?, back backItem: UINavigationItem?, large: Bool, tint: UIColor, titleStyle: TextStyle,
              largeTitleStyle: TextStyle, onBack: @escaping @MainActor () -> Void) {
        titleLabel.text = top?.title
        showsLargeTitle = large
        largeTitleArea.isHidden = !large
        largeTitleLabel.text = top?.title
        largeTitleLabel.font = largeTitleStyle.font
        largeTitleLabel.textColor = largeTitleStyle.color
        titleLabel.font = titleStyle.font
        titleLabel.textColor = titleStyle.color
        backButton.setTitle(backItem.map { "‹ " + $0.backTitle }, for: .normal)
        backButton.setTitleColor(tint, for: .normal)
        backButton.titleLabel?.font = .system(size: 17, weight: .regular)
        backButton.isHidden = backItem == nil || top?.hidesBackButton == true
        let back = UIAction.Identifier("UINavigationBar.back")
        backButton.removeAction(identifiedBy: back, for: .primaryActionTriggered)
        backButton.addAction(UIAction(identifier: back) { _ in onBack() }, for: .primaryActionTriggered)
        for button in leftButtons + rightButtons { button.removeFromSuperview() }
        leftButtons = (top?.leftBarButtonItems ?? []).map { makeButton(for: $0, tint: tint) }
        rightButtons = (top?.rightBarButtonItems ?? []).map { makeButton(for: $0, tint: tint) }
        setNeedsLayout()
    }

    /// The back button and the left items from the left edge, the right items from the right
    /// edge, and the title centred in the bar (moved aside only when the buttons would cover it).
    public override func layoutSubviews() {
        super.layoutSubviews()
        let height = Swift.min(bounds.height, UINavigationBar.height)
        // The large title sits 8 points above the bottom of the area, however tall it is.
        let area = Swift.max(0, bounds.height - UINavigationBar.height)
        largeTitleArea.frame = CGRect(x: 0, y: UINavigationBar.height, width: bounds.width, height: area)
        largeTitleLabel.frame = CGRect(x: Self.margin, y: area - 49, width: Swift.max(0, bounds.width - 2 * Self.margin), height: 41)
        // The small title fades in over the large area's last 10 points.
        if followsCollapse { titleLabel.alpha = showsLargeTitle ? Swift.min(1, Swift.max(0, 1 - area / 10)) : 1 }
        var left = Self.margin - 8
        if !backButton.isHidden {
            let size = backButton.intrinsicContentSize
            let width = Swift.min(size.width, bounds.width / 3)
            backButton.frame = CGRect(x: left, y: 0, width: width, height: height)
            left += width + Self.spacing
        } else {
            left = Self.margin
        }
        for button in leftButtons {
            let width = button.intrinsicContentSize.width
            button.frame = CGRect(x: left, y: 0, width: width, height: height)
            left += width + Self.spacing
        }
        var right = bounds.width - Self.margin
        for button in rightButtons {
            let width = button.intrinsicContentSize.width
            button.frame = CGRect(x: right - width, y: 0, width: width, height: height)
            right -= width + Self.spacing
        }
        let titleWidth = Swift.min(titleLabel.intrinsicContentSize.width, Swift.max(0, bounds.width - 2 * Swift.max(left, bounds.width - right)))
        titleLabel.frame = CGRect(x: (bounds.width - titleWidth) / 2, y: 0, width: titleWidth, height: height)
    }

    private func makeButton(for item: UIBarButtonItem, tint: UIColor) -> UIButton {
        let button = UIButton(type: .system)
        if let image = item.image {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(item.title, for: .normal)
        }
        button.setTitleColor(item.tintColor ?? tint, for: .normal)
        button.titleLabel?.font = .system(size: 17, weight: item.style == .done ? .semibold : .regular)
        button.isEnabled = item.isEnabled
        if let action = item.primaryAction {
            button.addAction(UIAction(title: action.title) { _ in action.handler(action) }, for: .primaryActionTriggered)
        }
        addSubview(button)
        return button
    }
}
