import Foundation

/// A table's data source that shows a snapshot of identifiers (UIKit's
/// `UITableViewDiffableDataSource`): made with the table and a cell provider, it becomes the
/// table's data source, and each ``apply(_:animatingDifferences:completion:)`` animates the
/// difference from the snapshot shown (rows deleted, inserted and moved by identifier, as
/// `performBatchUpdates` would). Keep a reference to it: the table holds its data source
/// weakly, as in UIKit.
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource
{
    /// Makes the cell for an item at an index path (nil: an empty cell, where UIKit raises).
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The table shown (held weakly).
    private weak var tableView: UITableView?
    /// Makes the cells.
    private let cellProvider: CellProvider
    /// The snapshot shown.
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How rows come and go when a snapshot is applied with animation (default `.automatic`).
    public var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot shown.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: with `animatingDifferences`, rows deleted, inserted and moved by
    /// identifier animate as a batch of updates (``defaultRowAnimation``); without it (or
    /// when sections in both changed order), the table reloads. `completion` runs when the
    /// change is done.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.unmarked
        guard let tableView else { return completion?() ?? () }
        guard animatingDifferences, var batch = snapshot.batch(from: old) else {
            tableView.reloadData()
            completion?()
            return
        }
        batch.note(defaultRowAnimation, leaving: true, arriving: true)
        batch.animates = batch.animates || !batch.movedRows.isEmpty
        tableView.apply(batch) { _ in completion?() }
    }

    /// Shows `snapshot` by reloading the table, without animation.
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

    // MARK: UITableViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// A section's items.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// The cell provider's cell for the item at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No section title (subclasses override, as in UIKit).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title (subclasses override, as in UIKit).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
