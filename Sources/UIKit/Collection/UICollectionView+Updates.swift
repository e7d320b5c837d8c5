import Foundation
import Motion

// Inserting, deleting, reloading and moving items and sections, animated as UIKit's flow
// layout animates them: items that stay slide to their new places, new ones fade in, old ones
// fade out.
extension UICollectionView {
    /// Runs `updates` as one batch (what they insert, delete, reload and move, after the data
    /// source has changed to match), then `completion` when the animations end (`true`), or
    /// at once with `false` when the batch did not match the data source and the collection
    /// view reloaded instead (UIKit raises there; a line on standard error says what did not
    /// match). Batches nest.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        if let completion { pendingUpdates?.completions.append { completion($0) } }
        endBatch()
    }

    /// Inserts items at new index paths (the data source already has them).
    public func insertItems(at indexPaths: [IndexPath]) {
        update { $0.insertedRows.formUnion(indexPaths) }
    }

    /// Deletes the items at old index paths (the data source no longer has them).
    public func deleteItems(at indexPaths: [IndexPath]) {
        update { $0.deletedRows.formUnion(indexPaths) }
    }

    /// Replaces the cells of items (old index paths) with new ones from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) {
        update { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// Moves an item from an old index path to a new one; its cell slides there.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at new indexes.
    public func insertSections(_ sections: IndexSet) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at old indexes.
    public func deleteSections(_ sections: IndexSet) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Replaces every item of sections (old indexes) with new ones from the data source.
    public func reloadSections(_ sections: IndexSet) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Applies a batch made elsewhere (a diffable data source's difference), inside an open
    /// batch if there is one; `completion` runs when it is done.
    func apply(_ batch: ListUpdateBatch, completion: @escaping @MainActor (Bool) -> Void) {
        beginBatch()
        if var open = pendingUpdates {
            open.merge(batch)
            open.completions.append(completion)
            pendingUpdates = open
        }
        endBatch()
    }

    /// Opens a batch (nested ones count), keeping the item counts from before it.
    private func beginBatch() {
        if pendingUpdates == nil {
            var batch = ListUpdateBatch()
            batch.leaving = .fade
            batch.arriving = .fade
            batch.animates = true
            pendingUpdates = batch
        }
        pendingUpdates?.depth += 1
    }

    /// Closes a batch; the outermost commits it.
    private func endBatch() {
        guard var batch = pendingUpdates else { return }
        batch.depth -= 1
        guard batch.depth <= 0 else {
            pendingUpdates = batch
            return
        }
        pendingUpdates = nil
        commit(batch)
    }

    /// Records one call in the open batch, or as a batch of its own.
    private func update(_ change: (inout ListUpdateBatch) -> Void) {
        beginBatch()
        if var batch = pendingUpdates {
            change(&batch)
            pendingUpdates = batch
        }
        endBatch()
    }

    /// Applies a batch: plans it against the data source's new counts, carries the cells of
    /// items that stay (and the selection) to their new index paths, lays the items out anew
    /// and animates the change. A batch that does not match the data source reloads.
    private func commit(_ batch: ListUpdateBatch) {
        let completions = batch.completions
        guard let oldCounts = itemCounts, let dataSource else {
            reloadData()
            completions.forEach { $0(true) }
            return
        }
        let sections = Swift.max(0, dataSource.numberOfSections(in: self))
        let newCounts = (0..<sections).map { Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        let plan: ListUpdateBatch.Plan
        switch batch.plan(oldCounts: oldCounts, newCounts: newCounts) {
        case .success(let made):
            plan = made
        case .failure(let error):
            FileHandle.standardError.write(Data("UICollectionView: invalid batch of updates: \(error.sentence(naming: "items")); the collection view reloads instead\n".utf8))
            reloadData()
            completions.forEach { $0(false) }
            return
        }
        // Where the items near the screen were, for those that come on screen from there.
        let near = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        let oldFrames = Dictionary((collectionViewLayout.layoutAttributesForElements(in: near) ?? []).map { ($0.indexPath, $0.frame) },
                                   uniquingKeysWith: { first, _ in first })
        let (staying, leaving) = plan.partition(visibleCellsByIndexPath)
        if let highlighted = indexPathForHighlightedItem {
            visibleCellsByIndexPath[highlighted]?.isHighlighted = false
            indexPathForHighlightedItem = nil
        }
        indexPathsForSelectedItems = indexPathsForSelectedItems?.compactMap(plan.keptDestination)
        visibleCellsByIndexPath = staying
        let before = Dictionary(uniqueKeysWithValues: staying.map { ($0.key, $0.value.frame) })
        itemCounts = nil
        collectionViewLayout.invalidateLayout()
        layoutItems()
        let shown = plan.starts(of: visibleCellsByIndexPath, before: before) { oldFrames[$0] }
        ListUpdateAnimation.run(batch, in: self, shown: shown, leaving: leaving.map { cell, path in
            (cell as UIView, { [weak self] in
                if let self { self.retire(cell, at: path) } else { cell.removeFromSuperview() }
            })
        }, completions: completions)
    }
}
