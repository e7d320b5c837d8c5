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

    @Test func aPreparedCellMoreThanTwoRowsPastTheVisibleOnesGoesBackToItsQueueUnseen() {
        let (window, table, rows) = TableViewTests().makeTable()
        scroll(table, in: window, to: 250)  // rows 2–10
        scroll(table, in: window, to: 255)  // row 11 prepared below
        scroll(table, in: window, to: 250)  // scrolling up: row 1 prepared above
        rows.cellLog = []
        let below = table.subviews.compactMap { $0 as? NumberedRows.Cell }.first { $0.label.text == "Row 11" }
        #expect(below?.isHidden == true)
        let tenth = table.cellForRow(at: IndexPath(row: 10, section: 0))

        scroll(table, in: window, to: 150)  // rows 1–9: row 1 shown from its prepared cell, row 10 ends
        #expect(rows.cellLog == ["end 10", "show 1", "cell 0"])  // row 11 is two past row 9: kept
        #expect(below?.superview === table)
        // Row 10's cell went to the queue, so row 0, prepared next, took it from there.
        let above = table.subviews.compactMap { $0 as? NumberedRows.Cell }.first { $0.label.text == "Row 0" }
        #expect(above != nil && above === tenth)
        #expect(above?.frame.minY == 0)
        #expect(above?.isHidden == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)

        rows.cellLog = []
        scroll(table, in: window, to: 50)  // rows 0–8: row 11 is three past, dropped without an end
        #expect(rows.cellLog == ["end 9", "show 0"])
        #expect(below?.superview == nil)
        #expect(below?.isHidden == false)  // shown again for its next row

        rows.cellLog = []
        scroll(table, in: window, to: 250)  // rows 2–10 again: rows 9 and 10 take queued cells
        #expect(rows.cellLog.filter { $0.hasPrefix("cell") } == ["cell 9", "cell 10"])
        #expect(table.visibleCells.allSatisfy { !$0.isHidden })
        #expect(table.createdCellCount <= 13)
    }

    @Test func atRestTheTablePreparesTwoRowsPastEachEdgeOneAFrame() {
        let (window, table, rows) = TableViewTests().makeTable()
        let observers = window.clock.observerCount
        rows.cellLog = []
        window.tick(elapsed: 1.0 / 60)  // rows 0–8 at the top: rows 9 and 10 below, nothing above
        #expect(rows.cellLog == ["cell 9"])
        window.tick(elapsed: 1.0 / 60)
        #expect(rows.cellLog == ["cell 9", "cell 10"])
        window.tick(elapsed: 1.0 / 60)
        window.tick(elapsed: 1.0 / 60)
        #expect(rows.cellLog == ["cell 9", "cell 10"])
        let prepared = table.subviews.compactMap { $0 as? NumberedRows.Cell }.filter(\.isHidden)
        #expect(prepared.map(\.frame.minY).sorted() == [900, 1000])
        #expect(table.visibleCells.count == 9)

        // Scrolled to rows 2–10: rows 9 and 10 arrive prepared, and the pass prepares row 11,
        // just past the edge it scrolls toward. Then, at rest, the rest of the reach, one a frame:
        // row 1 above, row 12 below, row 0 above.
        rows.cellLog = []
        scroll(table, in: window, to: 250)
        // (Rows 0 and 1 leave in the same pass, in no set order.)
        #expect(Set(rows.cellLog.filter { $0.hasPrefix("end") }) == ["end 0", "end 1"])
        rows.cellLog.removeAll { $0.hasPrefix("end") }
        #expect(rows.cellLog == ["show 9", "show 10", "cell 11"])
        for _ in 0..<5 { window.tick(elapsed: 1.0 / 60) }
        #expect(rows.cellLog == ["show 9", "show 10", "cell 11", "cell 1", "cell 12", "cell 0"])
        #expect(window.clock.observerCount == observers)
    }

    @Test func aTableAtRestWithEveryRowOnScreenPreparesNothing() {
        let (window, _, rows) = TableViewTests().makeTable(sections: [5])
        rows.cellLog = []
        for _ in 0..<3 { window.tick(elapsed: 1.0 / 60) }
        #expect(rows.cellLog.isEmpty)
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
