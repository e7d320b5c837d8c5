import Foundation
import Motion

/// Decides where a collection view's items go (UIKit's `UICollectionViewLayout`, the abstract
/// base). Subclasses compute in ``prepare()`` and answer ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` and ``layoutAttributesForItem(at:)``;
/// ``UICollectionViewFlowLayout`` is the built-in one.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// A layout.
    public override init() { super.init() }

    /// Computes the layout; called before the collection view asks for attributes after an
    /// invalidation. The default does nothing.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every item that intersects `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item, or nil when it does not exist.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds needs a new layout (default: when its
    /// size changed, not when it only scrolled).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// Marks the layout stale: ``prepare()`` runs again before the next layout pass.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }

    /// Whether ``prepare()`` ran since the last invalidation.
    var isPrepared = false

    /// Runs ``prepare()`` once per invalidation.
    func prepareIfNeeded() {
        guard !isPrepared else { return }
        isPrepared = true
        prepare()
    }
}
