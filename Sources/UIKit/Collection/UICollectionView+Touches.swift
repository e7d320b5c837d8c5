import Foundation
import Motion

extension UICollectionView {
    /// Highlights the item under the finger (when selection is allowed and the delegate agrees).
    func highlightItem(for touch: UITouch) {
        unhighlight()
        guard allowsSelection, !touchStoppedMotion, let indexPath = indexPathForItem(at: touch.location(in: self)) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        indexPathForHighlightedItem = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// Lifting on the highlighted item selects it (or, in multiple selection, toggles it).
    func selectHighlightedItem(for touch: UITouch) {
        guard let indexPath = indexPathForHighlightedItem else { return }
        unhighlight()
        guard indexPathForItem(at: touch.location(in: self)) == indexPath else { return }
        let selected = indexPathsForSelectedItems ?? []
        if allowsMultipleSelection, selected.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for previous in selected where previous != indexPath {
                deselectItem(at: previous, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Ends the highlight without selecting.
    func unhighlight() {
        guard let indexPath = indexPathForHighlightedItem else { return }
        indexPathForHighlightedItem = nil
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
