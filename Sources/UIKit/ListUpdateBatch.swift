import Foundation

/// The insertions, deletions, reloads and moves a table (between `beginUpdates()` and
/// `endUpdates()`) or a collection view (in `performBatchUpdates`) was told of, or one call
/// outside them, and what they make of its rows or items ("rows" here).
///
/// As in UIKit, deletions and reloads name rows and sections as they were before the batch,
/// insertions as they are after it, and a move goes from an old index path to a new one.
struct ListUpdateBatch {
    /// How many `beginUpdates()` are open: the batch is committed when the last ends.
    var depth = 0
    /// The rows' frames before the batch (a table's; nil when it had not computed them: it
    /// then reloads instead of animating).
    var oldFrames: [[CGRect]]?
    /// What runs when the batch's animations end (``UITableView/performBatchUpdates(_:completion:)``).
    var completions: [@MainActor (Bool) -> Void] = []
    /// Sections deleted (old indexes).
    var deletedSections = IndexSet()
    /// Sections inserted (new indexes).
    var insertedSections = IndexSet()
    /// Sections whose rows are all replaced (old indexes).
    var reloadedSections = IndexSet()
    /// Rows deleted (old index paths).
    var deletedRows = Set<IndexPath>()
    /// Rows inserted (new index paths).
    var insertedRows = Set<IndexPath>()
    /// Rows whose cells are replaced (old index paths).
    var reloadedRows = Set<IndexPath>()
    /// Rows moved, from old to new index paths.
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// How rows leave (the last deletion's or reload's animation).
    var leaving = UITableView.RowAnimation.automatic
    /// How rows arrive (the last insertion's or reload's animation).
    var arriving = UITableView.RowAnimation.automatic
    /// Whether anything is animated (false when every call said `.none`).
    var animates = false

    /// Adds another batch's changes and animations to this one (its depth, frames and
    /// completions are this one's).
    mutating func merge(_ other: ListUpdateBatch) {
        deletedSections.formUnion(other.deletedSections)
        insertedSections.formUnion(other.insertedSections)
        reloadedSections.formUnion(other.reloadedSections)
        deletedRows.formUnion(other.deletedRows)
        insertedRows.formUnion(other.insertedRows)
        reloadedRows.formUnion(other.reloadedRows)
        movedRows += other.movedRows
        if other.animates {
            leaving = other.leaving
            arriving = other.arriving
            animates = true
        }
    }

    /// Notes a call's animation.
    mutating func note(_ animation: UITableView.RowAnimation, leaving: Bool, arriving: Bool) {
        if leaving { self.leaving = animation }
        if arriving { self.arriving = animation }
        if animation != .none { animates = true }
    }

    /// What the batch makes of a table whose sections had `oldCounts` rows, now that the data
    /// source says `newCounts`.
    struct Plan: Equatable {
        /// Where each row that stays went (moved rows and reloaded rows among them).
        var destinations: [IndexPath: IndexPath] = [:]
        /// Rows whose cells are replaced (new index paths).
        var reloaded = Set<IndexPath>()
        /// Rows that are new (new index paths, with the rows of inserted sections).
        var inserted = Set<IndexPath>()
        /// Rows that went (old index paths, with the rows of deleted sections).
        var deleted = Set<IndexPath>()

        /// Where a row that keeps its cell went: nil for one deleted or reloaded.
        func keptDestination(of old: IndexPath) -> IndexPath? {
            destinations[old].flatMap { reloaded.contains($0) ? nil : $0 }
        }

        /// The cells on screen split into those that stay (by their new index paths) and
        /// those that leave (with their old ones), in index path order.
        func partition<Cell>(_ cells: [IndexPath: Cell]) -> (staying: [IndexPath: Cell], leaving: [(cell: Cell, path: IndexPath)]) {
            var staying: [IndexPath: Cell] = [:]
            var leaving: [(cell: Cell, path: IndexPath)] = []
            for (path, cell) in cells.sorted(by: { $0.key < $1.key }) {
                if let destination = keptDestination(of: path) { staying[destination] = cell } else { leaving.append((cell, path)) }
            }
            return (staying, leaving)
        }

        /// Where each cell shown after the batch starts: from its frame before (`before`, by
        /// new index path), from its row's old place (`oldFrame` of the row it came from,
        /// when known), or arriving.
        func starts<Cell: UIView>(of shown: [IndexPath: Cell], before: [IndexPath: CGRect], oldFrame: (IndexPath) -> CGRect?)
            -> [(cell: UIView, start: ListUpdateAnimation.Start)]
        {
            let sources = Dictionary(destinations.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            return shown.sorted(by: { $0.key < $1.key }).map { path, cell in
                if let frame = before[path] { return (cell, .moving(from: frame)) }
                if !inserted.contains(path), !reloaded.contains(path), let source = sources[path], let frame = oldFrame(source) {
                    return (cell, .moving(from: frame))
                }
                return (cell, .arriving)
            }
        }
    }

