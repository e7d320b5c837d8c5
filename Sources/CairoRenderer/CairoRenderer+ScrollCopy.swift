import CCairo
import Foundation
import UIKit

extension CairoRenderer {
    /// A scroll view's pixels moved on the frame by copying them, as it scrolled by whole
    /// pixels since the frame in the buffer, instead of compositing all it shows again: what
    /// scrolled in, the views in it that changed otherwise, and the views over it are
    /// composited after the copy (``damage``).
    ///
    /// The copy gives the pixels compositing would: each view that moved with the content is
    /// drawn at whole pixels further by the same amount, and drawing is the same at a place a
    /// whole number of pixels away (a bitmap is copied at whole pixels or sampled through a
    /// matrix pixman holds exactly, a path is rasterized on a grid of whole pixels, a gradient
    /// is painted by row from its own start). The session test compares every frame with one
    /// composited whole.
    struct ScrollCopy: Equatable {
        /// Where the copied pixels land (device pixels): the scroll view's visible part less
        /// what scrolled in.
        var destination: PixelRect
        /// How far they move, in columns (positive: right).
        var columns: Int
        /// How far they move, in rows (positive: down).
        var rows: Int
        /// The pixels to composite after the copy, none overlapping another.
        var damage: [PixelRect]

        /// Where the copied pixels come from.
        var source: PixelRect { PixelRect(x: destination.x - columns, y: destination.y - rows, width: destination.width, height: destination.height) }
    }

