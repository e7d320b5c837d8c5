import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// Diffable data sources driving a table and a collection view: applying a snapshot animates
/// the difference, keeping the cells of items that stay.
@MainActor
struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main }

    @Test func aTablesSnapshotAnimatesItsDifferenceAndAnswersForItsItems() throws {
        let window = UIWindow(size: CGSize(width: 390, height: 400))
        let table = UITableView(frame: window.bounds)
        table.rowHeight = 100
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        var made: [String] = []
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, item in
            made.append(item)
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        #expect(table.dataSource === source)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["A", "B", "C"])
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(made == ["A", "B", "C"])
        let c = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        // Delete B, add D at the top: C keeps its cell and slides up a row, D arrives.
        snapshot.deleteItems(["B"])
        snapshot.insertItems(["D"], beforeItem: "A")
        made.removeAll()
        var done = false
        source.apply(snapshot) { done = true }
        #expect(made == ["D"] && table.cellForRow(at: IndexPath(row: 2, section: 0)) === c)
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "D" && source.indexPath(for: "C") == IndexPath(row: 2, section: 0))
        #expect(source.sectionIdentifier(for: 0) == .main && source.index(for: .main) == 0 && source.snapshot().itemIdentifiers == ["D", "A", "C"])
        for _ in 0..<20 { window.tick(elapsed: 1.0 / 60) }
        #expect(done && table.visibleCells.map { $0.textLabel?.text } == ["D", "A", "C"])
        // A reloaded item gets a new cell; without animation the table reloads.
        var marked = source.snapshot()
        marked.reloadItems(["A"])
        made.removeAll()
        source.apply(marked)
        #expect(made == ["A"])
        source.applySnapshotUsingReloadData(NSDiffableDataSourceSnapshot<Section, String>())
        window.layoutIfNeeded()
        #expect(table.numberOfSections == 0 && table.visibleCells.isEmpty)
    }

    @Test func aCollectionViewsSnapshotMovesItsItems() throws {
        let window = UIWindow(size: CGSize(width: 330, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        window.addSubview(grid)
        let source = UICollectionViewDiffableDataSource<Section, Int>(collectionView: grid) { grid, indexPath, item in
            let cell = grid.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2, 3, 4])
        source.apply(snapshot)
        window.layoutIfNeeded()
        let one = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        snapshot.moveItem(1, afterItem: 4)
        source.apply(snapshot)
        #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0)) === one)
        for _ in 0..<20 { window.tick(elapsed: 1.0 / 60) }
        #expect(grid.visibleCells.map(\.tag) == [2, 3, 4, 1])
        #expect(source.itemIdentifier(for: IndexPath(item: 3, section: 0)) == 1 && source.itemIdentifier(for: IndexPath(item: 9, section: 0)) == nil)
    }
}
