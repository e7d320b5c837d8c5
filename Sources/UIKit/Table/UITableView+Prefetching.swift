import Foundation
import Motion

extension UITableView {
    /// Keeps the prepared cells in step with the visible rows: drops those whose rows are no
    /// longer next to them, and, while the content scrolls (`movement` is how far the top of
    /// the bounds moved since the last pass, down positive), prepares the cell of the row just
    /// past the edge it scrolls toward, unless this pass already made a cell
    /// (`mayMakeCell` false) or the row has one.
    func updatePreparedCells(visibleRows: [IndexPath], frames: [[CGRect]], movement: CGFloat, mayMakeCell: Bool) {
        guard isPrefetchingEnabled, let first = visibleRows.first, let last = visibleRows.last else {
            dropPreparedCells()
            return
        }
        let below = Self.row(after: last, in: frames)
        let above = Self.row(before: first, in: frames)
        for (indexPath, cell) in preparedCellsByIndexPath where indexPath != below && indexPath != above {
            preparedCellsByIndexPath[indexPath] = nil
            dropPrepared(cell)
        }
        guard mayMakeCell, movement.isFinite, movement != 0, let dataSource,
            let next = movement > 0 ? below : above, preparedCellsByIndexPath[next] == nil
        else { return }
        let cell = dataSource.tableView(self, cellForRowAt: next)
        guard cell.superview !== self else { return }  // a data source handing out a shown cell again
        cell.frame = frames[next.section][next.row]
        updateSeparator(of: cell, at: next, frames: frames)
        cell.isHidden = true
        insertSubview(cell, at: 0)
        preparedCellsByIndexPath[next] = cell
    }

    /// Puts every prepared cell back in its reuse queue.
    func dropPreparedCells() {
        for cell in preparedCellsByIndexPath.values { dropPrepared(cell) }
        preparedCellsByIndexPath = [:]
    }

    /// Takes a prepared cell out of the table and into its reuse queue, shown again for its
    /// next use (it was never displayed: the delegate hears nothing).
    private func dropPrepared(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.isHidden = false
        enqueueForReuse(cell)
    }

    /// The first row after `indexPath` that has a height, across sections (nil at the end).
    static func row(after indexPath: IndexPath, in frames: [[CGRect]]) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row + 1
        while frames.indices.contains(section) {
            while row < frames[section].count {
                if frames[section][row].height > 0 { return IndexPath(row: row, section: section) }
                row += 1
            }
            section += 1
            row = 0
        }
        return nil
    }

    /// The last row before `indexPath` that has a height, across sections (nil at the start).
    static func row(before indexPath: IndexPath, in frames: [[CGRect]]) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row - 1
        while section >= 0, frames.indices.contains(section) {
            while row >= 0 {
                if row < frames[section].count, frames[section][row].height > 0 { return IndexPath(row: row, section: section) }
                row -= 1
            }
            section -= 1
            if section >= 0 { row = frames[section].count - 1 }
        }
        return nil
    }
}
