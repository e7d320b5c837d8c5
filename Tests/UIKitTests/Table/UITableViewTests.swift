import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// A data source and delegate that logs what the table asks and tells.
@MainActor
final class NumberedRows: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var log: [String] = []
    /// Cells asked for, shown and put away, in order: "cell 9", "show 9", "end 9" for rows of
    /// section 0, "cell 2.1" for row 1 of section 2.
    var cellLog: [String] = []
    func name(_ indexPath: IndexPath) -> String { indexPath.section == 0 ? "\(indexPath.row)" : "\(indexPath.section).\(indexPath.row)" }
    var heights: [IndexPath: Double] = [:]

    init(sections rows: [Int]) { self.rows = rows }

    final class Cell: UITableViewCell {
        var reuseCount = 0
        let label = UILabel()
        override func prepareForReuse() {
            super.prepareForReuse()
            reuseCount += 1
            label.text = nil
        }
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellLog.append("cell \(name(indexPath))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        (cell as? Cell)?.label.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        cellLog.append("show \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        cellLog.append("end \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights[indexPath] ?? 100 }
    var headerHeight = 0.0
    var headersMade: [Int] = []
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headersMade.append(section)
        return UITableViewHeaderFooterView(reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("highlight \(indexPath)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("unhighlight \(indexPath)") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("deselect \(indexPath)") }
}

@MainActor
struct TableViewTests {
    func makeTable(sections: [Int] = [100]) -> (UIWindow, UITableView, NumberedRows) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let table = UITableView(frame: window.bounds)
        let rows = NumberedRows(sections: sections)
        table.register(NumberedRows.Cell.self, forCellReuseIdentifier: "row")
        table.delegate = rows
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table, rows)
    }

    @Test func onlyVisibleRowsHaveCellsAndScrolledOutCellsAreReused() {
        let (window, table, rows) = makeTable()  // the table holds its data source weakly, as UIKit
        defer { withExtendedLifetime(rows) {} }
        #expect(table.contentSize == CGSize(width: 390, height: 10_000))
        #expect(table.indexPathsForVisibleRows == (0..<9).map { IndexPath(row: $0, section: 0) })  // 844 / 100 → 9 rows
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 300, width: 390, height: 100))
        for step in 1...100 {
            table.contentOffset = CGPoint(x: 0, y: Double(step) * 91.56)
            window.layoutIfNeeded()
        }
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 99, section: 0))
        #expect(table.createdCellCount <= 11)  // nine or ten rows on screen at once and one prepared ahead, never more cells
        let reused = table.visibleCells.compactMap { $0 as? NumberedRows.Cell }.filter { $0.reuseCount > 0 }
        #expect(!reused.isEmpty)
        #expect(table.visibleCells.allSatisfy { $0.superview === table })
    }

    @Test func sectionsStackWithSpacingAndAHeaderScrollsWithTheRows() {
        let (window, table, rows) = makeTable(sections: [2, 3])
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 96))
        table.tableHeaderView = header
        table.sectionSpacing = 30
        rows.heights[IndexPath(row: 1, section: 0)] = 50
        table.reloadData()
        window.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 96))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 96 + 150 + 30, width: 390, height: 100))
        #expect(table.contentSize.height == CGFloat(96 + 150 + 30 + 300))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 96 + 120)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 96 + 160)) == nil)  // in the spacing
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 1)).isNull)
    }

    @Test func aTapHighlightsThenSelectsTheRow() {
        let (window, table, rows) = makeTable()
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 100, y: 250))
        // The table delays content touches (UIKit's 150 ms): no highlight yet, in case it scrolls.
        finger.wait(frames: 8)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
        finger.wait(frames: 1)  // 9 frames = 0.15 s
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == true)
        finger.up()
        #expect(rows.log == ["highlight [0, 2]", "unhighlight [0, 2]", "select [0, 2]"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)

        rows.log = []
        finger.tap(at: CGPoint(x: 100, y: 450))
        #expect(rows.log == ["highlight [0, 4]", "unhighlight [0, 4]", "deselect [0, 2]", "select [0, 4]"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aQuickScrollNeverHighlightsAndSelectsNothing() {
        let (window, table, rows) = makeTable()
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 100, y: 250))
        finger.move(to: CGPoint(x: 100, y: 150), frames: 5)  // the pan takes it before 0.15 s
        finger.wait(frames: 20)
        finger.up()
        #expect(rows.log.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.contentOffset.y > 50)
    }

    @Test func aDragThatScrollsAfterTheDelayCancelsTheHighlightAndSelectsNothing() {
        let (window, table, rows) = makeTable()
        var finger = Finger(on: window)
        finger.down(at: CGPoint(x: 100, y: 250))
        finger.wait(frames: 12)
        #expect(rows.log == ["highlight [0, 2]"])
        finger.move(to: CGPoint(x: 100, y: 150), frames: 5)
        finger.up()
        #expect(rows.log == ["highlight [0, 2]", "unhighlight [0, 2]"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.contentOffset.y > 50)
    }

    @Test func aTapLiftedBeforeTheDelayStillSelectsAndWithoutTheDelayTheHighlightIsImmediate() {
        let (window, table, rows) = makeTable()
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 100, y: 250))  // one frame down: began and ended arrive together
        #expect(rows.log == ["highlight [0, 2]", "unhighlight [0, 2]", "select [0, 2]"])

        rows.log = []
        table.delaysContentTouches = false
        finger.down(at: CGPoint(x: 100, y: 450))
        #expect(rows.log == ["highlight [0, 4]"])
        finger.cancel()
        #expect(rows.log == ["highlight [0, 4]", "unhighlight [0, 4]"])
    }

    @Test func aTapThatStopsAFlingSelectsNothing() {
        let (window, table, rows) = makeTable()
        table.beginDragging()
        table.drag(translation: CGPoint(x: 0, y: -200))
        table.endDragging(velocity: CGPoint(x: 0, y: -3000))
        window.tick(elapsed: 1.0 / 60)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 100, y: 300))
        #expect(rows.log.isEmpty)
        #expect(!table.isDecelerating)
    }

    @Test func emptyAndMalformedDataDrawNothingAndDoNotCrash() {
        let (window, table, rows) = makeTable(sections: [3])
        rows.heights[IndexPath(row: 0, section: 0)] = .nan
        rows.heights[IndexPath(row: 1, section: 0)] = -40
        table.reloadData()
        window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 2, section: 0)])
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 0)
        rows.rows = [0]
        table.reloadData()
        window.layoutIfNeeded()
        #expect(table.visibleCells.isEmpty)
        #expect(table.contentSize.height == 0)
        table.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        window.layoutIfNeeded()
        let unregistered = table.dequeueReusableCell(withIdentifier: "nobody", for: IndexPath(row: 0, section: 0))
        #expect(unregistered.reuseIdentifier == "nobody")
    }

    @Test func sectionHeadersTakeTheirPlaceAndComeWithTheirSections() {
        let (window, table, rows) = makeTable(sections: [3, 3, 3])
        rows.headerHeight = 40
        table.reloadData()
        window.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 340, width: 390, height: 40))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 380)
        #expect(table.contentSize.height == CGFloat(3 * 340))
        #expect(rows.headersMade == [0, 1, 2])  // all three intersect 844 points
        #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 340, width: 390, height: 40))
        table.contentOffset = CGPoint(x: 0, y: 400)
        window.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil)  // scrolled off: dropped
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 350)) == nil)  // a header is not a row
    }

    /// A data source's section titles, with no delegate: automatic headers of the plain look,
    /// or the table's `sectionHeaderHeight` when it is set.
    @Test func sectionTitlesGetHeadersOfTheTablesHeight() throws {
        final class Titled: UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Recent" : nil }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 1 ? "Two rows." : nil }
        }
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        let titled = Titled()
        table.dataSource = titled
        window.layoutIfNeeded()
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 28))
        #expect(table.rectForHeader(inSection: 1).isNull && table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 116)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "Recent" && header.reuseIdentifier == nil)
        // Off a renderer the footer's one line is estimated: 16 points, 8 above and below.
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 204, width: 390, height: 32))
        #expect(table.rectForFooter(inSection: 0).isNull && table.contentSize.height == 236)
        #expect(table.footerView(forSection: 1) != nil)
        table.sectionFooterHeight = 0
        window.layoutIfNeeded()
        #expect(table.rectForFooter(inSection: 1).isNull && table.footerView(forSection: 1) == nil)
        table.sectionHeaderHeight = 50
        window.layoutIfNeeded()
        // A set height applies to every section, titled or not.
        #expect(table.rectForHeader(inSection: 0).height == 50 && table.rectForHeader(inSection: 1).height == 50)
        table.sectionHeaderHeight = 0
        window.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).isNull && table.headerView(forSection: 0) == nil)
        table.sectionHeaderHeight = .nan
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
    }
}
