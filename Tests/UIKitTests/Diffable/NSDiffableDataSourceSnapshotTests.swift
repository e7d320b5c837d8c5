import Foundation
import Testing
@testable import UIKit

/// Snapshots: built, read and changed as UIKit's are, refusing what UIKit raises on, and
/// differenced into a batch of list updates.
struct NSDiffableDataSourceSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    @Test func sectionsAndItemsAreAddedInsertedMovedAndDeletedByIdentifier() {
        var snapshot = Snapshot()
        snapshot.appendSections(["fruit", "bread"])
        snapshot.appendItems([1, 2, 3], toSection: "fruit")
        snapshot.appendItems([10, 11])  // the last section
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([12], afterItem: 11)
        snapshot.moveItem(3, beforeItem: 10)
        snapshot.insertSections(["drinks"], beforeSection: "bread")
        #expect(snapshot.sectionIdentifiers == ["fruit", "drinks", "bread"])
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == [0, 1, 2] && snapshot.itemIdentifiers(inSection: "bread") == [3, 10, 11, 12])
        #expect(snapshot.numberOfItems == 7 && snapshot.numberOfSections == 3 && snapshot.numberOfItems(inSection: "drinks") == 0)
        #expect(snapshot.sectionIdentifier(containingItem: 11) == "bread" && snapshot.indexOfItem(10) == 4 && snapshot.indexOfSection("bread") == 2)
        snapshot.moveSection("fruit", afterSection: "bread")
        snapshot.deleteItems([1, 99])
        snapshot.deleteSections(["drinks"])
        #expect(snapshot.sectionIdentifiers == ["bread", "fruit"] && snapshot.itemIdentifiers == [3, 10, 11, 12, 0, 2])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func whatUIKitRaisesOnChangesNothing() {
        var snapshot = Snapshot()
        snapshot.appendItems([1])  // no section yet
        #expect(snapshot.numberOfItems == 0)
        snapshot.appendSections(["a", "a"])
        snapshot.appendItems([1, 1, 2])
        #expect(snapshot.sectionIdentifiers == ["a"] && snapshot.itemIdentifiers == [1, 2], "duplicates refused")
        snapshot.insertItems([3], beforeItem: 42)
        snapshot.moveItem(1, afterItem: 42)
        snapshot.appendItems([4], toSection: "missing")
        #expect(snapshot.itemIdentifiers == [1, 2])
        snapshot.reloadItems([2, 42])
        #expect(snapshot.reloadedItemIdentifiers == [2], "only items that are there are marked")
        #expect(snapshot.unmarked.reloadedItemIdentifiers.isEmpty)
    }

    @Test func theDifferenceIsABatchOfDeletionsInsertionsAndMoves() throws {
        var old = Snapshot()
        old.appendSections(["a", "b"])
        old.appendItems([1, 2, 3], toSection: "a")
        old.appendItems([4], toSection: "b")
        var new = old
        new.deleteItems([2])
        new.appendItems([5], toSection: "a")
        new.moveItem(4, beforeItem: 1)  // across sections
        new.reloadItems([3])
        let batch = try #require(new.batch(from: old))
        #expect(batch.deletedRows == [IndexPath(row: 1, section: 0)])
        #expect(batch.insertedRows == [IndexPath(row: 3, section: 0)])
        #expect(batch.reloadedRows == [IndexPath(row: 2, section: 0)])
        let plan = try batch.plan(oldCounts: [3, 1], newCounts: [4, 0]).get()
        #expect(plan.destinations == [IndexPath(row: 0, section: 1): IndexPath(row: 0, section: 0),
                                      IndexPath(row: 0, section: 0): IndexPath(row: 1, section: 0),
                                      IndexPath(row: 2, section: 0): IndexPath(row: 2, section: 0)])
        #expect(plan.reloaded == [IndexPath(row: 2, section: 0)])
        // Sections that swap places cannot be told as a batch: the list reloads.
        var swapped = old
        swapped.moveSection("b", beforeSection: "a")
        #expect(swapped.batch(from: old) == nil)
    }
}
