/// What a layout constraint positions: a view or a layout guide (UIKit's items are `AnyObject`;
/// Today keeps which of the two it is, so nothing downcasts).
@MainActor
enum LayoutItem {
    /// A view.
    case view(UIView)
    /// A layout guide.
    case guide(UILayoutGuide)

    /// The item as UIKit hands it out (`firstItem`, `secondItem`).
    var object: AnyObject {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide
        }
    }

    /// The view whose coordinate space the item lives in: a view's own, a guide's owning view.
    var view: UIView? {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide.owningView
        }
    }

    /// Whether two items are the same object.
    func isSame(as other: LayoutItem) -> Bool { object === other.object }
}

/// A constraint's hold on an item: weak, as UIKit's constraints do not keep their items alive
/// (views keep their constraints).
@MainActor
struct WeakLayoutItem {
    private weak var viewReference: UIView?
    private weak var guideReference: UILayoutGuide?

    /// Holds an item weakly.
    init(_ item: LayoutItem) {
        switch item {
        case .view(let view): viewReference = view
        case .guide(let guide): guideReference = guide
        }
    }

    /// The item, while it lives.
    var item: LayoutItem? {
        if let viewReference { return .view(viewReference) }
        if let guideReference { return .guide(guideReference) }
        return nil
    }
}
