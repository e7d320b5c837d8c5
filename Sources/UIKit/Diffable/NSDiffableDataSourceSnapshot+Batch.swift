import Foundation

// The difference between two snapshots, as the batch of list updates that animates it.
extension NSDiffableDataSourceSnapshot {
    /// The batch turning `old` into this snapshot: sections deleted and inserted by
    /// identifier, items deleted and inserted, every item in both moved to its new place (the
    /// plan keeps it where it is when that is where it was), and the marked items and
    /// sections reloaded. Nil when sections that are in both changed order: the list then
    /// reloads.
    func batch(from old: Self) -> ListUpdateBatch? {
        let oldSections = old.sectionIdentifiers, newSections = sectionIdentifiers
        let oldSet = Set(oldSections), newSet = Set(newSections)
        guard oldSections.filter(newSet.contains) == newSections.filter(oldSet.contains) else { return nil }
        var batch = ListUpdateBatch()
        batch.deletedSections = IndexSet(oldSections.indices.filter { !newSet.contains(oldSections[$0]) })
        batch.insertedSections = IndexSet(newSections.indices.filter { !oldSet.contains(newSections[$0]) })
        let reloadedSections = Set(reloadedSectionIdentifiers)
        batch.reloadedSections = IndexSet(oldSections.indices.filter { reloadedSections.contains(oldSections[$0]) && newSet.contains(oldSections[$0]) })
        var oldPaths: [ItemIdentifierType: IndexPath] = [:]
        for (section, entry) in old.sections.enumerated() where !batch.deletedSections.contains(section) && !batch.reloadedSections.contains(section) {
            for (row, item) in entry.items.enumerated() { oldPaths[item] = IndexPath(row: row, section: section) }
        }
        var newPaths: [ItemIdentifierType: IndexPath] = [:]
        let replacedNew = Set(batch.insertedSections).union(batch.reloadedSections.compactMap { newSections.firstIndex(of: oldSections[$0]) })
        for (section, entry) in sections.enumerated() where !replacedNew.contains(section) {
            for (row, item) in entry.items.enumerated() { newPaths[item] = IndexPath(row: row, section: section) }
        }
        let reloaded = Set(reloadedItemIdentifiers + reconfiguredItemIdentifiers)
        for (item, path) in oldPaths {
            guard let destination = newPaths[item] else {
                batch.deletedRows.insert(path)
                continue
            }
            batch.movedRows.append((path, destination))
            if reloaded.contains(item) { batch.reloadedRows.insert(path) }
        }
        for (item, path) in newPaths where oldPaths[item] == nil { batch.insertedRows.insert(path) }
        batch.movedRows.sort { $0.from < $1.from }
        return batch
    }
}