    /// The copy that brings the frame in the buffer (`previous`, its views `previousViews`)
    /// to the frame of `current` (`currentViews`), when a scroll view with a
    /// ``DamageEntry/Scroller`` in both, the same but for its scroll position, moved its
    /// content by whole pixels, and the damage left after it is at most `wholeFrameShare` of
    /// the frame. Nil otherwise (then ``damage(from:views:to:views:width:height:wholeFrameShare:)``
    /// applies).
    ///
    /// After the copy the damage is: what scrolled in; each view in the scroll view that did
    /// not move with its content unchanged (``DamageEntry/scrolled``), where its old pixels
    /// went and where it is; each view drawn over the scroll view, where its pixels went and
    /// where it is; each other view that changed, where it was and where it is; each blur in
    /// the scroll view, where it went and where it is; grown to the whole of every backdrop it
    /// touches. Views drawn below the scroll view do not show through its opaque background.
    static func scrollCopy(
        from previous: [DamageEntry], views previousViews: [UIView?], to current: [DamageEntry], views currentViews: [UIView],
        width: Int, height: Int, wholeFrameShare: Double = 0.6
    ) -> ScrollCopy? {
        guard previous.count == previousViews.count, current.count == currentViews.count else { return nil }
        // The scroll view: the first in both frames that moved by whole pixels and did not
        // change otherwise. Scroll views are few: they are found by identity, and the lists
        // are aligned (a diff, when views came or went) only when one moved.
        var found: (old: Int, new: Int, columns: Int, rows: Int)? = nil
        for new in current.indices where found == nil {
            guard let after = current[new].scroller,
                let old = previous.indices.first(where: { previous[$0].scroller != nil && previousViews[$0] === currentViews[new] }),
                let before = previous[old].scroller, before.fingerprint == after.fingerprint, before.visible == after.visible
            else { continue }
            let dx = after.contentOrigin.x - before.contentOrigin.x, dy = after.contentOrigin.y - before.contentOrigin.y
            guard dx.isFinite, dy.isFinite, Swift.abs(dx - dx.rounded()) < 1e-9, Swift.abs(dy - dy.rounded()) < 1e-9,
                Swift.abs(dx) < Double(after.visible.width), Swift.abs(dy) < Double(after.visible.height)
            else { continue }
            let columns = Int(dx.rounded()), rows = Int(dy.rounded())
            guard columns != 0 || rows != 0 else { continue }
            found = (old, new, columns, rows)
        }
        guard let found, let oldScroller = previous[found.old].scroller, let scroller = current[found.new].scroller else { return nil }
        let alignment = ViewAlignment(from: previousViews, to: currentViews)
        // Moved in the drawing order, it is not the same place in both lists.
        guard !alignment.removed[found.old], !alignment.added[found.new] else { return nil }
        let oldInside = (found.old + 1)..<(found.old + 1 + oldScroller.descendants)
        let newInside = (found.new + 1)..<(found.new + 1 + scroller.descendants)
        let visible = scroller.visible
        let container = ObjectIdentifier(currentViews[found.new])
        var rects: [PixelRect] = []
        /// Where the copy put the pixels of `rect` that were in the scroll view.
        func moved(_ rect: PixelRect?) {
            guard let shown = rect?.intersection(visible), !shown.isEmpty else { return }
            let landed = PixelRect(x: shown.x + found.columns, y: shown.y + found.rows, width: shown.width, height: shown.height)
                .intersection(visible)
            if !landed.isEmpty { rects.append(landed) }
        }
        func add(_ rect: PixelRect?) {
            if let rect { rects.append(rect) }
        }
        // Whether anything drawn before the scroll view changed (then a blur drawn before it may
        // be blurred again, and must be whole in the damage).
        var belowChanged = false
        for index in alignment.removed.indices where alignment.removed[index] && !previous[index].holdsOnlySubviews {
            add(previous[index].rect)
            if index < found.old { belowChanged = true }
            if oldInside.contains(index) || index > oldInside.upperBound - 1 { moved(previous[index].rect) }
        }
        for index in alignment.added.indices where alignment.added[index] && !current[index].holdsOnlySubviews {
            add(current[index].rect)
            if index < found.new { belowChanged = true }
        }
        alignment.forEachPair { old, new in
            guard old != found.old else { return }
            let before = previous[old], after = current[new]
            guard !(before.holdsOnlySubviews && after.holdsOnlySubviews) else { return }
            let wasInside = oldInside.contains(old), isInside = newInside.contains(new)
            // A blur in it is blurred again where it is: it reads the pixels under its bounds,
            // which move with it only inside the scroll view, and its kept blur stays the one
            // for its place (the next frame composited whole finds it).
            if wasInside, isInside, !before.samplesBelow, !after.samplesBelow, let placement = after.scrolled,
                placement.container == container, before.scrolled == placement
            {
                return  // moved with the content, nothing else changed: the copy drew it
            }
            if wasInside || isInside {
                moved(wasInside ? before.rect : nil)
                add(before.rect)
                add(after.rect)
                return
            }
            if before.changesPixels(becoming: after) {
                add(before.rect)
                add(after.rect)
                if new < found.new { belowChanged = true }
            }
            // Drawn over the scroll view: its pixels there moved with the copy.
            if old >= oldInside.upperBound, let rect = before.rect, rect.intersects(visible) {
                moved(rect)
                add(rect.intersection(visible))
            }
            if new >= newInside.upperBound, let rect = after.rect, rect.intersects(visible) {
                add(rect.intersection(visible))
            }
        }
        let landed = PixelRect(x: visible.x + found.columns, y: visible.y + found.rows, width: visible.width, height: visible.height)
            .intersection(visible)
        rects += visible.subtracting([landed])
        // A blur drawn before the scroll view with nothing below it changed is drawn from the
        // blur it keeps, wherever the damage meets it: it need not be whole in the damage (a
        // story scrolling over the feed's blur).
        guard let damage = finishedDamage(rects, current: current, backdropsFrom: belowChanged ? 0 : found.new, width: width, height: height,
                                          wholeFrameShare: wholeFrameShare)
        else {
            return nil
        }
        return ScrollCopy(destination: landed, columns: found.columns, rows: found.rows, damage: damage)
    }

