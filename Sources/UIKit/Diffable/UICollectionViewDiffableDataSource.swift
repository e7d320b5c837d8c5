import Foundation

/// A collection view's data source that shows a snapshot of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`): made with the collection view and a cell provider,
/// it becomes its data source, and each ``apply(_:animatingDifferences:completion:)`` animates
/// the difference from the snapshot shown (items deleted, inserted and moved by identifier, as
/// `performBatchUpdates` would). Keep a reference to it: the collection view holds its data
/// source weakly, as in UIKit.
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource
{
    /// Makes the cell for an item at an index path (nil: an empty cell, where UIKit raises).
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    /// The collection view shown (held weakly).
    private weak var collectionView: UICollectionView?
    /// Makes the cells.
    private let cellProvider: CellProvider
    /// The snapshot shown.
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the snapshot shown.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: with `animatingDifferences`, items deleted, inserted and moved by
    /// identifier animate as a batch of updates; without it (or when sections in both changed
    /// order), the collection view reloads. `completion` runs when the change is done.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.unmarked
        guard let collectionView else { return completion?() ?? () }
        guard animatingDifferences, var batch = snapshot.batch(from: old) else {
            collectionView.reloadData()
            completion?()
            return
        }
        batch.note(.fade, leaving: true, arriving: true)
        collectionView.apply(batch) { _ in completion?() }
    }

    /// Shows `snapshot` by reloading the collection view, without animation.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The item at an index path, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where an item is, if it is shown.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at an index, if there is one.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    /// Where a section is, if it is shown.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// A section's items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// The cell provider's cell for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }
}
