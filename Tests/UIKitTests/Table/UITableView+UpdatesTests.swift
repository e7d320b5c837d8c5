import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// Rows inserted, deleted, reloaded and moved: the cells that stay keep their rows and slide,
/// the new ones arrive, the old ones leave, and a batch that does not match reloads.
@MainActor
struct TableViewUpdatesTests {
    /// A data source of named items, one section of them by default; cells show their item's
    /// name in their `accessibilityLabel`-like tag.
    final class Items: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections: [[String]]
        var log: [String] = []
        init(_ sections: [[String]]) { self.sections = sections }
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            log.append("cell \(sections[indexPath.section][indexPath.row])")
            return cell
        }
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            log.append("end \(indexPath.section).\(indexPath.row)")
        }
    }

    /// A 390 × 400 table of 100-point rows in a window, laid out.
    func makeTable(_ sections: [[String]]) -> (UIWindow, UITableView, Items) {
        let window = UIWindow(size: CGSize(width: 390, height: 400))
        let table = UITableView(frame: window.bounds)
        table.rowHeight = 100
        let items = Items(sections)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        table.dataSource = items
        table.delegate = items
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table, items)
    }

    /// The names shown, top to bottom.
    func shown(_ table: UITableView) -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "?" } }

    @Test func aDeletedRowFadesAndTheRowsBelowSlideUpIntoItsPlace() throws {
        let (window, table, items) = makeTable([["A", "B", "C", "D", "E"]])
        defer { withExtendedLifetime(items) {} }
        let b = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let c = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        items.log.removeAll()
        items.sections[0].remove(at: 1)
        var finished: Bool?
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade) }, completion: { finished = $0 })
        // C's cell is kept (no new cell for it) and now row 1; D's row comes on screen.
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === c)
        #expect(items.log == ["cell E"], "only the row newly on screen asks for a cell")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0), "the selection follows its row")
        #expect(c.frame.minY == 100, "the model is at the new place at once")
        // Half way through 0.3 s (ease in, ease out), C is half way up and B half faded.
        for _ in 0..<9 { window.tick(elapsed: 1.0 / 60) }
        let cY = try #require(c.layer.presentation()).frame.minY
        #expect(Swift.abs(cY - 150) < 1, "\(cY)")
        #expect(Swift.abs(Double(try #require(b.layer.presentation()).opacity) - 0.5) < 0.02)
        #expect(finished == nil && b.superview === table)
        for _ in 0..<12 { window.tick(elapsed: 1.0 / 60) }
        #expect(finished == true && b.superview == nil && b.alpha == 1, "retired, ready for reuse")
        #expect(items.log == ["cell E", "end 0.1"])
        #expect(shown(table) == ["A", "C", "D", "E"])
    }

    @Test func insertedRowsArriveByTheirAnimationAndMovedRowsSlideToTheirPlaces() throws {
        let (window, table, items) = makeTable([["A", "B", "C"]])
        defer { withExtendedLifetime(items) {} }
        let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        items.sections[0].insert("New", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        let new = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(new.textLabel?.text == "New" && table.cellForRow(at: IndexPath(row: 1, section: 0)) === a)
        window.tick(elapsed: 1.0 / 60)
        #expect(try #require(new.layer.presentation()).frame.minX < -300, "from the left edge")
        for _ in 0..<20 { window.tick(elapsed: 1.0 / 60) }
        #expect(new.frame.minX == 0 && shown(table) == ["New", "A", "B", "C"])
        // A move: A (row 1) to the bottom.
        items.sections[0] = ["New", "B", "C", "A"]
        table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === a)
        window.tick(elapsed: 1.0 / 60)
        let y = try #require(a.layer.presentation()).frame.minY
        #expect(y > 100 && y < 300)
        for _ in 0..<20 { window.tick(elapsed: 1.0 / 60) }
        #expect(shown(table) == ["New", "B", "C", "A"])
    }

    @Test func aReloadReplacesTheCellAndSectionsComeAndGo() throws {
        let (window, table, items) = makeTable([["A", "B"], ["C"]])
        defer { withExtendedLifetime(items) {} }
        let b = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        items.sections[0][1] = "B2"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "B2")
        #expect(b.superview == nil, "with no animation the old cell goes at once")
        items.sections.insert(["X", "Y"], at: 0)
        items.sections.remove(at: 2)
        table.beginUpdates()
        table.insertSections([0], with: .top)
        table.deleteSections([1], with: .bottom)
        table.endUpdates()
        for _ in 0..<20 { window.tick(elapsed: 1.0 / 60) }
        #expect(shown(table) == ["X", "Y", "A", "B2"])
    }

    @Test func aBatchThatDoesNotMatchTheDataSourceReloadsAndSaysSo() throws {
        let (window, table, items) = makeTable([["A", "B", "C"]])
        defer { withExtendedLifetime(items) {} }
        items.sections[0].remove(at: 0)
        var finished: Bool?
        // Told of an insertion when a row was deleted: UIKit raises; the table reloads.
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: { finished = $0 })
        #expect(finished == false)
        window.layoutIfNeeded()
        #expect(shown(table) == ["B", "C"])
        // Updates with nothing computed yet, or outside a window, apply at once.
        let loose = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        loose.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        loose.dataSource = items
        items.sections[0].append("D")
        var done = false
        loose.performBatchUpdates({ loose.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade) }, completion: { done = $0 })
        #expect(done && loose.numberOfRows(inSection: 0) == 3)
        // endUpdates without beginUpdates does nothing; nested batches commit once.
        table.endUpdates()
        items.sections[0].append("E")
        table.beginUpdates()
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 2, "not committed while a batch is open")
        table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 4)
    }
}
