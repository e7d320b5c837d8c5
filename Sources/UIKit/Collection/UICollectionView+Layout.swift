import Foundation
import Motion

extension UICollectionView {
    /// Sets the content size from the layout and makes cells for exactly the items that
    /// intersect the visible bounds, reusing the cells of items that left.
    func layoutItems() {
        let layout = collectionViewLayout
        // A new size always needs a new layout; a scroll only when the layout says so.
        if let laidOutBounds, laidOutBounds != bounds,
            laidOutBounds.size != bounds.size || layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.isPrepared = false
        }
        laidOutBounds = bounds
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        let newContentSize = CGSize(width: size.width.isFinite ? Swift.max(0, size.width) : 0,
                                    height: size.height.isFinite ? Swift.max(0, size.height) : 0)
        if contentSize != newContentSize { contentSize = newContentSize }

        let visible = bounds
        let wanted = visible.width > 0 && visible.height > 0
            ? (layout.layoutAttributesForElements(in: visible) ?? []).filter { isValid($0.indexPath) }
            : []
        let wantedPaths = Set(wanted.map(\.indexPath))
        // In the items' order: the reuse queue's order decides which cell the next item gets.
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) where !wantedPaths.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, at: indexPath)
        }
        guard let dataSource else { return }
        for attributes in wanted {
            let indexPath = attributes.indexPath
            if let cell = visibleCellsByIndexPath[indexPath] {
                if cell.frame != attributes.frame { cell.apply(attributes) }
                continue
            }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.apply(attributes)
            cell.isSelected = (indexPathsForSelectedItems ?? []).contains(indexPath)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            insertSubview(cell, at: 0)
            visibleCellsByIndexPath[indexPath] = cell
        }
    }

    /// Takes a cell off screen and into its reuse queue.
    func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        if indexPathForHighlightedItem == indexPath {
            indexPathForHighlightedItem = nil
            cell.isHighlighted = false
        }
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
    }
}
