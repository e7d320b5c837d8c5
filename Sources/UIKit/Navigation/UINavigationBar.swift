import Foundation
import Motion

/// The bar along the top of a ``UINavigationController`` (UIKit's `UINavigationBar`): a
/// translucent background that reaches up under the status bar, a hairline under it, the top
/// item's title in the middle, a back button naming the item below, and the top item's bar
/// button items.
///
/// With ``prefersLargeTitles`` an item can show its title large, in an area under the bar's
/// row that is ``largeTitleHeight`` tall when expanded: the navigation controller makes the bar
/// that much taller and shrinks it again as the content scrolls up, so the large title slides
/// under the row and the small title fades in; pulled down, the area grows with the content.
/// While the large title shows, the bar's background and hairline are clear (UIKit's
/// scroll-edge appearance) and appear as it collapses.
///
/// During a push or a pop the bar cross-fades from the leaving item's content to the arriving
/// one's along with the transition (an interactive pop scrubs the fade, and a cancelled one
/// fades back).
public final class UINavigationBar: UIView {
    /// The bar's height below the status bar, as on iPhone.
    public static let height = 44.0
    /// The height of the large-title area under the bar's row when expanded, as on iPhone.
    public static let largeTitleHeight = 52.0

    /// The items, bottom of the stack first (the navigation controller keeps them in step with
    /// its controllers).
    public private(set) var items: [UINavigationItem] = []
    /// The item shown: the last one.
    public var topItem: UINavigationItem? { items.last }
    /// The item the back button names: the one below the top.
    public var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }
    /// Whether the bar shows large titles: items whose ``UINavigationItem/largeTitleDisplayMode``
    /// allows it show their title large (see ``showsLargeTitle(forItemAt:)``).
    public var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { rebuildContent() } } }
    /// The colour of the back button and the bar button items.
    public var tintColor: UIColor = .systemBlue { didSet { if tintColor != oldValue { rebuildContent() } } }
    /// The title's font and colour.
    public var titleTextStyle = TextStyle(font: .system(size: 17, weight: .semibold), color: .black, alignment: .center, numberOfLines: 1) {
        didSet { rebuildContent() }
    }
    /// How far the background reaches up above the bar (the status bar's height; the
    /// navigation controller sets it).
    public var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }

    /// Called when the back button is tapped (the navigation controller pops).
    var onBack: (@MainActor () -> Void)?

    /// The background, reaching up under the status bar.
    private let background = UIView()
    /// The hairline along the bottom.
    private let hairline = UIView()
    /// The shown item's title and buttons.
    public private(set) var content = NavigationBarContent()
    /// The leaving item's content while a push or a pop fades between them.
    private var leaving: (content: NavigationBarContent, items: [UINavigationItem])?

    /// A bar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        background.backgroundColor = UIColor(white: 0.97, alpha: 0.94)
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        addSubview(background)
        addSubview(hairline)
        addSubview(content)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Sets the items and shows the new top item at once (`animated` is accepted for UIKit's
    /// signature: a navigation controller's transitions fade the bar themselves).
    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        endFade(completed: true)
        for item in self.items { item.onChange = nil }
        self.items = items ?? []
        rebuildContent()
    }

    /// Lays out the background, the hairline and the content.
    public override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = CGRect(x: 0, y: -backgroundExtension, width: bounds.width, height: bounds.height + backgroundExtension)
        hairline.frame = CGRect(x: 0, y: bounds.height - 1.0 / 3, width: bounds.width, height: 1.0 / 3)
        for shown in [content, leaving?.content].compactMap({ $0 }) {
            shown.frame = bounds
        }
        // Clear while a large title shows, solid once it has collapsed (over its last 8 points).
        let expanded = content.showsLargeTitle ? Swift.max(0, bounds.height - Self.height) : 0
        let solid = Swift.min(1, Swift.max(0, 1 - expanded / 8))
        background.alpha = solid
        hairline.alpha = solid
    }

    /// Whether the item at `index` of ``items`` shows its title large: never without
    /// ``prefersLargeTitles``; otherwise as its display mode says, `.automatic` following the
    /// item below (the root item's `.automatic` shows it).
    public func showsLargeTitle(forItemAt index: Int) -> Bool {
        Self.showsLargeTitle(forItemAt: index, of: items, prefersLargeTitles: prefersLargeTitles)
    }

    /// ``showsLargeTitle(forItemAt:)`` for a given stack of items.
    static func showsLargeTitle(forItemAt index: Int, of items: [UINavigationItem], prefersLargeTitles: Bool) -> Bool {
        guard prefersLargeTitles, items.indices.contains(index) else { return false }
        for item in items[...index].reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    // MARK: Fading between items

    /// A push or a pop starts: the current content stays as the leaving one, and `items`'
    /// content is added, transparent. Call ``fadeToNewItems()`` in the transition's animations
    /// and ``endFade(completed:)`` when it ends.
    func beginFade(to items: [UINavigationItem]) {
        endFade(completed: true)
        let old = self.items
        let oldContent = content
        oldContent.followsCollapse = false
        for item in old { item.onChange = nil }
        self.items = items
        content = NavigationBarContent()
        addSubview(content)
        rebuildContent()
        UIView.performWithoutAnimation { content.alpha = 0 }
        leaving = (oldContent, old)
        setNeedsLayout()
    }

    /// The animated half of the fade: the leaving content goes, the arriving one comes.
    func fadeToNewItems() {
        leaving?.content.alpha = 0
        content.alpha = 1
    }

    /// The transition ended: a completed one drops the leaving content; a cancelled one puts
    /// the old items and their content back.
    func endFade(completed: Bool) {
        guard let leaving else { return }
        self.leaving = nil
        UIView.performWithoutAnimation {
            if completed {
                leaving.content.removeFromSuperview()
                content.alpha = 1
            } else {
                for item in items { item.onChange = nil }
                content.removeFromSuperview()
                items = leaving.items
                content = leaving.content
                content.followsCollapse = true
                content.alpha = 1
                rebuildContent()
            }
        }
    }

    // MARK: Content

    /// Rebuilds the shown content from the top and back items, and listens to them.
    private func rebuildContent() {
        for item in items { item.onChange = nil }
        for item in [topItem, backItem].compactMap({ $0 }) {
            item.onChange = { [weak self] in self?.rebuildContent() }
        }
        content.show(top: topItem, back: backItem, large: showsLargeTitle(forItemAt: items.count - 1), tint: tintColor,
                     titleStyle: titleTextStyle) { [weak self] in self?.onBack?() }
        for item in (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? []) {
            item.onChange = { [weak self] in self?.rebuildContent() }
        }
        content.frame = bounds
        content.setNeedsLayout()
        setNeedsLayout()
    }
}
