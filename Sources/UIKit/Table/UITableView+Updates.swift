import Foundation
import Motion

// Inserting, deleting, reloading and moving rows and sections, animated: the rows that stay
// slide to their new places, those that go leave by their animation, the new ones arrive.
extension UITableView {
    /// Begins a batch: the insertions, deletions, reloads and moves told until the matching
    /// ``endUpdates()`` are animated together. Batches nest.
    public func beginUpdates() {
        if pendingUpdates == nil { pendingUpdates = ListUpdateBatch(oldFrames: rowFrames) }
        pendingUpdates?.depth += 1
    }

    /// Ends a batch; the last one to end animates them all (see
    /// ``performBatchUpdates(_:completion:)``). Without a batch begun, does nothing.
    public func endUpdates() {
        guard var batch = pendingUpdates else { return }
        batch.depth -= 1
        guard batch.depth <= 0 else {
            pendingUpdates = batch
            return
        }
        pendingUpdates = nil
        commit(batch)
    }

    /// Runs `updates` as one batch (what they insert, delete, reload and move, after the data
    /// source has changed to match), then `completion` when the animations end (`true`), or
    /// at once with `false` when the batch did not match the data source and the table
    /// reloaded instead (UIKit raises there; a line on standard error says what did not
    /// match).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdates?.completions.append { completion($0) } }
        endUpdates()
    }

    /// Inserts rows at new index paths (the data source already has them).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedRows.formUnion(indexPaths); $0.note(animation, leaving: false, arriving: true) }
    }

    /// Deletes the rows at old index paths (the data source no longer has them).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedRows.formUnion(indexPaths); $0.note(animation, leaving: true, arriving: false) }
    }

    /// Replaces the cells of rows (old index paths) with new ones from the data source.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedRows.formUnion(indexPaths); $0.note(animation, leaving: true, arriving: true) }
    }

    /// Moves a row from an old index path to a new one; its cell slides there.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows.append((indexPath, newIndexPath)); $0.animates = true }
    }

    /// Inserts sections at new indexes.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections); $0.note(animation, leaving: false, arriving: true) }
    }

    /// Deletes the sections at old indexes.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections); $0.note(animation, leaving: true, arriving: false) }
    }

    /// Replaces every row of sections (old indexes) with new ones from the data source.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections); $0.note(animation, leaving: true, arriving: true) }
    }

    /// Applies a batch made elsewhere (a diffable data source's difference), inside an open
    /// batch if there is one; `completion` runs when it is done.
    func apply(_ batch: ListUpdateBatch, completion: @escaping @MainActor (Bool) -> Void) {
        beginUpdates()
        if var open = pendingUpdates {
            open.merge(batch)
            open.completions.append(completion)
            pendingUpdates = open
        }
        endUpdates()
    }

    /// Records one call in the open batch, or as a batch of its own.
    private func update(_ change: (inout ListUpdateBatch) -> Void) {
        beginUpdates()
        if var batch = pendingUpdates {
            change(&batch)
            pendingUpdates = batch
        }
        endUpdates()
    }

    /// Applies a batch: plans it against the data source's new counts, carries the cells of
    /// rows that stay (and the selection) to their new index paths, lays the rows out anew, and
    /// animates the change. A batch that does not match the data source reloads the table.
    private func commit(_ batch: ListUpdateBatch) {
        let completions = batch.completions
        guard let oldFrames = batch.oldFrames, let dataSource else {
            reloadData()
            completions.forEach { $0(true) }
            return
        }
        let sections = Swift.max(0, dataSource.numberOfSections(in: self))
        let newCounts = (0..<sections).map { Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        let plan: ListUpdateBatch.Plan
        switch batch.plan(oldCounts: oldFrames.map(\.count), newCounts: newCounts) {
        case .success(let made):
            plan = made
        case .failure(let error):
            FileHandle.standardError.write(Data("UITableView: invalid batch of updates: \(error); the table reloads instead\n".utf8))
            reloadData()
            completions.forEach { $0(false) }
            return
        }
        let (staying, leaving) = plan.partition(visibleCellsByIndexPath)
        if let highlighted = indexPathForHighlightedRow {
            visibleCellsByIndexPath[highlighted]?.setHighlighted(false, animated: false)
            indexPathForHighlightedRow = nil
        }
        if let selected = indexPathForSelectedRow {
            indexPathForSelectedRow = plan.keptDestination(of: selected)
        }
        visibleCellsByIndexPath = staying
        dropPreparedCells()
        for (section, view) in visibleHeaders.sorted(by: { $0.key < $1.key }) { retireSectionView(view, section: section, isHeader: true) }
        for (section, view) in visibleFooters.sorted(by: { $0.key < $1.key }) { retireSectionView(view, section: section, isHeader: false) }
        visibleHeaders = [:]
        visibleFooters = [:]
        let before = Dictionary(uniqueKeysWithValues: staying.map { ($0.key, $0.value.frame) })
        rowFrames = nil
        layoutRows()
        let shown = plan.starts(of: visibleCellsByIndexPath, before: before) { oldFrames[$0.section][$0.row] }
        ListUpdateAnimation.run(batch, in: self, shown: shown, leaving: leaving.map { cell, path in
            (cell as UIView, { [weak self] in
                if let self { self.retire(cell, at: path) } else { cell.removeFromSuperview() }
            })
        }, completions: completions)
    }
}
