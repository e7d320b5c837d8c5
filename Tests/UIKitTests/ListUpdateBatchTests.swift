import Foundation
import Testing
@testable import UIKit

/// How a batch of table or collection updates maps old rows to new ones, and when it does not match.
struct ListUpdateBatchTests {
    func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func deletionsAndInsertionsShiftTheRowsThatStay() throws {
        var batch = ListUpdateBatch()
        batch.deletedRows = [path(1)]
        batch.insertedRows = [path(0), path(3)]
        // Old rows 0…3; delete old 1; insert new 0 and new 3: new rows are [N, 0, 2, N, 3].
        let plan = try batch.plan(oldCounts: [4], newCounts: [5]).get()
        #expect(plan.destinations == [path(0): path(1), path(2): path(2), path(3): path(4)])
        #expect(plan.inserted == [path(0), path(3)] && plan.deleted == [path(1)] && plan.reloaded.isEmpty)
    }

    @Test func movesTakeTheirRowsAcrossSectionsAndReloadsKeepTheirPlace() throws {
        var batch = ListUpdateBatch()
        batch.movedRows = [(path(0, 0), path(1, 1))]
        batch.reloadedRows = [path(1, 0)]
        // Section 0 had 2 rows, section 1 had 1; row 0.0 moves to 1.1.
        let plan = try batch.plan(oldCounts: [2, 1], newCounts: [1, 2]).get()
        #expect(plan.destinations == [path(0, 0): path(1, 1), path(1, 0): path(0, 0), path(0, 1): path(0, 1)])
        #expect(plan.reloaded == [path(0, 0)])
    }

    @Test func sectionsComeAndGoWithTheirRows() throws {
        var batch = ListUpdateBatch()
        batch.deletedSections = [0]
        batch.insertedSections = [1]
        batch.reloadedSections = [2]
        // Old sections of 2, 3 and 1 rows; new: [old 1 (3 rows), inserted (2), old 2 reloaded (4)].
        let plan = try batch.plan(oldCounts: [2, 3, 1], newCounts: [3, 2, 4]).get()
        #expect(plan.destinations == [path(0, 1): path(0, 0), path(1, 1): path(1, 0), path(2, 1): path(2, 0)])
        #expect(plan.deleted == [path(0, 0), path(1, 0), path(0, 2)])
        #expect(plan.inserted == [path(0, 1), path(1, 1), path(0, 2), path(1, 2), path(2, 2), path(3, 2)])
    }

    @Test func aBatchThatDoesNotMatchTheDataSourceSaysWhy() {
        var batch = ListUpdateBatch()
        batch.deletedRows = [path(0)]
        #expect(batch.plan(oldCounts: [3], newCounts: [3]) == .failure(.rowCount(section: 0, before: 3, after: 3, inserted: 0, deleted: 1)))
        #expect(batch.plan(oldCounts: [0], newCounts: [0]) == .failure(.rowOutOfRange(path(0), isOld: true)))
        batch = ListUpdateBatch()
        batch.insertedSections = [4]
        #expect(batch.plan(oldCounts: [1], newCounts: [1, 1]) == .failure(.sectionOutOfRange(4, count: 2, isOld: false)))
        batch.insertedSections = [1]
        #expect(batch.plan(oldCounts: [1], newCounts: [1]) == .failure(.sectionOutOfRange(1, count: 1, isOld: false)))
        #expect(batch.plan(oldCounts: [1], newCounts: [1, 1, 1]) == .failure(.sectionCount(before: 1, after: 3, inserted: 1, deleted: 0)))
        #expect(ListUpdateError.rowCount(section: 0, before: 3, after: 3, inserted: 0, deleted: 1).description
            == "section 0 has 3 rows after the update, but 3 before with 0 inserted and 1 deleted (and moves)")
        #expect(ListUpdateError.rowOutOfRange(path(2), isOld: false).sentence(naming: "items")
            == "item 2 of section 0 is not there after the update")
    }
}
