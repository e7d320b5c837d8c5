import Foundation
import Motion

extension UITableView {
    /// Row frames, computed from the data source and delegate on first use after a change.
    var geometry: [[CGRect]] {
        if let rowFrames { return rowFrames }
        let computed = computeRowFrames()
        rowFrames = computed
        return computed
    }

    func invalidateGeometry() {
        rowFrames = nil
        setNeedsLayout()
    }

    func computeRowFrames() -> [[CGRect]] {
        guard let dataSource else { return [] }
        let width = bounds.width
        var y = tableHeaderView?.bounds.height ?? 0
        let sections = Swift.max(0, dataSource.numberOfSections(in: self))
        var frames: [[CGRect]] = []
        frames.reserveCapacity(sections)
        headerFrames = []
        footerFrames = []
        for section in 0..<sections {
            if section > 0 { y += sectionSpacing }
            var headerHeight = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            if headerHeight == UITableView.automaticDimension {
                headerHeight = dataSource.tableView(self, titleForHeaderInSection: section) == nil ? 0 : TableSectionTitleView.height(for: style)
            }
            if !(headerHeight >= 0) || !headerHeight.isFinite { headerHeight = 0 }
            headerFrames.append(CGRect(x: 0, y: y, width: width, height: headerHeight))
            y += headerHeight
            let rows = Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            var sectionFrames: [CGRect] = []
            sectionFrames.reserveCapacity(rows)
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if !(height >= 0) || !height.isFinite { height = 0 }
                sectionFrames.append(CGRect(x: 0, y: y, width: width, height: height))
                y += height
            }
            frames.append(sectionFrames)
            var footerHeight = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
            if footerHeight == UITableView.automaticDimension {
                footerHeight = dataSource.tableView(self, titleForFooterInSection: section)
                    .map { TableSectionTitleView.footerHeight(for: $0, width: width, measurer: window?.textMeasurer) } ?? 0
            }
            if !(footerHeight >= 0) || !footerHeight.isFinite { footerHeight = 0 }
            footerFrames.append(CGRect(x: 0, y: y, width: width, height: footerHeight))
            y += footerHeight
        }
        return frames
    }

    /// Places the header, sets the content size, and shows cells for exactly the rows that
    /// intersect the visible bounds (a cell prepared ahead, else one from the data source),
    /// reusing the cells of rows that left; then prepares the next row's cell
    /// (``isPrefetchingEnabled``).
    func layoutRows() {
        if let rowFrames, rowFrames.first?.first.map({ $0.width != bounds.width }) ?? false { self.rowFrames = nil }
        let frames = geometry
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.bounds.height)
        }
        let rowsEnd = Swift.max(frames.last(where: { !$0.isEmpty })?.last?.maxY ?? (tableHeaderView?.bounds.height ?? 0),
                                headerFrames.last?.maxY ?? 0, footerFrames.last?.maxY ?? 0)
        let newContentSize = CGSize(width: bounds.width, height: rowsEnd)
        if contentSize != newContentSize { contentSize = newContentSize }

        let visible = bounds
        let movement = lastLayoutTop.map { visible.minY - $0 } ?? 0
        lastLayoutTop = visible.minY
        var wanted: [IndexPath] = []
        if visible.height > 0 {
            for (section, rows) in frames.enumerated() {
                for (row, frame) in rows.enumerated() where frame.maxY > visible.minY && frame.minY < visible.maxY && frame.height > 0 {
                    wanted.append(IndexPath(row: row, section: section))
                }
            }
        }
        let wantedSet = Set(wanted)
        // In the rows' order: the reuse queue's order decides which cell the next row gets.
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) where !wantedSet.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, at: indexPath)
        }
        layoutSectionViews(in: visible)
        guard let dataSource else {
            dropPreparedCells()
            return
        }
        var madeCell = false
        for indexPath in wanted {
            let frame = frames[indexPath.section][indexPath.row]
            if let cell = visibleCellsByIndexPath[indexPath] {
                if cell.frame != frame { cell.frame = frame }
                updateSeparator(of: cell, at: indexPath, frames: frames)
                continue
            }
            let cell: UITableViewCell
            if let prepared = preparedCellsByIndexPath.removeValue(forKey: indexPath) {
                cell = prepared
                cell.isHidden = false
            } else {
                cell = dataSource.tableView(self, cellForRowAt: indexPath)
                madeCell = true
            }
            cell.frame = frame
            updateSeparator(of: cell, at: indexPath, frames: frames)
            if indexPathForSelectedRow == indexPath { cell.setSelected(true, animated: false) }
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            if cell.superview !== self { insertSubview(cell, at: 0) }
            visibleCellsByIndexPath[indexPath] = cell
        }
        updatePreparedCells(visibleRows: wanted, frames: frames, movement: movement, mayMakeCell: !madeCell)
    }

    /// Shows or hides a cell's hairline: every row but a section's last has one.
    func updateSeparator(of cell: UITableViewCell, at indexPath: IndexPath, frames: [[CGRect]]) {
        let showsSeparator = separatorStyle != .none && indexPath.row < frames[indexPath.section].count - 1
        cell.updateSeparator(visible: showsSeparator, color: separatorColor, inset: separatorInset)
    }

    /// Shows the section headers and footers that intersect the visible bounds (the
    /// delegate's views, else views of the data source's titles, made when they come on screen)
    /// and drops the others.
    func layoutSectionViews(in visible: CGRect) {
        visibleHeaders = layoutSectionViews(headerFrames, shown: visibleHeaders, in: visible, isHeader: true) { section in
            tableDelegate?.tableView(self, viewForHeaderInSection: section)
                ?? dataSource?.tableView(self, titleForHeaderInSection: section).map { TableSectionTitleView(title: $0, style: style) }
        }
        visibleFooters = layoutSectionViews(footerFrames, shown: visibleFooters, in: visible, isHeader: false) { section in
            tableDelegate?.tableView(self, viewForFooterInSection: section)
                ?? dataSource?.tableView(self, titleForFooterInSection: section).map { TableSectionTitleView(footer: $0) }
        }
    }

    /// Places the views of `frames` that are on screen (made by `make` as they come on screen,
    /// the delegate told before each is shown) and retires the others; returns the views
    /// shown, by section.
    private func layoutSectionViews(_ frames: [CGRect], shown: [Int: UIView], in visible: CGRect, isHeader: Bool,
                                    make: (Int) -> UIView?) -> [Int: UIView] {
        var shown = shown
        for (section, frame) in frames.enumerated() {
            let onScreen = frame.height > 0 && frame.maxY > visible.minY && frame.minY < visible.maxY && visible.height > 0
            if onScreen {
                if shown[section] == nil, let view = make(section) {
                    shown[section] = view
                    view.frame = frame
                    if isHeader {
                        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                    } else {
                        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                    }
                    insertSubview(view, at: 0)
                }
                shown[section]?.frame = frame
            } else if let view = shown.removeValue(forKey: section) {
                retireSectionView(view, section: section, isHeader: isHeader)
            }
        }
        return shown
    }

    /// Takes a cell off screen and into its reuse queue.
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if indexPathForHighlightedRow == indexPath {
            indexPathForHighlightedRow = nil
            cell.setHighlighted(false, animated: false)
        }
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        enqueueForReuse(cell)
    }

    /// Puts a cell in its identifier's reuse queue (a cell without one is dropped).
    func enqueueForReuse(_ cell: UITableViewCell) {
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
    }
}
