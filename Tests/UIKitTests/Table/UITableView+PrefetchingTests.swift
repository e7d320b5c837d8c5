import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// Cell prefetching (`isPrefetchingEnabled`): a table of 100 rows, 100 points each, in an
/// 844-point window, so rows 0–8 are on screen at the top.
@MainActor
struct TableViewPrefetchingTests {
    /// Scrolls the table to `y` and lays the window out (one frame's layout pass).
    func scroll(_ table: UITableView, in window: UIWindow, to y: Double) {
        table.contentOffset = CGPoint(x: 0, y: y)
        window.layoutIfNeeded()
    }

    @Test func scrollingPreparesTheNextRowHiddenAndShowsThatCellWhenTheRowArrives() {
        let (window, table, rows) = TableViewTests().makeTable()
        #expect(rows.cellLog == (0..<9).flatMap { ["cell \($0)", "show \($0)"] })  // at rest, nothing ahead
        rows.cellLog = []

        scroll(table, in: window, to: 10)  // rows 0–8 still: the pass made no cell, so row 9 is prepared
        #expect(rows.cellLog == ["cell 9"])
        let prepared = table.subviews.compactMap { $0 as? NumberedRows.Cell }.first { $0.label.text == "Row 9" }
        #expect(prepared?.isHidden == true)
        #expect(prepared?.frame == CGRect(x: 0, y: 900, width: 390, height: 100))
        #expect(table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil)
        #expect(table.indexPathsForVisibleRows == (0..<9).map { IndexPath(row: $0, section: 0) })

        scroll(table, in: window, to: 60)  // row 9 arrives: shown, not asked for again; row 10 prepared
        #expect(rows.cellLog == ["cell 9", "show 9", "cell 10"])
        let shown = table.cellForRow(at: IndexPath(row: 9, section: 0))
        #expect(shown != nil && shown === prepared)
        #expect(shown?.isHidden == false)
        #expect(table.visibleCells.allSatisfy { !$0.isHidden })
        #expect(table.createdCellCount == 11)
    }

    @Test func aPassThatMakesACellForAnArrivingRowPreparesNone() {
        let (window, table, rows) = TableViewTests().makeTable()
        rows.cellLog = []
        scroll(table, in: window, to: 150)  // row 9 arrives unprepared: made, and nothing more this pass
        #expect(rows.cellLog == ["end 0", "cell 9", "show 9"])
        scroll(table, in: window, to: 151)
        #expect(rows.cellLog == ["end 0", "cell 9", "show 9", "cell 10"])
    }

    @Test func aPreparedCellNoLongerNextToTheVisibleRowsGoesBackToItsQueueUnseen() {
        let (window, table, rows) = TableViewTests().makeTable()
        scroll(table, in: window, to: 250)  // rows 2–10
        scroll(table, in: window, to: 255)  // row 11 prepared below
        scroll(table, in: window, to: 250)  // scrolling up: row 11 stays next to the rows, row 1 prepared above
        rows.cellLog = []
        let below = table.subviews.compactMap { $0 as? NumberedRows.Cell }.first { $0.label.text == "Row 11" }
        #expect(below?.isHidden == true)

        scroll(table, in: window, to: 150)  // rows 1–9: row 1 shown from its prepared cell, row 10 ends
        #expect(rows.cellLog == ["end 10", "show 1", "cell 0"])  // row 11's cell dropped without an end
        // Row 11's cell went to the queue last, so row 0, prepared next, took it from there.
        #expect(below?.label.text == "Row 0")
        #expect(below?.reuseCount == 1)
        #expect(below?.frame.minY == 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)

        rows.cellLog = []
        scroll(table, in: window, to: 250)  // rows 2–10 again: row 10 takes a queued cell
        let reusedForTen = table.cellForRow(at: IndexPath(row: 10, section: 0))
        #expect(rows.cellLog.prefix(3) == ["end 1", "cell 10", "show 10"])
        #expect(reusedForTen?.isHidden == false)
        #expect(table.createdCellCount <= 12)
    }

    @Test func turnedOffTheTableAsksForCellsOnlyAsRowsArrive() {
        let (window, table, rows) = TableViewTests().makeTable()
        scroll(table, in: window, to: 10)
        let prepared = table.subviews.compactMap { $0 as? NumberedRows.Cell }.first { $0.label.text == "Row 9" }
        #expect(prepared?.superview === table)
        table.isPrefetchingEnabled = false
        #expect(prepared?.superview == nil)  // dropped at once, into the queue, shown for its next row
        #expect(prepared?.isHidden == false)
        rows.cellLog = []
        for step in 1...60 { scroll(table, in: window, to: 10 + Double(step) * 7) }  // to 430: rows 4–12
        // Every cell asked for is shown in the same pass.
        #expect(rows.cellLog.filter { $0.hasPrefix("cell") }.allSatisfy { entry in
            let row = entry.dropFirst(5)
            return rows.cellLog.contains("show \(row)")
        })
        #expect(rows.cellLog.filter { $0.hasPrefix("cell") } == ["cell 9", "cell 10", "cell 11", "cell 12"])
        #expect(table.subviews.compactMap { $0 as? NumberedRows.Cell }.allSatisfy { !$0.isHidden })
    }

    @Test func reloadingDropsThePreparedCell() {
        let (window, table, rows) = TableViewTests().makeTable()
        scroll(table, in: window, to: 10)
        let prepared = table.subviews.compactMap { $0 as? NumberedRows.Cell }.first { $0.label.text == "Row 9" }
        table.reloadData()
        #expect(prepared?.superview == nil)
        rows.rows = [5]  // shorter than the screen: nothing to prepare below
        table.reloadData()
        rows.cellLog = []
        window.layoutIfNeeded()
        scroll(table, in: window, to: 5)
        #expect(rows.cellLog == (0..<5).flatMap { ["cell \($0)", "show \($0)"] })
    }

    @Test func theRowPreparedSkipsEmptySectionsAndRowsWithoutHeight() {
        let (window, table, rows) = TableViewTests().makeTable(sections: [9, 0, 3])
        rows.heights[IndexPath(row: 0, section: 2)] = 0
        table.reloadData()
        window.layoutIfNeeded()
        rows.cellLog = []
        scroll(table, in: window, to: 10)
        #expect(rows.cellLog == ["cell 2.1"])
        scroll(table, in: window, to: 60)
        #expect(rows.cellLog == ["cell 2.1", "show 2.1", "cell 2.2"])
    }
}
