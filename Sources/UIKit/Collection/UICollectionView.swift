import Foundation
import Motion

/// A scrolling collection of items placed by a layout, with reusable cells, highlight and
/// selection (UIKit's `UICollectionView`).
///
/// Only items on screen have cells: as the content scrolls, cells that leave the bounds go to
/// a reuse queue and come back through ``dequeueReusableCell(withReuseIdentifier:for:)`` for
/// the items that enter. A finger going down on an item highlights it; lifting it selects it;
/// a drag that becomes a scroll cancels the highlight (the scroll view's pan takes the touch).
///
/// Like UIKit, the collection view's ``UIScrollView/delegate`` is also its collection delegate:
/// when it adopts ``UICollectionViewDelegate`` it gets the item calls too.
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
    /// The axis a layout's content scrolls along (UIKit's
    /// `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Lines stack downwards.
        case vertical
        /// Lines stack rightwards.
        case horizontal
    }

    /// Where ``scrollToItem(at:at:animated:)`` puts an item (UIKit's
    /// `UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leave the offset alone.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the bounds.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the bounds.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Supplies sections, items and cells.
    public weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Places the items. Setting it lays out again with the new layout.
    public var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Whether tapping an item selects it (default true).
    public var allowsSelection = true
    /// Whether several items can be selected at once (a tap on a selected item deselects it).
    public var allowsMultipleSelection = false

    /// The selected items, in the order they were selected.
    public internal(set) var indexPathsForSelectedItems: [IndexPath]? = []
    /// The item under the finger, if any.
    public internal(set) var indexPathForHighlightedItem: IndexPath?

    /// Cells on screen, by item.
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// Cells waiting for reuse, by identifier.
    var reuseQueues: [String: [UICollectionViewCell]] = [:]
    /// Registered cell classes, by identifier.
    var registrations: [String: UICollectionViewCell.Type] = [:]
    /// The item counts by section, from the data source (nil until asked after a change).
    var itemCounts: [Int]?
    /// The bounds the layout was last used at (see `layoutItems()`).
    var laidOutBounds: CGRect?
    /// The updates told inside ``performBatchUpdates(_:completion:)`` (see
    /// UICollectionView+Updates.swift); nil outside it.
    var pendingUpdates: ListUpdateBatch?
    /// How many cells the collection view has created (for reuse checks and tests).
    public internal(set) var createdCellCount = 0

    /// A collection view with a frame and a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        alwaysBounceVertical = true
        withoutNotingAppearance { backgroundColor = .systemBackground }
    }

    /// A collection view with a frame and a vertical flow layout.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    // MARK: Cells

    /// Registers the class made for an identifier when its queue is empty.
    public func register(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `indexPath`: one from the identifier's reuse queue (after
    /// ``UICollectionReusableView/prepareForReuse()``), or a new one of the registered class
    /// made with its `init(frame:)`. An unregistered identifier gets a plain
    /// ``UICollectionViewCell`` (UIKit raises an exception here).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if var queue = reuseQueues[identifier], let cell = queue.popLast() {
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        createdCellCount += 1
        let cellClass = registrations[identifier] ?? UICollectionViewCell.self
        return cellClass.init(_registeredWithReuseIdentifier: identifier)
    }

    /// The cells on screen, in index path order.
    public var visibleCells: [UICollectionViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visibleCellsByIndexPath.keys.sorted() }

    /// The cell of an item on screen (nil when it is off screen).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByIndexPath[indexPath] }

    /// The item of a cell on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    // MARK: Data and layout

    /// Forgets the items and asks the data source again; visible cells go back to their queues.
    public func reloadData() {
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) { retire(cell, at: indexPath) }
        visibleCellsByIndexPath = [:]
        indexPathForHighlightedItem = nil
        itemCounts = nil
        indexPathsForSelectedItems = indexPathsForSelectedItems?.filter(isValid)
        collectionViewLayout.invalidateLayout()
    }

    /// The number of sections the data source reports.
    public var numberOfSections: Int { counts.count }

    /// The number of items in a section (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    /// An item's attributes from the layout (its frame in content coordinates).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item at a point in the collection view's (content) coordinates, if any.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        collectionViewLayout.prepareIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .filter { !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// Scrolls so an item sits where `scrollPosition` says (clamped to the scroll range).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        offset.x = Swift.min(maximumContentOffset.x, Swift.max(minimumContentOffset.x, offset.x))
        offset.y = Swift.min(maximumContentOffset.y, Swift.max(minimumContentOffset.y, offset.y))
        setContentOffset(offset, animated: animated)
    }

    // MARK: Selection

    /// Selects an item without calling the delegate, as UIKit (deselecting the others unless
    /// ``allowsMultipleSelection``), and scrolls it into position.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath, isValid(indexPath) else {
            for selected in indexPathsForSelectedItems ?? [] { deselectItem(at: selected, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for selected in indexPathsForSelectedItems ?? [] where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if !(indexPathsForSelectedItems ?? []).contains(indexPath) { indexPathsForSelectedItems?.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate, as UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedItems?.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// The delegate, when it adopts ``UICollectionViewDelegate``.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// Whether an index path names an item.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// The item counts by section (asked once per change).
    var counts: [Int] {
        if let itemCounts { return itemCounts }
        guard let dataSource else { return [] }
        let sections = Swift.max(0, dataSource.numberOfSections(in: self))
        let counted = (0..<sections).map { Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        itemCounts = counted
        return counted
    }

    // MARK: Layout and touches (overrides; the work is in UICollectionView+Layout and +Touches)

    /// Sets the content size from the layout and makes cells for exactly the items that
    /// intersect the visible bounds, reusing the cells of items that left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    /// Highlights the item under the finger (when selection is allowed and the delegate agrees).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { highlightItem(for: touch) }
    }

    /// The finger moving does not change the highlighted item (the pan cancels it once it
    /// scrolls).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Lifting on the highlighted item selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { selectHighlightedItem(for: touch) }
    }

    /// A scroll took the touch: the highlight goes, nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { unhighlight() }
}
