import Foundation
import Motion

extension UITableView {
    /// How many rows past each edge of the visible ones the table prepares cells for at rest.
    static let rowsPreparedPastEachEdge = 2

    /// Keeps the prepared cells in step with the visible rows (``isPrefetchingEnabled``).
    ///
    /// The rows in reach are the ``rowsPreparedPastEachEdge`` rows past each edge of the visible
    /// ones; a prepared cell whose row left that reach is dropped. While the content scrolls
    /// (`movement` is how far the top of the bounds moved since the last pass, down positive),
    /// the row just past the edge it scrolls toward is prepared, unless it has a cell or this
    /// pass already made one (`mayMakeCell` false). At rest (not moving, dragged or
    /// decelerating), one row in reach is prepared a frame, nearest first and below before
    /// above, in a pass the window's next tick asks for: the frames at rest pay for the cells
    /// that scrolling would otherwise make in its own frames.
    func updatePreparedCells(visibleRows: [IndexPath], frames: [[CGRect]], movement: CGFloat, mayMakeCell: Bool) {
        let preparesAtRest = preparesAtRestInThisPass
        preparesAtRestInThisPass = false
        guard isPrefetchingEnabled, let first = visibleRows.first, let last = visibleRows.last, let dataSource else {
            dropPreparedCells()
            return
        }
        let reach = Self.rows(pastEachEdgeOf: first, last, in: frames, count: Self.rowsPreparedPastEachEdge)
        // In the rows' order (a dictionary's differs from run to run, and the reuse queue's
        // order decides which cell the next row gets).
        for (indexPath, cell) in preparedCellsByIndexPath.sorted(by: { $0.key < $1.key }) where !reach.contains(indexPath) {
            preparedCellsByIndexPath[indexPath] = nil
            dropPrepared(cell)
        }
        let moving = movement.isFinite && movement != 0
        let atRest = !moving && !isDragging && !isDecelerating
        var next: IndexPath?
        if moving {
            next = movement > 0 ? Self.row(after: last, in: frames) : Self.row(before: first, in: frames)
        } else if atRest, preparesAtRest {
            next = reach.first { preparedCellsByIndexPath[$0] == nil }
        }
        if mayMakeCell, let row = next, preparedCellsByIndexPath[row] == nil {
            prepareCell(at: row, with: dataSource, frames: frames)
        }
        // Rows still without a cell wait for the next frame's pass. While the content moves or
        // a finger holds it, that asks again every frame, preparing none of them at rest.
        if reach.contains(where: { preparedCellsByIndexPath[$0] == nil }) { prepareAtRestInNextFrame() }
    }

    /// Asks the data source for `indexPath`'s cell and keeps it hidden at its row's place.
    private func prepareCell(at indexPath: IndexPath, with dataSource: any UITableViewDataSource, frames: [[CGRect]]) {
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        guard cell.superview !== self else { return }  // a data source handing out a shown cell again
        cell.frame = frames[indexPath.section][indexPath.row]
        updateSeparator(of: cell, at: indexPath, frames: frames)
        cell.isHidden = true
        insertSubview(cell, at: 0)
        preparedCellsByIndexPath[indexPath] = cell
    }

    /// Asks for a layout pass at the window's next tick that may prepare a row at rest (once,
    /// however often it is asked before that tick).
    private func prepareAtRestInNextFrame() {
        guard !awaitsPreparationTick, let clock = window?.clock else { return }
        awaitsPreparationTick = true
        clock.afterNextTick { [weak self] in
            guard let self else { return }
            awaitsPreparationTick = false
            preparesAtRestInThisPass = true
            setNeedsLayout()
        }
    }

    /// Puts every prepared cell back in its reuse queue.
    func dropPreparedCells() {
        for (_, cell) in preparedCellsByIndexPath.sorted(by: { $0.key < $1.key }) { dropPrepared(cell) }
        preparedCellsByIndexPath = [:]
    }

    /// Takes a prepared cell out of the table and into its reuse queue, shown again for its
    /// next use (it was never displayed: the delegate hears nothing).
    private func dropPrepared(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.isHidden = false
        enqueueForReuse(cell)
    }

    /// The `count` rows with a height past each edge of the rows `first` through `last`, the
    /// nearest first, each row below before the one as far above.
    static func rows(pastEachEdgeOf first: IndexPath, _ last: IndexPath, in frames: [[CGRect]], count: Int) -> [IndexPath] {
        var below: [IndexPath] = [], above: [IndexPath] = []
        var after = last, before = first
        for _ in 0..<count {
            if let row = row(after: after, in: frames) { below.append(row); after = row }
            if let row = row(before: before, in: frames) { above.append(row); before = row }
        }
        var reach: [IndexPath] = []
        for index in 0..<count {
            if index < below.count { reach.append(below[index]) }
            if index < above.count { reach.append(above[index]) }
        }
        return reach
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
