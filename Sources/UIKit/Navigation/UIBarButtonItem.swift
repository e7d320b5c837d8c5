import Foundation

/// A button in a navigation bar (UIKit's `UIBarButtonItem`). Linux has no `#selector`, so an
/// item runs a ``UIAction`` (UIKit's `primaryAction`), as iOS 14 and later allow.
@MainActor @preconcurrency
public final class UIBarButtonItem {
    /// How an item's title is drawn.
    public enum Style: Int, Hashable, Sendable {
        /// The regular weight.
        case plain
        /// Bold, for the action that ends a screen ("Done").
        case done
    }

    /// The system's items, each with its title (there are no SF Symbols here, so items that
    /// iOS draws as icons show a word).
    public enum SystemItem: Int, Hashable, Sendable {
        /// "Done", bold.
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save", bold.
        case save
        /// "+".
        case add
        /// "Close".
        case close

        /// The word or sign shown.
        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .close: "Close"
            }
        }
    }

    /// The title (the primary action's when none is set).
    public var title: String? { didSet { changed() } }
    /// The image, shown instead of the title.
    public var image: UIImage? { didSet { changed() } }
    /// Plain or bold.
    public var style: Style = .plain { didSet { changed() } }
    /// Whether the item can be tapped.
    public var isEnabled = true { didSet { changed() } }
    /// The title's colour (the bar's tint when nil).
    public var tintColor: UIColor? { didSet { changed() } }
    /// What a tap runs.
    public var primaryAction: UIAction? { didSet { changed() } }

    /// Called when something shown changed (the bar that shows the item listens).
    var onChange: (@MainActor () -> Void)?

    /// An item with a title or an image that runs `primaryAction` when tapped.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    /// An item showing `primaryAction`'s title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// A system item that runs `primaryAction` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(title: systemItem.title, image: nil, primaryAction: primaryAction)
        style = systemItem == .done || systemItem == .save ? .done : .plain
    }

    /// An item with a title, a style and a closure (Today's spelling of UIKit's
    /// `init(title:style:target:action:)`, which needs `#selector`).
    public convenience init(title: String?, style: Style, handler: @escaping UIActionHandler) {
        self.init(title: title, image: nil, primaryAction: UIAction(title: title ?? "", handler: handler))
        self.style = style
    }

    private func changed() {
        onChange?()
    }
}
