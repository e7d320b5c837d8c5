import Foundation
import Testing
import TestSupport
import UIKit

/// `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)`: where each
/// position puts a row, with content insets, at the ends of the scroll range, and `.none`'s
/// least movement, in a 390 × 844 table of hundred-point rows.
@MainActor
struct TableViewScrollPositionTests {
    private func makeTable(insets: UIEdgeInsets = .zero) -> (UIWindow, UITableView, NumberedRows) {
        let (window, table, rows) = TableViewTests().makeTable()
        table.contentInset = insets
        table.contentOffset = CGPoint(x: 0, y: -insets.top)
        window.layoutIfNeeded()
        return (window, table, rows)
    }

    private func row(_ index: Int) -> IndexPath { IndexPath(row: index, section: 0) }

    /// Offsets agree within a millionth of a point (they are sums of row heights and insets).
    private static func near(_ offset: Double, _ expected: Double) -> Bool { abs(offset - expected) < 1e-6 }

    // Row 30 spans 3,000–3,100; the table is 844 points tall.
    @Test(arguments: [(UITableView.ScrollPosition.top, 3000.0), (.middle, 2628), (.bottom, 2256)])
    func eachPositionPutsTheRowThere(position: UITableView.ScrollPosition, offset: Double) {
        let (window, table, rows) = makeTable()
        defer { withExtendedLifetime((window, rows)) {} }
        table.scrollToRow(at: row(30), at: position, animated: false)
        #expect(Self.near(table.contentOffset.y, offset))
    }

    /// Insets narrow the visible area: the row goes below the top inset, above the bottom one,
    /// and in the middle of what is left between them.
    // 100 points above, 200 below: 544 visible, their middle 372 from the top.
    @Test(arguments: [(UITableView.ScrollPosition.top, 2900.0), (.middle, 2678), (.bottom, 2456)])
    func insetsNarrowTheVisibleArea(position: UITableView.ScrollPosition, offset: Double) {
        let (window, table, rows) = makeTable(insets: UIEdgeInsets(top: 100, left: 0, bottom: 200, right: 0))
        defer { withExtendedLifetime((window, rows)) {} }
        table.scrollToRow(at: row(30), at: position, animated: false)
        #expect(Self.near(table.contentOffset.y, offset))
    }

    @Test func theOffsetIsClampedToTheScrollRange() {
        let (window, table, rows) = makeTable()
        defer { withExtendedLifetime((window, rows)) {} }
        table.scrollToRow(at: row(99), at: .top, animated: false)
        #expect(Self.near(table.contentOffset.y, 10_000 - 844))
        table.scrollToRow(at: row(0), at: .bottom, animated: false)
        #expect(Self.near(table.contentOffset.y, 0))
        table.scrollToRow(at: row(1), at: .middle, animated: false)
        #expect(Self.near(table.contentOffset.y, 0))
    }

    /// `.none`: a row fully shown stays; one above goes to the top; one below to the bottom; one
    /// cut by the bottom edge just into view.
    @Test func noneScrollsTheLeastThatShowsTheWholeRow() {
        let (window, table, rows) = makeTable()
        defer { withExtendedLifetime((window, rows)) {} }
        table.contentOffset = CGPoint(x: 0, y: 2000)
        table.scrollToRow(at: row(25), at: .none, animated: false)
        #expect(Self.near(table.contentOffset.y, 2000))
        table.scrollToRow(at: row(10), at: .none, animated: false)
        #expect(Self.near(table.contentOffset.y, 1000))
        table.scrollToRow(at: row(40), at: .none, animated: false)
        #expect(Self.near(table.contentOffset.y, 4100 - 844))
        table.scrollToRow(at: row(41), at: .none, animated: false)  // cut by the bottom edge
        #expect(Self.near(table.contentOffset.y, 4200 - 844))
    }

    @Test func aRowThatDoesNotExistScrollsNothing() {
        let (window, table, rows) = makeTable()
        defer { withExtendedLifetime((window, rows)) {} }
        table.contentOffset = CGPoint(x: 0, y: 500)
        for position in UITableView.ScrollPosition.allCases {
            table.scrollToRow(at: row(100), at: position, animated: false)
            table.scrollToRow(at: IndexPath(row: 0, section: 3), at: position, animated: false)
        }
        #expect(Self.near(table.contentOffset.y, 500))
    }

    /// Animated, the offset moves over frames and ends where the position says.
    @Test func anAnimatedScrollEndsAtThePosition() {
        let (window, table, rows) = makeTable()
        defer { withExtendedLifetime((window, rows)) {} }
        table.scrollToRow(at: row(30), at: .top, animated: true)
        window.tick(elapsed: 1 / 60)
        #expect(table.contentOffset.y > 0 && table.contentOffset.y < 3000)
        for _ in 0..<120 { window.tick(elapsed: 1 / 60) }
        #expect(abs(table.contentOffset.y - 3000) < 0.5)
    }

    /// Selecting with a position scrolls the row there without telling the delegate; `.none`
    /// selects without scrolling, as UIKit.
    @Test func selectingWithAPositionScrollsWithoutTellingTheDelegate() {
        let (window, table, rows) = makeTable()
        defer { withExtendedLifetime(window) {} }
        table.selectRow(at: row(20), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == row(20) && Self.near(table.contentOffset.y, 0))
        table.selectRow(at: row(20), animated: false, scrollPosition: .middle)
        #expect(Self.near(table.contentOffset.y, 2050 - 422))
        window.layoutIfNeeded()
        #expect(table.cellForRow(at: row(20))?.isSelected == true)
        #expect(rows.log.filter { $0.hasPrefix("select") || $0.hasPrefix("deselect") }.isEmpty)
    }
}
