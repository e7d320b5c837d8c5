import Foundation
import Motion

/// Where a collection view item goes (UIKit's `UICollectionViewLayoutAttributes`): its frame,
/// alpha, transform, stacking and visibility. Layouts make them; the collection view applies
/// them to cells (``UICollectionReusableView/apply(_:)``).
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item's index path.
    public let indexPath: IndexPath
    /// The item's frame in the collection view's content coordinates.
    public var frame: CGRect = .zero
    /// The opacity (default 1).
    public var alpha: CGFloat = 1
    /// The transform (default identity).
    public var transform: CGAffineTransform = .identity
    /// The stacking order among items (higher is in front; default 0).
    public var zIndex = 0
    /// Whether the item is hidden.
    public var isHidden = false

    /// Attributes for a cell.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }

    /// The frame's centre.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The frame's size (kept centred when set).
    public var size: CGSize {
        get { frame.size }
        set {
            let centre = center
            frame.size = newValue
            center = centre
        }
    }

    /// Equal when every attribute is.
    ///
    /// `NSObject`'s `isEqual(_:)` is not isolated to an actor, so neither is this override;
    /// the attributes it reads are the main actor's. Like every UIKit object, attributes are
    /// compared on the main thread: anywhere else this stops the program rather than read
    /// them in a race.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated {
            indexPath == other.indexPath && frame == other.frame && alpha == other.alpha && transform == other.transform
                && zIndex == other.zIndex && isHidden == other.isHidden
        }
    }
}
