import Foundation

/// The sections and items a diffable data source shows, by identifier (UIKit's
/// `NSDiffableDataSourceSnapshot`): made or taken from the data source, changed, and applied
/// back with ``UITableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``, which
/// animates the difference.
///
/// Identifiers are unique across the snapshot. Where UIKit raises (an identifier added twice,
/// an item or section named that is not there), the call changes nothing and a line on
/// standard error says why.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// A section and its items, in order.
    struct Section: Sendable {
        var identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    /// The sections, in order.
    private(set) var sections: [Section] = []
    /// Items marked to be reloaded when the snapshot is applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items marked to be reconfigured when the snapshot is applied (reloaded here).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Sections marked to be reloaded when the snapshot is applied.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many items, in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// How many sections.
    public var numberOfSections: Int { sections.count }
    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item's identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// How many items a section has (0 for a section that is not there).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// A section's items, in order (none for a section that is not there).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }

    /// The section holding an item, if it is there.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    /// An item's place among all items (section by section), if it is there.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// A section's place, if it is there.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    /// The index path of an item, if it is there.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let row = entry.items.firstIndex(of: item) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// The item at an index path (row or item), if there is one.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// The section at an index, if there is one.
    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].identifier : nil
    }

    /// How many items the section at an index has (0 for none).
    func itemCount(inSectionAt index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }

    /// The snapshot as shown, without the marks of what to reload.
    var unmarked: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    // MARK: Items

    /// Adds items at the end of a section (nil: the last section). Items already there, and
    /// items with no section to go to, are refused.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let target = sectionIdentifier.flatMap(indexOfSection) ?? (sectionIdentifier == nil ? sections.indices.last : nil)
        guard let target else { return Self.refuse("there is no section to append items to") }
        sections[target].items += fresh(identifiers)
    }

    /// Inserts items before an item that is there.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts items after an item that is there.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    /// Deletes items (those not there are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
    }

    /// Deletes every item and section (UIKit's `deleteAllItems()`): the snapshot starts over.
    public mutating func deleteAllItems() {
        sections = []
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true)
    }

    /// Marks items to be reloaded (their cells made again) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { indexPath(of: $0) != nil }
    }

    /// Marks items to be reconfigured when the snapshot is applied (their cells are made
    /// again here, as by ``reloadItems(_:)``).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { indexPath(of: $0) != nil }
    }

    // MARK: Sections

    /// Adds sections at the end (those already there are refused).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += freshSections(identifiers).map { Section(identifier: $0, items: []) }
    }

    /// Inserts sections before a section that is there.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { return Self.refuse("section \(toIdentifier) is not in the snapshot") }
        sections.insert(contentsOf: freshSections(identifiers).map { Section(identifier: $0, items: []) }, at: index)
    }

    /// Inserts sections after a section that is there.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { return Self.refuse("section \(toIdentifier) is not in the snapshot") }
        sections.insert(contentsOf: freshSections(identifiers).map { Section(identifier: $0, items: []) }, at: index + 1)
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        sections.removeAll { gone.contains($0.identifier) }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { indexOfSection($0) != nil }
    }

    // MARK: Helpers

    /// `identifiers` less those already in the snapshot or repeated (each refusal said).
    private func fresh(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set(itemIdentifiers)
        return identifiers.filter { identifier in
            guard seen.insert(identifier).inserted else {
                Self.refuse("item \(identifier) is already in the snapshot")
                return false
            }
            return true
        }
    }

    /// Section `identifiers` less those already in the snapshot or repeated.
    private func freshSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        var seen = Set(sectionIdentifiers)
        return identifiers.filter { identifier in
            guard seen.insert(identifier).inserted else {
                Self.refuse("section \(identifier) is already in the snapshot")
                return false
            }
            return true
        }
    }

    /// Inserts items next to `anchor`.
    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let path = indexPath(of: anchor) else { return Self.refuse("item \(anchor) is not in the snapshot") }
        sections[path.section].items.insert(contentsOf: fresh(identifiers), at: path.row + (after ? 1 : 0))
    }

    /// Moves an item next to `anchor`.
    private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool) {
        guard identifier != anchor else { return }
        guard let from = indexPath(of: identifier), indexPath(of: anchor) != nil else {
            return Self.refuse("item \(identifier) or \(anchor) is not in the snapshot")
        }
        sections[from.section].items.remove(at: from.row)
        if let to = indexPath(of: anchor) { sections[to.section].items.insert(identifier, at: to.row + (after ? 1 : 0)) }
    }

    /// Moves a section next to `anchor`.
    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool) {
        guard identifier != anchor else { return }
        guard let from = indexOfSection(identifier), indexOfSection(anchor) != nil else {
            return Self.refuse("section \(identifier) or \(anchor) is not in the snapshot")
        }
        let section = sections.remove(at: from)
        if let to = indexOfSection(anchor) { sections.insert(section, at: to + (after ? 1 : 0)) }
    }

    /// Says why a change was refused (UIKit raises there).
    private static func refuse(_ reason: String) {
        FileHandle.standardError.write(Data("NSDiffableDataSourceSnapshot: \(reason); the change is ignored\n".utf8))
    }
}
