import Foundation

/// What a navigation bar shows for one controller (UIKit's `UINavigationItem`): its title, its
/// bar button items and how its back button reads. Each controller has one
/// (``UIViewController/navigationItem``); the bar shows the top controller's, and the back
/// button names the one below.
@MainActor @preconcurrency
public final class UINavigationItem {
    /// When the bar shows a large title for this item (UIKit's `LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        /// As the item below does (the bar's ``UINavigationBar/prefersLargeTitles`` for the root).
        case automatic
        /// Always large when the bar prefers large titles.
        case always
        /// Never large.
        case never
    }

    /// The title in the middle of the bar (the controller's ``UIViewController/title`` until set).
    public var title: String? { didSet { changed() } }
    /// The title the next screen's back button shows for this item (this item's title when nil).
    public var backButtonTitle: String? { didSet { changed() } }
    /// Whether the back button is hidden while this item is on top.
    public var hidesBackButton = false { didSet { changed() } }
    /// The items at the left, after the back button (first is leftmost).
    public var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The items at the right (first is rightmost, as UIKit).
    public var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// When the bar shows this item's title large (with the bar's
    /// ``UINavigationBar/prefersLargeTitles``; see ``UINavigationBar/showsLargeTitle(forItemAt:)``).
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// How the bar looks while this item is on top (nil: the bar's
    /// ``UINavigationBar/standardAppearance``). Copied when assigned, as in UIKit (changes to the
    /// copy read back from the item show at once).
    public var standardAppearance: UINavigationBarAppearance? {
        get { ownStandardAppearance }
        set { ownStandardAppearance = newValue?.copied { [weak self] in self?.changed() }; changed() }
    }
    /// How the bar looks at the scroll edge while this item is on top (nil: the bar's
    /// ``UINavigationBar/scrollEdgeAppearance``). Copied when assigned, as in UIKit.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { ownScrollEdgeAppearance }
        set { ownScrollEdgeAppearance = newValue?.copied { [weak self] in self?.changed() }; changed() }
    }
    /// Storage for ``standardAppearance``.
    private var ownStandardAppearance: UINavigationBarAppearance?
    /// Storage for ``scrollEdgeAppearance``.
    private var ownScrollEdgeAppearance: UINavigationBarAppearance?

    /// The first left item.
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The back button's title for the screen above this one: ``backButtonTitle``, else the
    /// title, else "Back".
    var backTitle: String {
        if let backButtonTitle { return backButtonTitle }
        if let title, !title.isEmpty { return title }
        return "Back"
    }

    /// Called when something shown changed (the bar that shows the item listens).
    var onChange: (@MainActor () -> Void)?

    /// An item with a title.
    public init(title: String) {
        self.title = title
    }

    /// An item with no title.
    init() {}

    /// Sets the left items (`animated` is accepted for UIKit's signature; the change is immediate).
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the right items (`animated` is accepted for UIKit's signature; the change is immediate).
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Hides or shows the back button (`animated` is accepted for UIKit's signature).
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    private func changed() {
        onChange?()
    }
}
