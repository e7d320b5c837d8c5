import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// Items inserted, deleted, reloaded and moved in a flow layout: the cells that stay keep their
/// items and slide, new ones fade in, old ones fade out, and a batch that does not match reloads.
@MainActor
struct CollectionViewUpdatesTests {
    /// Named items; each cell remembers its item's name in its `accessibilityIdentifier`.
    final class Items: NSObject, UICollectionViewDataSource {
        var sections: [[String]]
        var made: [String] = []
        init(_ sections: [[String]]) { self.sections = sections }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.accessibilityIdentifier = sections[indexPath.section][indexPath.item]
            made.append(sections[indexPath.section][indexPath.item])
            return cell
        }
    }

    /// A 330-point-wide grid of 100 × 100 items, three a line (15 apart, the room left shared),
    /// lines 10 apart, in a window.
    func makeGrid(_ sections: [[String]]) -> (UIWindow, UICollectionView, Items) {
        let window = UIWindow(size: CGSize(width: 330, height: 500))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let items = Items(sections)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        grid.dataSource = items
        window.addSubview(grid)
        window.layoutIfNeeded()
        return (window, grid, items)
    }

    func names(_ grid: UICollectionView) -> [String] { grid.visibleCells.map { $0.accessibilityIdentifier ?? "?" } }

    @Test func aDeletedItemFadesAndTheOthersSlideIntoItsPlace() throws {
        let (window, grid, items) = makeGrid([["A", "B", "C", "D", "E"]])
        defer { withExtendedLifetime(items) {} }
        let b = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        let d = try #require(grid.cellForItem(at: IndexPath(item: 3, section: 0)))
        grid.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        items.made.removeAll()
        var finished: Bool?
        grid.performBatchUpdates({
            items.sections[0].remove(at: 1)
            grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { finished = $0 })
        #expect(items.made.isEmpty, "every item that stays keeps its cell")
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0)) === d && grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        // D moves from the second line's start (0, 110) to the first line's end (230, 0).
        for _ in 0..<9 { window.tick(elapsed: 1.0 / 60) }
        let middle = try #require(d.layer.presentation()).frame.origin
        #expect(Swift.abs(middle.x - 115) < 1 && Swift.abs(middle.y - 55) < 1, "\(middle)")
        #expect(Swift.abs(Double(try #require(b.layer.presentation()).opacity) - 0.5) < 0.02)
        for _ in 0..<12 { window.tick(elapsed: 1.0 / 60) }
        #expect(finished == true && b.superview == nil)
        #expect(names(grid) == ["A", "C", "D", "E"])
    }

    @Test func insertsMovesReloadsAndSectionsLandWhereTheDataSourceSays() throws {
        let (window, grid, items) = makeGrid([["A", "B", "C"], ["D"]])
        defer { withExtendedLifetime(items) {} }
        let a = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        items.sections[0].insert("New", at: 1)
        grid.insertItems(at: [IndexPath(item: 1, section: 0)])
        let new = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        window.tick(elapsed: 1.0 / 60)
        #expect(try #require(new.layer.presentation()).opacity < 0.2, "fading in")
        items.sections[0] = ["New", "B", "C", "A"]
        grid.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0)) === a)
        items.sections[0][1] = "B2"
        grid.reloadItems(at: [IndexPath(item: 1, section: 0)])
        items.sections.insert(["X"], at: 0)
        grid.insertSections([0])
        for _ in 0..<30 { window.tick(elapsed: 1.0 / 60) }
        #expect(names(grid) == ["X", "New", "B2", "C", "A", "D"])
    }

    @Test func aBatchThatDoesNotMatchReloadsAndSaysSo() {
        let (window, grid, items) = makeGrid([["A", "B"]])
        defer { withExtendedLifetime(items) {} }
        var finished: Bool?
        grid.performBatchUpdates({
            items.sections[0].append("C")
            grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished = $0 })
        #expect(finished == false)
        window.layoutIfNeeded()
        #expect(names(grid) == ["A", "B", "C"])
    }
}