    /// The plan, or why the batch does not match the data source (UIKit raises an
    /// `NSInternalInconsistencyException` there).
    func plan(oldCounts: [Int], newCounts: [Int]) -> Result<Plan, ListUpdateError> {
        // Sections: every old section not deleted fills, in order, a new position that no
        // insertion takes; a reloaded section keeps its place, all its rows replaced.
        for section in deletedSections.union(reloadedSections) where !oldCounts.indices.contains(section) {
            return .failure(.sectionOutOfRange(section, count: oldCounts.count, isOld: true))
        }
        for section in insertedSections where !newCounts.indices.contains(section) {
            return .failure(.sectionOutOfRange(section, count: newCounts.count, isOld: false))
        }
        let keptSections = oldCounts.indices.filter { !deletedSections.contains($0) }
        guard keptSections.count + insertedSections.count == newCounts.count else {
            return .failure(.sectionCount(before: oldCounts.count, after: newCounts.count, inserted: insertedSections.count,
                                          deleted: deletedSections.count))
        }
        var sectionDestination: [Int: Int] = [:]
        var kept = keptSections.makeIterator()
        for section in newCounts.indices where !insertedSections.contains(section) {
            if let old = kept.next() { sectionDestination[old] = section }
        }
        var plan = Plan()
        var replacedSections = insertedSections
        for section in deletedSections.union(reloadedSections) {
            for row in 0..<oldCounts[section] { plan.deleted.insert(IndexPath(row: row, section: section)) }
            if let target = sectionDestination.removeValue(forKey: section) { replacedSections.insert(target) }
        }
        for section in replacedSections {
            for row in 0..<newCounts[section] { plan.inserted.insert(IndexPath(row: row, section: section)) }
        }
        // Rows: in each kept section, the rows neither deleted nor moved away fill, in order,
        // the new positions no insertion or move takes.
        for old in deletedRows.union(reloadedRows).union(movedRows.map(\.from)) {
            guard oldCounts.indices.contains(old.section), old.row >= 0, old.row < oldCounts[old.section] else {
                return .failure(.rowOutOfRange(old, isOld: true))
            }
        }
        for new in insertedRows.union(movedRows.map(\.to)) {
            guard newCounts.indices.contains(new.section), new.row >= 0, new.row < newCounts[new.section] else {
                return .failure(.rowOutOfRange(new, isOld: false))
            }
        }
        let movedTo = Dictionary(movedRows.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
        let movedFrom = Set(movedRows.map(\.from))
        for (old, new) in sectionDestination.sorted(by: { $0.key < $1.key }) {
            let staying = (0..<oldCounts[old]).map { IndexPath(row: $0, section: old) }
                .filter { !deletedRows.contains($0) && !movedFrom.contains($0) }
            let arriving = (0..<newCounts[new]).filter { row in
                let path = IndexPath(row: row, section: new)
                return insertedRows.contains(path) || movedTo[path] != nil
            }
            guard staying.count + arriving.count == newCounts[new] else {
                return .failure(.rowCount(section: new, before: oldCounts[old], after: newCounts[new],
                                          inserted: insertedRows.filter { $0.section == new }.count,
                                          deleted: deletedRows.filter { $0.section == old }.count))
            }
            var next = staying.makeIterator()
            for row in 0..<newCounts[new] {
                let path = IndexPath(row: row, section: new)
                if insertedRows.contains(path) {
                    plan.inserted.insert(path)
                } else if let source = movedTo[path] {
                    plan.destinations[source] = path
                    if reloadedRows.contains(source) { plan.reloaded.insert(path) }
                } else if let source = next.next() {
                    plan.destinations[source] = path
                    if reloadedRows.contains(source) { plan.reloaded.insert(path) }
                }
            }
        }
        for old in deletedRows { plan.deleted.insert(old) }
        return .success(plan)
    }
}

/// Why a batch of updates does not match the data source.
enum ListUpdateError: Error, Equatable, CustomStringConvertible {
    /// A section named is not there.
    case sectionOutOfRange(Int, count: Int, isOld: Bool)
    /// A row named is not there.
    case rowOutOfRange(IndexPath, isOld: Bool)
    /// The sections after the batch are not those before, less the deleted, plus the inserted.
    case sectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
    /// A section's rows after the batch are not those before, less the deleted, plus the
    /// inserted and moved in.
    case rowCount(section: Int, before: Int, after: Int, inserted: Int, deleted: Int)

    /// The mismatch, in a sentence about rows (a table's).
    var description: String { sentence(naming: "rows") }

    /// The mismatch, in a sentence calling the entries `noun` ("rows", "items").
    func sentence(naming noun: String) -> String {
        let one = noun.hasSuffix("s") ? String(noun.dropLast()) : noun
        return switch self {
        case .sectionOutOfRange(let section, let count, let isOld):
            "section \(section) is not among the \(count) sections \(isOld ? "before" : "after") the update"
        case .rowOutOfRange(let path, let isOld):
            "\(one) \(path.row) of section \(path.section) is not there \(isOld ? "before" : "after") the update"
        case .sectionCount(let before, let after, let inserted, let deleted):
            "the data source has \(after) sections after the update, but \(before) before with \(inserted) inserted and \(deleted) deleted"
        case .rowCount(let section, let before, let after, let inserted, let deleted):
            "section \(section) has \(after) \(noun) after the update, but \(before) before with \(inserted) inserted and \(deleted) deleted (and moves)"
        }
    }
}
