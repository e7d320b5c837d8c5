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
/// While the large title shows, the bar looks as its ``scrollEdgeAppearance`` says (clear, with
/// no hairline, when that is nil, as UIKit's bars are since iOS 15), and it turns into its
/// ``standardAppearance`` as the large title collapses. The top item's own appearances win.
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
    /// The back button and the bar button items show the bar's tint (``UIView/tintColor``, the
    /// system blue unless set here or above): a new tint rebuilds them.
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuildContent()
    }
    /// How the bar looks (its background, hairline and titles' attributes) unless the top item
    /// has its own. Copied when assigned, as in UIKit: later changes to the object assigned do
    /// not reach the bar; changes to the one read back from the bar show at once.
    public var standardAppearance: UINavigationBarAppearance {
        get { ownStandardAppearance }
        set {
            noteAppearanceSet("standardAppearance")
            ownStandardAppearance = newValue.copied { [weak self] in self?.rebuildContent() }
            rebuildContent()
        }
    }
    /// How the bar looks while a large title shows (at the content's scroll edge); nil: as
    /// ``standardAppearance`` with a clear background and no hairline. Copied when assigned.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { ownScrollEdgeAppearance }
        set {
            noteAppearanceSet("scrollEdgeAppearance")
            ownScrollEdgeAppearance = newValue?.copied { [weak self] in self?.rebuildContent() }
            rebuildContent()
        }
    }
    /// How the bar looks in a compact height. Kept for source compatibility: Today's bars are
    /// always of regular height, so it is never shown. Copied when assigned.
    public var compactAppearance: UINavigationBarAppearance? {
        get { ownCompactAppearance }
        set {
            noteAppearanceSet("compactAppearance")
            ownCompactAppearance = newValue?.copied {}
        }
    }
    /// Storage for ``standardAppearance``.
    private lazy var ownStandardAppearance: UINavigationBarAppearance = {
        let appearance = UINavigationBarAppearance()
        appearance.onChange = { [weak self] in self?.rebuildContent() }
        return appearance
    }()
    /// Storage for ``scrollEdgeAppearance``.
    private var ownScrollEdgeAppearance: UINavigationBarAppearance?
    /// Storage for ``compactAppearance``.
    private var ownCompactAppearance: UINavigationBarAppearance?

    /// The appearance shown once the large title (if any) has collapsed: the top item's, else the bar's.
    var shownStandardAppearance: UINavigationBarAppearance { topItem?.standardAppearance ?? standardAppearance }
    /// The appearance shown at the scroll edge: the top item's, else the bar's, else nil (clear).
    var shownScrollEdgeAppearance: UINavigationBarAppearance? { topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance }
    /// How far the background reaches up above the bar (the status bar's height; the
    /// navigation controller sets it).
    public var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }

    // MARK: The legacy look (iOS 7 to 12's properties, which iOS still honours)

    /// The background's colour (UIKit's `barTintColor`; nil: the appearance's). A translucent
    /// bar shows it at 94 % of its opacity, an opaque one (``isTranslucent`` false) fully.
    /// Set, it wins over the appearances' background colour in the standard look (the scroll
    /// edge keeps its own, as on iOS 15 and later).
    public var barTintColor: UIColor? { didSet { noteAppearanceSet("barTintColor"); rebuildContent() } }
    /// Whether the background lets what is under it show (true, as on iOS). False makes the
    /// standard look's background opaque; content still extends under the bar.
    public var isTranslucent = true { didSet { noteAppearanceSet("isTranslucent"); if isTranslucent != oldValue { rebuildContent() } } }
    /// Text attributes for the small title (UIKit's `titleTextAttributes`: `.font`,
    /// `.foregroundColor`), over the appearance's.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { noteAppearanceSet("titleTextAttributes"); rebuildContent() } }
    /// Text attributes for the large title, over the appearance's.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { noteAppearanceSet("largeTitleTextAttributes"); rebuildContent() }
    }
    /// The hairline's image (UIKit's `shadowImage`). As UIKit documents, it counts only while a
    /// background image is set (``setBackgroundImage(_:for:)``): an empty image (`UIImage()`)
    /// then removes the hairline; another image keeps the hairline's colour (Today draws no
    /// hairline images).
    public var shadowImage: UIImage? { didSet { noteAppearanceSet("shadowImage"); rebuildContent() } }
    /// The background images set, by bar metrics.
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]
    /// Shows the background image, when one is set and not empty.
    private let backgroundImageView = UIImageView()

    /// Sets the background image for a bar metrics (UIKit's `setBackgroundImage(_:for:)`;
    /// Today's bars are always `.default`). An empty image (`UIImage()`) makes the standard
    /// look's background clear, the usual way to a transparent bar; another image is stretched
    /// over the background.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        noteAppearanceSet("backgroundImage.\(barMetrics.rawValue)")
        backgroundImages[barMetrics] = backgroundImage
        rebuildContent()
    }

    /// The background image set for a bar metrics.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

    /// Called when the back button is tapped (the navigation controller pops).
    var onBack: (@MainActor () -> Void)?

    /// The background, reaching up under the status bar (the standard appearance's).
    private let background = UIView()
    /// The hairline along the bottom (the standard appearance's).
    private let hairline = UIView()
    /// The scroll-edge appearance's background, shown while a large title shows.
    private let edgeBackground = UIView()
    /// The scroll-edge appearance's hairline.
    private let edgeHairline = UIView()
    /// The shown item's title and buttons.
    public private(set) var content = NavigationBarContent()
    /// The leaving item's content while a push or a pop fades between them.
    private var leaving: (content: NavigationBarContent, items: [UINavigationItem])?

    /// A bar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(edgeBackground)
        addSubview(background)
        backgroundImageView.contentMode = .scaleToFill
        backgroundImageView.isHidden = true
        addSubview(backgroundImageView)
        addSubview(edgeHairline)
        addSubview(hairline)
        addSubview(content)
        applyAppearances()
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
        for view in [background, edgeBackground, backgroundImageView] {
            view.frame = CGRect(x: 0, y: -backgroundExtension, width: bounds.width, height: bounds.height + backgroundExtension)
        }
        for view in [hairline, edgeHairline] {
            view.frame = CGRect(x: 0, y: bounds.height - 1.0 / 3, width: bounds.width, height: 1.0 / 3)
        }
        for shown in [content, leaving?.content].compactMap({ $0 }) {
            shown.frame = bounds
        }
        // The scroll edge's look while a large title shows, the standard one once it has
        // collapsed (over its last 8 points).
        let expanded = content.showsLargeTitle ? Swift.max(0, bounds.height - Self.height) : 0
        let solid = Swift.min(1, Swift.max(0, 1 - expanded / 8))
        background.alpha = solid
        backgroundImageView.alpha = solid
        hairline.alpha = solid
        edgeBackground.alpha = 1 - solid
        edgeHairline.alpha = 1 - solid
    }

    /// Colours the backgrounds and hairlines from the appearances shown and the legacy look (a
    /// view with no colour is hidden, and draws nothing).
    private func applyAppearances() {
        let standard = shownStandardAppearance
        let edge = shownScrollEdgeAppearance
        var backgroundColor = if let barTintColor {
            isTranslucent ? barTintColor.withAlphaComponent(barTintColor.alpha * 0.94) : barTintColor
        } else {
            isTranslucent ? standard.backgroundColor : standard.backgroundColor?.withAlphaComponent(1)
        }
        let image = backgroundImage(for: .default)
        if image != nil { backgroundColor = nil }
        backgroundImageView.image = image.flatMap { $0.size.width > 0 && $0.size.height > 0 ? $0 : nil }
        backgroundImageView.isHidden = backgroundImageView.image == nil
        let hairlineColor = image != nil && shadowImage.map({ $0.size.width == 0 || $0.size.height == 0 }) == true ? nil : standard.shadowColor
        for (view, color) in [(background, backgroundColor), (hairline, hairlineColor),
                              (edgeBackground, edge?.backgroundColor), (edgeHairline, edge?.shadowColor)] {
            if view.backgroundColor != color { view.backgroundColor = color }
            view.isHidden = color == nil
        }
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
        applyAppearances()
        content.show(top: topItem, back: backItem, large: showsLargeTitle(forItemAt: items.count - 1), tint: tintColor,
                     titleStyle: shownStandardAppearance.titleStyle(over: titleTextAttributes),
                     largeTitleStyle: (shownScrollEdgeAppearance ?? shownStandardAppearance).largeTitleStyle(over: largeTitleTextAttributes)) { [weak self] in
            self?.onBack?()
        }
        for item in (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? []) {
            item.onChange = { [weak self] in self?.rebuildContent() }
        }
        content.frame = bounds
        content.setNeedsLayout()
        setNeedsLayout()
    }
}
