import CairoRenderer
import Testing
import TestSupport
import UIKit

/// The photo grid (Corpus/PhotoGrid.swift): a UICollectionViewController with a flow layout,
/// driven by finger on the manual clock.
@MainActor
struct CollectionViewTests {
    /// The grid in a 390 × 844 window, laid out.
    func makeGrid() -> (UIWindow, PhotoGridViewController) {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let grid = PhotoGridViewController()
        window.rootViewController = grid
        window.layoutIfNeeded()
        return (window, grid)
    }

    @Test func theFlowLayoutJustifiesFullLinesAndLeavesTheLastLineAtMinimumSpacing() throws {
        let (_, grid) = makeGrid()
        let collection = try #require(grid.collectionView)
        // The banner fills the line; three 110-point items share 370 points: 20 left over
        // widens the two gaps to 20 each.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 10, width: 370, height: 160))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 180, width: 110, height: 110))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 140, y: 180, width: 110, height: 110))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 270, y: 180, width: 110, height: 110))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame == CGRect(x: 10, y: 420, width: 110, height: 110))
        // 59 items after the banner: 19 full lines and a last line of two at the minimum spacing.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 58, section: 0))?.frame == CGRect(x: 10, y: 2460, width: 110, height: 110))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 59, section: 0))?.frame == CGRect(x: 130, y: 2460, width: 110, height: 110))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 60, section: 0)) == nil)
        #expect(collection.contentSize == CGSize(width: 390, height: 2580))
    }

    @Test func onlyVisibleItemsHaveCellsAndScrolledOutCellsAreReused() throws {
        let (window, grid) = makeGrid()
        let collection = try #require(grid.collectionView)
        // The banner and six lines of three intersect 0…844.
        #expect(collection.indexPathsForVisibleItems == (0...18).map { IndexPath(item: $0, section: 0) })
        #expect(collection.createdCellCount == 19)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)
        #expect(cell.caption.text == "Photo 4" && cell.frame == CGRect(x: 10, y: 300, width: 110, height: 110))
        #expect(collection.indexPath(for: cell) == IndexPath(item: 4, section: 0))
        for offset in stride(from: 100.0, through: 1700, by: 100) {
            collection.contentOffset = CGPoint(x: 0, y: offset)
            window.layoutIfNeeded()
        }
        // 1700…2544: lines at 1620 … 2460 (eight lines, the last of two).
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 37, section: 0))
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 59, section: 0))
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
        // Scrolling through 60 items made few more cells than fit on screen.
        #expect(collection.createdCellCount <= 27)
        #expect(collection.visibleCells.allSatisfy { ($0 as? PhotoCell)?.caption.text == "Photo \(collection.indexPath(for: $0)!.item)" })
    }

    @Test func aTapHighlightsThenSelectsAndTheDelegateCanRefuseASelection() throws {
        let (window, grid) = makeGrid()
        let collection = try #require(grid.collectionView)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 65, y: 355))
        finger.wait(frames: 2)
        #expect(grid.log == ["highlight 4", "unhighlight 4", "select 4"])
        let four = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)
        #expect(four.highlightChanges == [true, false] && four.isSelected)
        // Item 5 highlights but shouldSelectItemAt refuses it.
        grid.log = []
        finger.tap(at: CGPoint(x: 195, y: 355))
        finger.wait(frames: 2)
        #expect(grid.log == ["highlight 5", "unhighlight 5"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        // Item 6 replaces 4 in single selection.
        grid.log = []
        finger.tap(at: CGPoint(x: 325, y: 355))
        finger.wait(frames: 2)
        #expect(grid.log == ["highlight 6", "unhighlight 6", "deselect 4", "select 6"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)] && !four.isSelected)
    }

    @Test func multipleSelectionTogglesAndADragScrollsInsteadOfSelecting() throws {
        let (window, grid) = makeGrid()
        let collection = try #require(grid.collectionView)
        collection.allowsMultipleSelection = true
        var finger = Finger(on: window)
        for point in [CGPoint(x: 65, y: 355), CGPoint(x: 325, y: 355), CGPoint(x: 65, y: 355)] {
            finger.tap(at: point)
            finger.wait(frames: 2)
        }
        #expect(grid.log.filter { !$0.contains("highlight") } == ["select 4", "select 6", "deselect 4"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])

        grid.log = []
        finger.down(at: CGPoint(x: 195, y: 600))
        finger.move(to: CGPoint(x: 195, y: 400), frames: 10)
        finger.up()
        finger.wait(frames: 60)
        #expect(!grid.log.contains { $0.hasPrefix("select") })
        #expect(collection.contentOffset.y > 100)
    }

    @Test func aHorizontalFlowLayoutFillsColumnsTopToBottom() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 230), collectionViewLayout: layout)
        final class Five: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let source = Five()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.layoutIfNeeded()
        // Two items a column: the 30 left over goes between them.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 130, width: 100, height: 100))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(collection.contentSize == CGSize(width: 320, height: 230))
        #expect(collection.visibleCells.count == 5)
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 50)) == IndexPath(item: 2, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
    }

    @Test func theGridRendersAsOnIOS() {
        let (window, grid) = makeGrid()
        let renderer = CairoRenderer(scale: 1)
        renderer.attach(to: window)
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 120)
        window.layoutIfNeeded()
        expectMatchesReference(renderer.render(window).image(), named: "photo-grid")
    }
}