    /// Moves the pixels of `copy` on `surface`, in bands on the cores (``ParallelBands``).
    /// Rows the damage composites across the copy's whole width are left out. Each band
    /// copies its rows in the order that reads each before it is overwritten; the source rows
    /// a band reads from its neighbour's part are saved before any band starts.
    static func apply(_ copy: ScrollCopy, to surface: CairoSurface) {
        let destination = copy.destination
        let bounds = PixelRect(x: 0, y: 0, width: surface.pixelWidth, height: surface.pixelHeight)
        guard !destination.isEmpty, bounds.contains(destination), bounds.contains(copy.source) else { return }
        cairo_surface_flush(surface.pointer)
        guard let data = cairo_image_surface_get_data(surface.pointer) else { return }
        var skipped = [Bool](repeating: false, count: destination.height)
        for rect in copy.damage where rect.x <= destination.x && rect.x + rect.width >= destination.x + destination.width {
            let top = Swift.max(rect.y, destination.y), bottom = Swift.min(rect.y + rect.height, destination.y + destination.height)
            for row in top..<Swift.max(top, bottom) { skipped[row - destination.y] = true }
        }
        let shift = Swift.abs(copy.rows), upward = copy.rows < 0
        var cut = ParallelBands.ranges(destination.height, minimum: 64)
        // Saving the rows at the bands' edges costs as much as copying them: only for a short
        // move.
        if cut.count > 1, shift * 4 > destination.height / cut.count { cut = [0..<destination.height] }
        let bands = cut
        let rowBytes = destination.width * 4
        let saved = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(1, (bands.count - 1) * shift * rowBytes))
        defer { saved.deallocate() }
        let job = RowCopy(data: data, stride: surface.stride, left: destination.x * 4, sourceLeft: copy.source.x * 4, rowBytes: rowBytes, saved: saved,
                          top: destination.y, rows: copy.rows, skipped: skipped, shift: shift)
        // The source rows just past each band's edge, which the next band overwrites.
        for edge in 1..<bands.count {
            let first = upward ? destination.y + bands[edge].lowerBound : destination.y + bands[edge].lowerBound - shift
            for row in 0..<shift { job.save(row: first + row, into: edge - 1, at: row) }
        }
        let body: @Sendable (Int) -> Void = { index in
            let band = bands[index]
            let savedFirst: Int? = upward
                ? (index < bands.count - 1 ? job.top + band.upperBound : nil)
                : (index > 0 ? job.top + band.lowerBound - job.shift : nil)
            let savedSlot = upward ? index : index - 1
            for step in 0..<band.count {
                let offset = upward ? band.lowerBound + step : band.upperBound - 1 - step
                guard !job.skipped[offset] else { continue }
                let row = job.top + offset, source = row - job.rows
                if let savedFirst, source >= savedFirst, source < savedFirst + job.shift {
                    job.copy(savedSlot: savedSlot, at: source - savedFirst, to: row)
                } else {
                    job.copy(row: source, to: row)
                }
            }
        }
        if bands.count == 1 { body(0) } else { DispatchQueue.concurrentPerform(iterations: bands.count, execute: body) }
        cairo_surface_mark_dirty(surface.pointer)
    }

    /// The rows of a ``ScrollCopy`` on a frame's pixels, for the bands that move them.
    private struct RowCopy: @unchecked Sendable {
        /// The frame's first byte.
        let data: UnsafeMutablePointer<UInt8>
        /// Bytes per row of the frame.
        let stride: Int
        /// The copy's first byte within a row.
        let left: Int
        /// The first byte read within a row.
        let sourceLeft: Int
        /// Bytes copied per row.
        let rowBytes: Int
        /// Rows saved at the bands' edges, `shift` rows an edge.
        let saved: UnsafeMutablePointer<UInt8>
        /// The copy's top row.
        let top: Int
        /// How far the rows move (positive: down).
        let rows: Int
        /// The copy's rows the damage composites whole, relative to `top`.
        let skipped: [Bool]
        /// Rows saved an edge: how far they move.
        let shift: Int

        func save(row: Int, into slot: Int, at index: Int) {
            memcpy(saved + (slot * shift + index) * rowBytes, data + row * stride + sourceLeft, rowBytes)
        }

        func copy(row source: Int, to row: Int) {
            memmove(data + row * stride + left, data + source * stride + sourceLeft, rowBytes)
        }

        func copy(savedSlot slot: Int, at index: Int, to row: Int) {
            memcpy(data + row * stride + left, saved + (slot * shift + index) * rowBytes, rowBytes)
        }
    }
}
