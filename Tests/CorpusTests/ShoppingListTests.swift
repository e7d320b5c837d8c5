import CairoRenderer
import Testing
import TestSupport
import UIKit

/// A shopping list whose rows are deleted, inserted and moved (Corpus/ShoppingList.swift), as
/// a person would change it: a tap ticks an item off, typing and Return adds one.
@MainActor
struct ShoppingListTests {
    @Test func tickedItemsFadeNewOnesArriveAndMovesSlide() throws {
        let list = ShoppingListViewController()
        let (window, renderer) = showOnScreen(list, size: CGSize(width: 390, height: 560))
        let table = list.tableView
        func names() -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "?" } }
        #expect(names() == ["Apples", "Bread", "Coffee", "Dates", "Eggs", "Flour"])
        let coffee = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))

        // Tick off Bread: it fades while Coffee and the rest slide up.
        var finger = Finger(on: window)
        let bread = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
        finger.tap(at: CGPoint(x: bread.midX, y: bread.midY))
        #expect(list.items == ["Apples", "Coffee", "Dates", "Eggs", "Flour"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === coffee)
        for _ in 0..<9 { window.tick(elapsed: 1.0 / 60) }
        let image = try #require(renderer.render(window).image())
        expectMatchesReference(image, named: "shopping-list-deleting")
        let coffeeY = try #require(coffee.layer.presentation()).frame.minY
        #expect(coffeeY > table.rectForRow(at: IndexPath(row: 1, section: 0)).minY
            && coffeeY < table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, "mid-slide")
        for _ in 0..<15 { window.tick(elapsed: 1.0 / 60) }
        #expect(names() == ["Apples", "Coffee", "Dates", "Eggs", "Flour"])

        // Type an item and press Return: it arrives at the top, and the field empties.
        let field = list.newItemField.convert(list.newItemField.bounds, to: window)
        finger.tap(at: CGPoint(x: field.midX, y: field.midY))
        window.sendText("Milk")
        window.sendKey(.enter)
        #expect(list.items.first == "Milk" && list.newItemField.text == "" && list.newItemField.isEditing)
        for _ in 0..<20 { window.tick(elapsed: 1.0 / 60) }
        #expect(names().prefix(2) == ["Milk", "Apples"])

        // Postpone the first: Milk slides to the end, the batch's completion runs once.
        list.postponeFirst()
        for _ in 0..<20 { window.tick(elapsed: 1.0 / 60) }
        #expect(list.finishedBatches == 1)
        #expect(names() == ["Apples", "Coffee", "Dates", "Eggs", "Flour", "Milk"])
    }
}
