import Foundation
import Motion

/// A vertically scrolling list of rows in sections, with reusable cells, highlight and selection
/// (UIKit's `UITableView`, plain style).
///
/// Only the rows on screen have cells: as the content scrolls, cells that leave the bounds go
/// to a reuse queue and come back through ``dequeueReusableCell(withIdentifier:for:)`` for the
/// rows that enter. A finger going down on a row highlights it; lifting it selects the row; a
/// drag that becomes a scroll cancels the highlight and the selection (the scroll view's pan
/// takes the touch).
///
/// Like UIKit, the table's ``UIScrollView/delegate`` is also its table delegate: when it conforms
/// to ``UITableViewDelegate`` it gets the row calls too.
open class UITableView: UIScrollView {
    /// A table's look (UIKit's `UITableView.Style`). Only the background differs here: grouped
    /// styles sit on the grouped background colour; sections are not inset or rounded.
    public enum Style: Int, Hashable, Sendable {
        /// Rows edge to edge on the system background.
        case plain
        /// Sections on the grouped background.
        case grouped
        /// Sections on the grouped background (rounded, inset sections on iOS).
        case insetGrouped
    }

    /// The table's style.
    public let style: Style
    /// Supplies sections, rows and cells.
    public weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }
    /// The height of rows when the delegate does not say (44, as UIKit).
    public var rowHeight: CGFloat = 44 {
        didSet { if !(rowHeight >= 0) || !rowHeight.isFinite { rowHeight = 0 }; invalidateGeometry() }
    }
    /// The value that asks the table to size a header itself (UIKit's
    /// `UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1
    /// The height of section headers when the delegate does not say: ``automaticDimension`` by
    /// default, which is 28 points for a section with a title in a plain table, 38 in a grouped
    /// one, and no header for a section without one.
    public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if !sectionHeaderHeight.isFinite { sectionHeaderHeight = UITableView.automaticDimension }; invalidateGeometry() }
    }
    /// The height of section footers when the delegate does not say: ``automaticDimension`` by
    /// default, which fits a section's footer title (wrapped, 8 points above and below) and
    /// gives a section without one no footer.
    public var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if !sectionFooterHeight.isFinite { sectionFooterHeight = UITableView.automaticDimension }; invalidateGeometry() }
    }
    /// Space between sections.
    public var sectionSpacing: CGFloat = 0 {
        didSet { if !(sectionSpacing >= 0) || !sectionSpacing.isFinite { sectionSpacing = 0 }; invalidateGeometry() }
    }
    /// A view above the first row that scrolls with the rows (its height is kept, its width
    /// follows the table).
    public var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            invalidateGeometry()
        }
    }
    /// Whether rows are divided by hairlines (UIKit's default `.singleLine`; card feeds set
    /// `.none`). The last row of each section has none.
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The hairlines' colour (UIKit's `.separator` by default).
    public var separatorColor: UIColor? = .separator { didSet { noteAppearanceSet("separatorColor"); setNeedsLayout() } }
    /// Where the hairlines start and end (16 points from the leading edge by default).
    public var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// Whether tapping a row selects it.
    public var allowsSelection = true

    /// The selected row, if any.
    public internal(set) var indexPathForSelectedRow: IndexPath?
    /// The row under the finger, if any.
    public internal(set) var indexPathForHighlightedRow: IndexPath?

    /// Whether the table asks for a row's cell before the row scrolls on screen (UIKit's
    /// `isPrefetchingEnabled`; true by default, as there).
    ///
    /// At rest, the table asks for the cells of the two rows past each edge of the visible
    /// ones, one a frame (nearest first, below before above); while the content scrolls, for
    /// the row just past the edge it scrolls toward if it has no cell yet, in a layout pass
    /// that made no cell for a row coming on screen, so that two cells' work never lands in
    /// one frame. A prepared cell waits hidden at its row's place in the table, its
    /// constraints in the window's layout and its text measured, and is shown (with the
    /// delegate's `willDisplay`) when its row enters the bounds. One whose row is no longer
    /// within two rows of the visible ones goes back to its reuse queue without
    /// `didEndDisplaying` (it was never displayed). Prepared cells are not among
    /// ``visibleCells``, and ``cellForRow(at:)`` does not return them. Setting this to false
    /// drops them; data prefetching (`prefetchDataSource`) is not carried.
    public var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { dropPreparedCells() } }
    }

    /// Cells on screen, by row.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// Cells made ahead for rows near the visible ones, hidden until their rows come on
    /// screen (see ``isPrefetchingEnabled``).
    var preparedCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// The top of the bounds at the last layout pass, to tell which way the content scrolls
    /// (nil before the first).
    var lastLayoutTop: CGFloat?
    /// Whether a layout pass is asked for at the window's next tick, to prepare a row at rest.
    var awaitsPreparationTick = false
    /// Whether this layout pass is the one that tick asked for (it may prepare a row at rest).
    var preparesAtRestInThisPass = false
    /// Cells waiting for reuse, by identifier.
    var reuseQueues: [String: [UITableViewCell]] = [:]
    /// Registered cell classes, by identifier.
    var registrations: [String: UITableViewCell.Type] = [:]
    /// Section header and footer views waiting for reuse, by identifier.
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    /// Registered header and footer view classes, by identifier.
    var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Each row's frame in content coordinates, by section (nil until computed).
    var rowFrames: [[CGRect]]?
    /// Each section header's frame (zero height for none), computed with the rows.
    var headerFrames: [CGRect] = []
    /// Section headers on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    /// Each section footer's frame (zero height for none), computed with the rows.
    var footerFrames: [CGRect] = []
    /// Section footers on screen, by section.
    var visibleFooters: [Int: UIView] = [:]
    /// The updates told between `beginUpdates()` and `endUpdates()`, nil outside them (see
    /// UITableView+Updates.swift).
    var pendingUpdates: ListUpdateBatch?
    /// How many cells the table has created (for reuse checks and tests).
    public internal(set) var createdCellCount = 0

    /// A table with a frame and a style; vertical bouncing is always on, as in UIKit.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        if style != .plain { withoutNotingAppearance { backgroundColor = .systemGroupedBackground } }
    }

    /// A plain table with a frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    // MARK: Layout and touches (overrides; the work is in UITableView+Layout and +Touches)

    /// Places the header, sets the content size, and makes cells for exactly the rows that
    /// intersect the visible bounds, reusing the cells of rows that left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Highlights the row under the finger (when selection is allowed and the delegate agrees).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { highlightRow(for: touch) }
    }

    /// The finger moving does not change the highlighted row (the pan cancels it once it
    /// scrolls).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Lifting on the highlighted row selects it (deselecting the previous one).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { selectHighlightedRow(for: touch) }
    }

    /// A scroll took the touch: the highlight goes, nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { unhighlight() }

    // MARK: Cells

    /// Registers the class made for an identifier when its queue is empty.
    public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `indexPath`: one from the identifier's reuse queue (after
    /// ``UITableViewCell/prepareForReuse()``), or a new one of the registered class, made with
    /// its `init(style: .default, reuseIdentifier:)`. An unregistered identifier gets a plain
    /// ``UITableViewCell`` (UIKit raises an exception here).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? makeCell(UITableViewCell.self, identifier: identifier)
    }

    /// A cell from the identifier's reuse queue (after ``UITableViewCell/prepareForReuse()``),
    /// or a new one of the registered class; nil when the queue is empty and nothing is
    /// registered (the caller then makes one with `init(style:reuseIdentifier:)`, as on iOS).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reuseQueues[identifier], let cell = queue.popLast() {
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        return registrations[identifier].map { makeCell($0, identifier: identifier) }
    }

    /// A new cell of a class for an identifier.
    private func makeCell(_ cellClass: UITableViewCell.Type, identifier: String) -> UITableViewCell {
        createdCellCount += 1
        return cellClass.init(_registeredWithReuseIdentifier: identifier)
    }

    // MARK: Section headers and footers

    /// Registers the header and footer view class made for an identifier when its queue is
    /// empty (nil unregisters). A class that is not a ``UITableViewHeaderFooterView`` is not
    /// registered (iOS would fail when making it).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A header or footer view from the identifier's reuse queue (after
    /// ``UITableViewHeaderFooterView/prepareForReuse()``), or a new one of the registered
    /// class; nil when the queue is empty and nothing is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterQueues[identifier], let view = queue.popLast() {
            headerFooterQueues[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let viewClass = headerFooterRegistrations[identifier] else { return nil }
        let view = viewClass.init(_registeredWithReuseIdentifier: identifier)
        view.tableStyle = style
        return view
    }

    /// Takes a section's header or footer off screen: the delegate hears it, and a reusable
    /// header or footer view goes back to its queue.
    func retireSectionView(_ view: UIView, section: Int, isHeader: Bool) {
        view.removeFromSuperview()
        if isHeader {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterQueues[identifier, default: []].append(reusable)
        }
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }

    /// The cell showing a row, if it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The row for a cell on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    // MARK: Data

    /// A section header's frame in content coordinates (`.null` without one).
    public func rectForHeader(inSection section: Int) -> CGRect {
        _ = geometry
        return headerFrames.indices.contains(section) && headerFrames[section].height > 0 ? headerFrames[section] : .null
    }

    /// The header view of a section, when it is on screen and a
    /// ``UITableViewHeaderFooterView`` (a title's header is one; a view of another class from
    /// the delegate gives nil, as on iOS).
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// A section footer's frame in content coordinates (`.null` without one).
    public func rectForFooter(inSection section: Int) -> CGRect {
        _ = geometry
        return footerFrames.indices.contains(section) && footerFrames[section].height > 0 ? footerFrames[section] : .null
    }

    /// The footer view of a section, when it is on screen and a
    /// ``UITableViewHeaderFooterView`` (as ``headerView(forSection:)``).
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// Forgets the rows and asks the data source again; visible cells go back to their queues.
    public func reloadData() {
        for (section, view) in visibleHeaders.sorted(by: { $0.key < $1.key }) { retireSectionView(view, section: section, isHeader: true) }
        for (section, view) in visibleFooters.sorted(by: { $0.key < $1.key }) { retireSectionView(view, section: section, isHeader: false) }
        visibleHeaders = [:]
        visibleFooters = [:]
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) { retire(cell, at: indexPath) }
        visibleCellsByIndexPath = [:]
        dropPreparedCells()
        indexPathForHighlightedRow = nil
        if let selected = indexPathForSelectedRow, !isValid(selected) { indexPathForSelectedRow = nil }
        invalidateGeometry()
    }

    /// The number of sections the data source reports.
    public var numberOfSections: Int { geometry.count }

    /// The number of rows in a section (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        geometry.indices.contains(section) ? geometry[section].count : 0
    }

    /// A row's frame in the table's content coordinates (`.null` for a row that does not exist).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        isValid(indexPath) ? geometry[indexPath.section][indexPath.row] : .null
    }

    /// The row at a point in the table's coordinates (content coordinates), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (section, rows) in geometry.enumerated() {
            guard let first = rows.first, let last = rows.last, point.y >= first.minY, point.y < last.maxY else { continue }
            // Rows are sorted by y: binary search.
            var low = 0
            var high = rows.count - 1
            while low <= high {
                let middle = (low + high) / 2
                if point.y < rows[middle].minY { high = middle - 1 } else if point.y >= rows[middle].maxY { low = middle + 1 } else {
                    return IndexPath(row: middle, section: section)
                }
            }
        }
        return nil
    }

    /// Scrolls until the row is at `scrollPosition` in the visible area (the bounds less the
    /// adjusted content insets), clamped to the scroll range, as UIKit. With `.none`, a row
    /// fully visible stays where it is; one above or below is scrolled just into view (to the
    /// top, or the bottom; to the top when it is taller than the visible area). A row that
    /// does not exist scrolls nothing.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard !rect.isNull, let y = Self.offset(showing: rect, at: scrollPosition, visibleFrom: contentOffset.y,
                                                height: bounds.height, insets: adjustedContentInset)
        else { return }
        let clamped = Swift.min(maximumContentOffset.y, Swift.max(minimumContentOffset.y, y))
        setContentOffset(CGPoint(x: contentOffset.x, y: clamped), animated: animated)
    }

    /// The vertical content offset that shows content rows `rect` at `position` in a table
    /// `height` tall, scrolled to `offset`, with `insets` (before clamping to the scroll
    /// range); nil when `.none` needs no scrolling.
    static func offset(showing rect: CGRect, at position: ScrollPosition, visibleFrom offset: Double, height: Double,
                       insets: UIEdgeInsets) -> Double? {
        let visibleTop = offset + insets.top, visibleBottom = offset + height - insets.bottom
        let top = rect.minY - insets.top, bottom = rect.maxY - (height - insets.bottom)
        switch position {
        case .top: return top
        case .middle: return rect.midY - (insets.top + (height - insets.top - insets.bottom) / 2)
        case .bottom: return bottom
        case .none:
            if rect.minY < visibleTop || rect.height > visibleBottom - visibleTop { return top }
            if rect.maxY > visibleBottom { return bottom }
            return nil
        }
    }

    // MARK: Selection

    /// Selects a row (deselecting the previous one) without calling the delegate, as UIKit,
    /// and scrolls it to `scrollPosition` (``scrollToRow(at:at:animated:)``); `.none` does not
    /// scroll.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, animated: animated)
        if let indexPath, isValid(indexPath), scrollPosition != .none {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Selects a row, deselecting the previous one.
    func select(_ indexPath: IndexPath?, animated: Bool) {
        if let previous = indexPathForSelectedRow, previous != indexPath {
            cellForRow(at: previous)?.setSelected(false, animated: animated)
        }
        guard let indexPath, isValid(indexPath) else {
            indexPathForSelectedRow = nil
            return
        }
        indexPathForSelectedRow = indexPath
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    }

    /// Deselects a row without calling the delegate, as UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        indexPathForSelectedRow = nil
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    func isValid(_ indexPath: IndexPath) -> Bool {
        geometry.indices.contains(indexPath.section) && geometry[indexPath.section].indices.contains(indexPath.row)
    }
}
