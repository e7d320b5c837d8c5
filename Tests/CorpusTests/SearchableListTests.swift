import CairoRenderer
import Testing
import TestSupport
import UIKit

/// A list filtered as the user types (Corpus/SearchableList.swift): a search field and a
/// diffable data source.
@MainActor
struct SearchableListTests {
    @Test func typingFiltersTheRowsWithAnimationAndClearingBringsThemBack() throws {
        let list = SearchableListViewController()
        let (window, renderer) = showOnScreen(list, size: CGSize(width: 390, height: 600))
        let table = list.tableView
        func names() -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "?" } }
        #expect(names().prefix(3) == ["Argentina", "Australia", "Austria"])
        let austria = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))

        var finger = Finger(on: window)
        let field = list.searchField.convert(list.searchField.bounds, to: window)
        finger.tap(at: CGPoint(x: field.midX, y: field.midY))
        window.sendText("au")  // typed in one frame, as a fast typist (or a paste) does
        // "au": Australia and Austria; Austria's cell slides up from row 2 to row 1.
        #expect(list.matches == ["Australia", "Austria"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === austria)
        for _ in 0..<9 { window.tick(elapsed: 1.0 / 60) }
        let image = try #require(renderer.render(window).image())
        expectMatchesReference(image, named: "searchable-list-filtering")
        for _ in 0..<12 { window.tick(elapsed: 1.0 / 60) }
        #expect(names() == ["Australia", "Austria"])
        // The clear button brings every country back.
        let clear = list.searchField.convert(list.searchField.clearButtonRect(forBounds: list.searchField.bounds), to: window)
        finger.tap(at: CGPoint(x: clear.midX, y: clear.midY))
        for _ in 0..<20 { window.tick(elapsed: 1.0 / 60) }
        #expect(list.searchField.text == "" && names().count == list.countries.count)
    }
}
