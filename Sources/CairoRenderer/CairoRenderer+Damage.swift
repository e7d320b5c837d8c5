import Motion
import UIKit

extension CairoRenderer {
    /// One view's part of a frame, for finding what changed since the previous frame: a hash of
    /// everything its own pixels depend on (its presented state and content, where it lands on
    /// the frame, the opacity and clip its ancestors give it) and the pixels it can touch.
    struct DamageEntry: Equatable {
        /// What the view's pixels depend on.
        var fingerprint: Int
        /// The pixels it can touch (its bounds and shadow, clipped by its ancestors, widened by
        /// two pixels for antialiasing); nil when it draws nothing.
        var rect: PixelRect?
        /// Whether it blurs what is below it (a backdrop): then any change under it changes it.
        var samplesBelow: Bool
        /// Whether it draws nothing of its own (no background, border, shadow, content or blur)
        /// and clips nothing: all its pixels are its subviews'. Such a view, added or removed,
        /// changes no pixel its subviews' own entries do not account for.
        var holdsOnlySubviews = false
        /// Whole pixels its own drawing makes opaque whatever is below them: its opaque
        /// background's interior (``roundedInterior(of:cornerRadius:)``), shown unrotated at
        /// full opacity, inside every clip around it, two pixels in from the edges a scaled
        /// bitmap filters (``coverRects(of:state:map:shown:clip:)``). Empty when it has none.
        var covers: [PixelRect] = []
        /// Where its outline on the frame is neither horizontal nor vertical (its rounded
        /// corners; all of it, turned or in perspective), inside every clip around it: a
        /// damage rectangle's left or right side must not cut through these
        /// (``clearingCurves(_:curves:rowCurves:width:height:)``). Empty when it draws nothing of its own.
        var curves: [PixelRect] = []
        /// Where a damage rectangle's top or bottom, or a band's first row, must not pass: when
        /// the view is drawn inside a clip that is a path (a rounded or turned view clipping its
        /// subviews), its ``curves`` and those of the clips around it over its pixels. Cairo
        /// intersects a path with the clip's path, and a clip's row through a slanted edge of
        /// either moves a pixel beside it by a level now and then (measured on Cairo 1.16: a
        /// card's corner inside a rounded sheet, performance.md, eighteenth round); outside a
        /// path clip, rows cut nothing. Empty otherwise.
        var rowCurves: [PixelRect] = []
        /// Where the view's pixels stand inside the nearest scroll view above it whose
        /// scrolled pixels may be copied (one with a ``scroller``): that scroll view and a hash
        /// like ``fingerprint`` with the view's place taken relative to the scroll view's
        /// content. The same in two frames, the view's pixels moved with the content and
        /// nothing else about them changed. Nil outside such a scroll view, and where a place
        /// relative to it means nothing (inside a rasterized or projective layer).
        var scrolled: ScrolledPlacement? = nil
        /// Where the view draws something Cairo draws another way through a clip of several
        /// boxes than through one: a square fill on fractions of a pixel (a background,
        /// gradient or border, unturned and without rounded corners, with an edge between
        /// pixels), or fills and strokes drawn straight onto the frame
        /// (``UIView/vectorDrawing``); the pixels it touches, inside every clip around it.
        /// Through two boxes (measured on Cairo 1.16: a clip split across the drawing's rows by
        /// a damage rectangle beside it ending there, or two rectangles it straddles) the
        /// square's fractional edges came out a level off, and a shape's stroke up to four
        /// levels off along the split; through one box, wherever its sides, nothing changed.
        /// So the damage keeps each of these inside one box of its clip
        /// (``keepingSquaresInOneBox(_:squares:)``). Nil for every other view.
        var oneBoxDrawing: PixelRect? = nil
        /// For a view drawn as a group of its own (a masked view, or a partly transparent one
        /// with subviews, see ``CairoRenderer/compositeBody(_:state:map:alpha:pass:)``): the
        /// pixels everything drawn into the group can touch (its own and its descendants' and
        /// mask's ``rect``s). Damage touching them grows to all of them
        /// (``finishedDamage(_:current:backdropsFrom:width:height:wholeFrameShare:)``): inside a
        /// group, Cairo draws a fill's edge on a fraction of a pixel, or a gradient, a level off
        /// when a clip's side cuts through it (measured: 350 of 368 placements of a small damage
        /// over a partly transparent window moved a row of a view's edge by a level), and the
        /// group's pixels would no longer be the whole frame's. Nil for every other view.
        var groupExtent: PixelRect? = nil
        /// For a scroll view whose pixels can be moved by copying them as it scrolls
        /// (``ScrollCopy``): where its content stands and what else its pixels depend on. Nil
        /// for every other view.
        var scroller: Scroller? = nil

        /// A view's place inside a scroll view (``DamageEntry/scrolled``).
        struct ScrolledPlacement: Equatable {
            /// The scroll view.
            var container: ObjectIdentifier
            /// What the view's pixels depend on, its place relative to the scroll view's content.
            var fingerprint: Int
        }

        /// A scroll view that can be scrolled by copying pixels (``DamageEntry/scroller``): an
        /// opaque background and nothing else of its own, shown unturned, unscaled by any
        /// group or rasterized ancestor and at full opacity, its visible part on whole pixels.
        struct Scroller: Equatable {
            /// Where its content's origin lands on the frame (device pixels).
            var contentOrigin: CGPoint
            /// What its pixels depend on besides the scroll position.
            var fingerprint: Int
            /// The part of the frame it shows: its bounds inside every clip around it.
            var visible: PixelRect
            /// How many entries after it are its subviews' and their subviews'.
            var descendants = 0
        }

        /// Whether the view's own pixels differ between this entry and `new`, a later one of the
        /// same view: whenever what they depend on, where they can be or what they cover
        /// differs, unless it holds only subviews in both (its place, opacity or clip changing
        /// changes its subviews' entries, which damage where they are; a blur whose effect is
        /// gone, still springing around zero, damages nothing). Its place in a scroll view
        /// (``scrolled``, ``scroller``) is for copying scrolled pixels only: it changes with
        /// the pixels, or (a cell added to a table) without them.
        func changesPixels(becoming new: DamageEntry) -> Bool {
            let same = fingerprint == new.fingerprint && rect == new.rect && samplesBelow == new.samplesBelow
                && holdsOnlySubviews == new.holdsOnlySubviews && covers == new.covers
            return !same && !(holdsOnlySubviews && new.holdsOnlySubviews)
        }
    }

    /// The pixels of the frame that must be composited again, given the entries of the frame
    /// in the buffer and of this one (the same views in the same order): each changed view's
    /// old and new rectangles (``DamageEntry/changesPixels(becoming:)``), grown to the whole
    /// of every backdrop they touch (a blur reads everything under it), merged into at most
    /// ``maximumDamageRects`` rectangles. nil means
    /// the whole frame (the lists differ, or more than `wholeFrameShare` of the frame changed).
    static func damage(
        from previous: [DamageEntry], to current: [DamageEntry], width: Int, height: Int, wholeFrameShare: Double = 0.6
    ) -> [PixelRect]? {
        guard previous.count == current.count else { return nil }
        var rects: [PixelRect] = []
        for (old, new) in zip(previous, current) where old.changesPixels(becoming: new) {
            if let rect = old.rect { rects.append(rect) }
            if let rect = new.rect { rects.append(rect) }
        }
        return finishedDamage(rects, current: current, width: width, height: height, wholeFrameShare: wholeFrameShare)
    }

    /// ``damage(from:to:width:height:wholeFrameShare:)`` when views were added or removed since the frame in
    /// the buffer (a presented controller's views, a hidden view's subtree): the two lists of
    /// views (nil for one gone since) are aligned on the views they share, in order (the ends
    /// they share, then `CollectionDifference`, Myers' diff, on what lies between). A view
    /// removed damages where it was, one added where it is, unless it holds only subviews
    /// (``DamageEntry/holdsOnlySubviews``: its subviews account for its pixels); a view in
    /// both, as in the other form.
    static func damage(
        from previous: [DamageEntry], views previousViews: [UIView?], to current: [DamageEntry], views currentViews: [UIView],
        width: Int, height: Int, wholeFrameShare: Double = 0.6
    ) -> [PixelRect]? {
        guard previous.count == previousViews.count, current.count == currentViews.count else { return nil }
        if currentViews.count == previousViews.count, zip(currentViews, previousViews).allSatisfy({ $0 === $1 }) {
            return damage(from: previous, to: current, width: width, height: height, wholeFrameShare: wholeFrameShare)
        }
        let alignment = ViewAlignment(from: previousViews, to: currentViews)
        var rects: [PixelRect] = []
        for index in alignment.removed.indices where alignment.removed[index] {
            if !previous[index].holdsOnlySubviews, let rect = previous[index].rect { rects.append(rect) }
        }
        for index in alignment.added.indices where alignment.added[index] {
            if !current[index].holdsOnlySubviews, let rect = current[index].rect { rects.append(rect) }
        }
        alignment.forEachPair { old, new in
            if previous[old].changesPixels(becoming: current[new]) {
                if let rect = previous[old].rect { rects.append(rect) }
                if let rect = current[new].rect { rects.append(rect) }
            }
        }
        return finishedDamage(rects, current: current, width: width, height: height, wholeFrameShare: wholeFrameShare)
    }

    /// How the views of two frames line up, in drawing order: the ends the lists share, then
    /// `CollectionDifference` (Myers' diff) on what lies between. A view in both is paired with
    /// itself; the others were removed since the first frame or added in the second.
    struct ViewAlignment {
        /// For each view of the first list, whether it is gone from the second.
        var removed: [Bool]
        /// For each view of the second list, whether it is new.
        var added: [Bool]

        /// The alignment of `previous` (nil for a view released since) with `current`.
        init(from previous: [UIView?], to current: [UIView]) {
            removed = [Bool](repeating: false, count: previous.count)
            added = [Bool](repeating: false, count: current.count)
            let now = current.map { Optional($0) }
            // The ends the lists share are set aside first: the diff costs the product of what
            // lies between them at worst (0.4-0.8 ms for a whole window's views, measured).
            let shorter = Swift.min(previous.count, now.count)
            var prefix = 0
            while prefix < shorter, previous[prefix] != nil, previous[prefix] === now[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < shorter - prefix, let view = previous[previous.count - 1 - suffix], view === now[now.count - 1 - suffix] {
                suffix += 1
            }
            guard prefix + suffix < previous.count || prefix + suffix < now.count else { return }
            let before = Array(previous[prefix..<(previous.count - suffix)]), after = Array(now[prefix..<(now.count - suffix)])
            for change in after.difference(from: before, by: { $0 != nil && $0 === $1 }) {
                switch change {
                case .remove(let offset, _, _): removed[prefix + offset] = true
                case .insert(let offset, _, _): added[prefix + offset] = true
                }
            }
        }

        /// Calls `body` with the index of each view in both lists, in the first and in the
        /// second, in order.
        func forEachPair(_ body: (_ old: Int, _ new: Int) -> Void) {
            var old = 0, new = 0
            while old < removed.count, new < added.count {
                if removed[old] { old += 1; continue }
                if added[new] { new += 1; continue }
                body(old, new)
                old += 1
                new += 1
            }
        }
    }

    /// `rects` grown to the whole of every backdrop of `current` they touch (from
    /// `firstBackdrop` on) and of every group (``DamageEntry/groupExtent``; again and again,
    /// as a grown rectangle may touch another backdrop or group),
    /// clamped to the frame, merged, and widened where a side would cut a curve of `current`
    /// (``clearingCurves(_:curves:rowCurves:width:height:)``); nil when that is over `wholeFrameShare` of the
    /// frame (then all of it is composited).
    static func finishedDamage(
        _ rects: [PixelRect], current: [DamageEntry], backdropsFrom firstBackdrop: Int = 0, width: Int, height: Int,
        wholeFrameShare: Double
    ) -> [PixelRect]? {
        var rects = rects
        // A backdrop touched by the damage is blurred again from everything under it.
        var grew = true
        while grew {
            grew = false
            for entry in current[firstBackdrop...] where entry.samplesBelow {
                guard let rect = entry.rect, rects.contains(where: { $0.intersects(rect) }),
                      !rects.contains(where: { $0 == rect }) else { continue }
                rects.append(rect)
                grew = true
            }
            // A group touched by the damage is drawn whole (no clip's side cuts through it).
            for entry in current {
                guard let extent = entry.groupExtent, rects.contains(where: { $0.intersects(extent) }),
                      !rects.contains(where: { $0.contains(extent) }) else { continue }
                rects.append(extent)
                grew = true
            }
        }
        var settled = merge(rects.map { $0.clamped(width: width, height: height) }.filter { !$0.isEmpty })
        let curves = current.flatMap(\.curves), rowCurves = current.flatMap(\.rowCurves)
        let squares = current.compactMap(\.oneBoxDrawing)
        // Clearing the curves widens rectangles, keeping squares in one box joins them: each
        // may undo the other's work, so both go on until neither changes anything.
        var rounds = 0
        while true {
            let cleared = clearingCurves(settled, curves: curves, rowCurves: rowCurves, width: width, height: height)
            let kept = squares.isEmpty ? cleared : keepingSquaresInOneBox(cleared, squares: squares)
            if kept == cleared {
                settled = cleared
                break
            }
            settled = kept
            rounds += 1
            // Joins only grow, and the frame is finite: this settles, but need not soon.
            if rounds > 8 { return nil }
        }
        let area = settled.reduce(0) { $0 + $1.area }
        return Double(area) > Double(width * height) * wholeFrameShare ? nil : settled
    }

    /// `rects` (none overlapping another) with rectangles joined into their bounds until each
    /// of `squares` (``DamageEntry/oneBoxDrawing``) that meets them lies, as far as it meets
    /// them, in one box of the clip Cairo makes of them: it meets one rectangle only, and no
    /// rectangle connected to that one (overlapping or sharing a side, as Cairo sweeps them
    /// into bands of boxes) starts or ends strictly inside its rows. Rectangles apart from each
    /// other, or a square cut by one rectangle's side, change nothing (measured). What is
    /// joined is the connected group of rectangles the square meets, with everything the
    /// joined bounds then overlap.
    static func keepingSquaresInOneBox(_ rects: [PixelRect], squares: [PixelRect]) -> [PixelRect] {
        var rects = rects
        func touches(_ a: PixelRect, _ b: PixelRect) -> Bool {
            let rowsMeet = a.y < b.y + b.height && b.y < a.y + a.height
            let columnsMeet = a.x < b.x + b.width && b.x < a.x + a.width
            return a.intersects(b) || (rowsMeet && (a.x + a.width == b.x || b.x + b.width == a.x))
                || (columnsMeet && (a.y + a.height == b.y || b.y + b.height == a.y))
        }
        /// The indices of the rectangles connected to those at `start`.
        func connected(to start: [Int]) -> [Int] {
            var found = Set(start), stack = start
            while let index = stack.popLast() {
                for other in rects.indices where !found.contains(other) && touches(rects[index], rects[other]) {
                    found.insert(other)
                    stack.append(other)
                }
            }
            return found.sorted()
        }
        var changed = true
        while changed {
            changed = false
            for square in squares where !square.isEmpty {
                let meeting = rects.indices.filter { rects[$0].intersects(square) }
                guard !meeting.isEmpty else { continue }
                let group = connected(to: meeting)
                let bottom = square.y + square.height
                let cut = group.contains { index in
                    let rect = rects[index]
                    return (square.y < rect.y && rect.y < bottom) || (square.y < rect.y + rect.height && rect.y + rect.height < bottom)
                }
                // (A rectangle alone cuts nothing: one box, wherever its sides. Each join
                // leaves fewer rectangles, so this ends.)
                guard meeting.count > 1 || (group.count > 1 && cut) else { continue }
                var joined = group.reduce(PixelRect.empty) { $0.union(rects[$1]) }
                rects = group.reversed().reduce(into: rects) { $0.remove(at: $1) }
                // The bounds may overlap rectangles that were apart: they join too.
                while let index = rects.firstIndex(where: { $0.intersects(joined) }) {
                    joined = joined.union(rects.remove(at: index))
                }
                rects.append(joined)
                changed = true
                break
            }
        }
        return rects
    }

    /// `rects` (none overlapping another, inside a frame `width` × `height` pixels) with each
    /// left or right side that would cut through one of `curves`, and each top or bottom that
    /// would cut through one of `rowCurves`, moved out past it, and none overlapping another
    /// again. Composited inside a clip, Cairo cuts a path's polygon at the clip's left and right
    /// sides, and where a slanted edge crosses one (a rounded corner, a turned view's side) the
    /// pixels beside it come out up to 16 levels off those of the same path drawn unclipped
    /// (measured on Cairo 1.16). A clip's top and bottom change nothing for a path alone; inside
    /// a clip that is itself a path they may move a pixel by a level
    /// (``DamageEntry/rowCurves``). Moved clear, the sides leave the damage's pixels as the
    /// whole frame's. Rarely (curves chaining across the frame) the moves do not settle: then
    /// the damage is the rows it spans, whole, widened past the row curves its top and bottom
    /// would cut.
    static func clearingCurves(_ rects: [PixelRect], curves: [PixelRect], rowCurves: [PixelRect] = [], width: Int,
                               height: Int = Int.max) -> [PixelRect] {
        guard !curves.isEmpty || !rowCurves.isEmpty, !rects.isEmpty else { return rects }
        var rects = rects
        for _ in 0..<8 {
            var moved = false
            for index in rects.indices {
                var rect = rects[index]
                var settled = false
                while !settled {
                    settled = true
                    for curve in curves where curve.y < rect.y + rect.height && rect.y < curve.y + curve.height {
                        let right = rect.x + rect.width
                        // The frame's own edges cut nothing: the whole composite stops there too.
                        if rect.x > 0, curve.x < rect.x, rect.x < curve.x + curve.width {
                            rect = PixelRect(x: curve.x, y: rect.y, width: right - curve.x, height: rect.height)
                            settled = false
                        }
                        if right < width, curve.x < right, right < curve.x + curve.width {
                            rect.width = curve.x + curve.width - rect.x
                            settled = false
                        }
                    }
                    let widened = clearingRows(rect, rowCurves: rowCurves, height: height)
                    if widened != rect {
                        rect = widened
                        settled = false
                    }
                    rect = rect.clamped(width: width, height: height)
                    if !settled { moved = true }
                }
                rects[index] = rect
            }
            // The pieces of one less another keep sides of either, each clear over its rows.
            guard moved else { return rects }
            rects = disjoint(rects)
        }
        let rows = rects.reduce(PixelRect.empty) { $0.union($1) }
        var whole = PixelRect(x: 0, y: rows.y, width: width, height: rows.height)
        // Each move only widens, and the frame is finite: this settles.
        while true {
            let widened = clearingRows(whole, rowCurves: rowCurves, height: height).clamped(width: width, height: height)
            if widened == whole { return [whole] }
            whole = widened
        }
    }

    /// `rect` with its top and bottom moved out past each of `rowCurves` they would cut
    /// (strictly between its first and last rows, over a column both cover); the frame's top
    /// and bottom row (`height`) cut nothing.
    static func clearingRows(_ rect: PixelRect, rowCurves: [PixelRect], height: Int) -> PixelRect {
        var rect = rect
        for curve in rowCurves where curve.x < rect.x + rect.width && rect.x < curve.x + curve.width {
            let bottom = rect.y + rect.height
            if rect.y > 0, curve.y < rect.y, rect.y < curve.y + curve.height {
                rect = PixelRect(x: rect.x, y: curve.y, width: rect.width, height: bottom - curve.y)
            }
            if bottom < height, curve.y < bottom, bottom < curve.y + curve.height {
                rect.height = curve.y + curve.height - rect.y
            }
        }
        return rect
    }

    /// The pixels of `rects` as rectangles none of which overlaps another: the largest whole,
    /// each smaller less what the larger ones cover.
    static func disjoint(_ rects: [PixelRect]) -> [PixelRect] {
        var result: [PixelRect] = []
        for rect in rects.sorted(by: { $0.area > $1.area }) {
            result += rect.subtracting(result)
        }
        return result
    }

    /// The most rectangles a frame's damage is kept as (more are merged into their bounds).
    static let maximumDamageRects = 4

    /// The pixels of `rects` as at most ``maximumDamageRects`` rectangles, none overlapping
    /// another. Two that overlap are joined into their union when it adds at most a quarter
    /// to the pixels of both; of two whose union would add more, the smaller loses what the
    /// larger covers (a scroll indicator's column meeting the status bar's rows does not
    /// become a block of the frame). Then the pair whose union adds the fewest pixels is
    /// joined until there are few enough; if that takes in more pixels than joining every
    /// overlapping pair before cutting down, that is done instead.
    static func merge(_ rects: [PixelRect]) -> [PixelRect] {
        let joinedCheaply = joiningOverlaps(rects) { a, b in
            a.union(b).area * 4 <= (a.area + b.area - a.intersection(b).area) * 5
        }
        let pieces = disjoint(joinedCheaply)
        // Few enough pieces are the fewest pixels. Cut into more, the joining down to a few may
        // take in more pixels than joining every overlapping pair would have: the smaller.
        guard pieces.count > maximumDamageRects else { return pieces }
        let tight = joined(pieces), loose = joined(rects)
        return tight.reduce(0) { $0 + $1.area } <= loose.reduce(0) { $0 + $1.area } ? tight : loose
    }

    /// `rects` (the empty ones left out) with each two that overlap and that `joins` accepts
    /// replaced by their union, until no such pair is left.
    private static func joiningOverlaps(
        _ rects: [PixelRect], when joins: (PixelRect, PixelRect) -> Bool = { _, _ in true }
    ) -> [PixelRect] {
        var result: [PixelRect] = []
        for rect in rects where !rect.isEmpty {
            var merged = rect
            while let index = result.firstIndex(where: { $0.intersects(merged) && joins($0, merged) }) {
                merged = merged.union(result.remove(at: index))
            }
            result.append(merged)
        }
        return result
    }

    /// `rects` with every two that overlap joined into their union, then the pair whose union
    /// adds the fewest pixels joined until there are at most ``maximumDamageRects``.
    private static func joined(_ rects: [PixelRect]) -> [PixelRect] {
        var result = joiningOverlaps(rects)
        while result.count > maximumDamageRects {
            // Join the pair whose union adds the fewest pixels.
            var best = (0, 1, Int.max)
            for i in result.indices {
                for j in result.indices where j > i {
                    let cost = result[i].union(result[j]).area - result[i].area - result[j].area
                    if cost < best.2 { best = (i, j, cost) }
                }
            }
            let union = result[best.0].union(result[best.1])
            result.remove(at: best.1)
            result[best.0] = union
            // The union may now overlap others.
            result = joiningOverlaps(result)
        }
        return result
    }

    /// ``DamageEntry/covers`` of a view with `map`, shown at `shown` opacity, inside `clip`
    /// (device pixels, the part of every clip around it that is whole: `.null` when one is
    /// not known to be, inside a rasterized or projective ancestor).
    static func coverRects(of view: UIView, state: LayerState, map: ProjectiveTransform, shown: Double, clip: CGRect) -> [PixelRect] {
        guard shown >= 1, (state.backgroundColor?.alpha ?? 0) >= 1, view.backdrop == nil, !view.layer.shouldRasterize,
            map.isAffine, !clip.isNull, !clip.isEmpty
        else { return [] }
        let affine = map.affineTransform
        guard affine.b == 0, affine.c == 0, affine.a > 0, affine.d > 0 else { return [] }
        return roundedInterior(of: state.bounds, cornerRadius: state.cornerRadius).compactMap { interior in
            let onDevice = interior.applying(affine).insetBy(dx: 2, dy: 2).intersection(clip)
            guard !onDevice.isNull, onDevice.isFinite, Swift.abs(onDevice.minX) < 1e9, Swift.abs(onDevice.minY) < 1e9,
                Swift.abs(onDevice.maxX) < 1e9, Swift.abs(onDevice.maxY) < 1e9
            else { return nil }
            let left = Int(onDevice.minX.rounded(.up)), top = Int(onDevice.minY.rounded(.up))
            let right = Int(onDevice.maxX.rounded(.down)), bottom = Int(onDevice.maxY.rounded(.down))
            guard right > left, bottom > top else { return nil }
            return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        }
    }

    /// Whether a view draws nothing of its own (``DamageEntry/holdsOnlySubviews``): no
    /// background, border, shadow, content, gradient or blur, and no clip for its subviews
    /// (see `compositeBody` and `drawBackgroundAndBorder`).
    static func holdsOnlySubviews(_ view: UIView, state: LayerState) -> Bool {
        !((state.backgroundColor?.alpha ?? 0) > 0) && state.borderWidth <= 0 && state.shadowOpacity <= 0
            && !view.drawsContent && view.backdrop == nil && view.gradientFill == nil && !view.clipsToBounds
    }

    /// A view's ``DamageEntry/curves`` and ``DamageEntry/rowCurves``, shown with `map` inside
    /// `clip` (device pixels) where it can touch `rect`, under path clips whose curves are
    /// `clipCurves`: none of either when it holds only subviews; its row curves only inside a
    /// path clip, its own curves and the clips' over its pixels.
    static func curves(of view: UIView, state: LayerState, map: ProjectiveTransform, clip: CGRect, rect: PixelRect?,
                       holdsOnlySubviews: Bool, clipCurves: [PixelRect]) -> (curves: [PixelRect], rowCurves: [PixelRect]) {
        guard !holdsOnlySubviews else { return ([], []) }
        let curves = curveRects(of: view, state: state, map: map, clip: clip)
        guard !clipCurves.isEmpty else { return (curves, []) }
        return (curves, curves + clipCurves.filter { curve in rect.map { $0.intersects(curve) } ?? false })
    }

    /// `clip` (device pixels) within the bounds of a view shown with `map`, as it clips its
    /// subviews (the bounds' box when in perspective); `.null` when they do not meet.
    static func clip(insideBoundsOf state: LayerState, map: ProjectiveTransform, clip: CGRect) -> CGRect {
        let bounds = map.isAffine ? state.bounds.applying(map.affineTransform) : map.boundingBox(of: state.bounds) ?? clip
        return bounds.isFinite ? clip.intersection(bounds) : clip
    }

    /// ``DamageEntry/curves`` of a view with `map` inside `clip` (device pixels) that draws
    /// something of its own: shown unturned, the boxes of its rounded corners
    /// (``cornerBoxes(of:cornerRadius:affine:clip:)``); turned or in perspective, or drawing
    /// fills and strokes straight onto the frame (``UIView/vectorDrawing``), all it can touch.
    static func curveRects(of view: UIView, state: LayerState, map: ProjectiveTransform, clip: CGRect) -> [PixelRect] {
        let affine = map.affineTransform
        // Fills and strokes drawn straight onto the frame (a shape's path): curves anywhere.
        guard map.isAffine, affine.b == 0, affine.c == 0, view.vectorDrawing == nil else {
            return deviceRect(of: view, state: state, map: map, clip: clip).map { [$0] } ?? []
        }
        return cornerBoxes(of: state.bounds, cornerRadius: state.cornerRadius, affine: affine, clip: clip)
    }

    /// The pixels of the four rounded corners of `rect` (as far as a continuous corner's curve
    /// reaches, 1.28 radii) shown with `affine` (unturned) inside `clip`, each a sixty-fourth
    /// of a pixel further for Cairo's fixed point; none when it is square.
    static func cornerBoxes(of rect: CGRect, cornerRadius: Double, affine: CGAffineTransform, clip: CGRect = .infinite) -> [PixelRect] {
        guard cornerRadius > 0 else { return [] }
        let box = rect.standardized
        let extent = Swift.min(cornerRadius * 1.28, Swift.min(box.width, box.height) / 2)
        guard extent > 0, extent.isFinite else { return [] }
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX - extent, y: box.minY),
                       CGPoint(x: box.minX, y: box.maxY - extent), CGPoint(x: box.maxX - extent, y: box.maxY - extent)]
        return corners.compactMap { corner in
            let onDevice = CGRect(origin: corner, size: CGSize(width: extent, height: extent)).applying(affine).intersection(clip)
            guard !onDevice.isNull, !onDevice.isEmpty, onDevice.isFinite, Swift.abs(onDevice.minX) < 1e9, Swift.abs(onDevice.minY) < 1e9,
                Swift.abs(onDevice.maxX) < 1e9, Swift.abs(onDevice.maxY) < 1e9
            else { return nil }
            let slack = 1.0 / 64
            let left = Int((onDevice.minX - slack).rounded(.down)), top = Int((onDevice.minY - slack).rounded(.down))
            let right = Int((onDevice.maxX + slack).rounded(.up)), bottom = Int((onDevice.maxY + slack).rounded(.up))
            return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        }
    }

    /// The part of `clip` (device pixels, `.null` for none) that the subviews of a view with
    /// `map` are known to be clipped to whole, when it clips them: its bounds, shortened at the
    /// top and bottom by its rounded corners' extent. `.null` when the view is not shown
    /// unrotated, so no subview's cover is known, and for a rasterized layer drawn on the frame
    /// (its subviews are drawn from its bitmap, or, until it has one, without covers). Inside
    /// its own bitmap (`intoItsBitmap`), a rasterized layer is drawn as any other view: the
    /// bitmap is its clip.
    static func coverClip(for view: UIView, state: LayerState, map: ProjectiveTransform, clip: CGRect, intoItsBitmap: Bool = false) -> CGRect {
        guard !clip.isNull, map.isAffine, intoItsBitmap || !view.layer.shouldRasterize else { return .null }
        let affine = map.affineTransform
        guard affine.b == 0, affine.c == 0, affine.a > 0, affine.d > 0 else { return .null }
        guard view.clipsToBounds else { return clip }
        let box = state.bounds.standardized
        let extent = state.cornerRadius > 0 ? Swift.min(state.cornerRadius * 1.28, Swift.min(box.width, box.height) / 2) : 0
        let inner = box.insetBy(dx: 0, dy: extent).applying(affine)
        return inner.isFinite ? clip.intersection(inner) : .null
    }

    /// The pixels a view with `map` can touch: its bounds and shadow on the frame, inside
    /// `clip`, widened by two pixels.
    static func deviceRect(of view: UIView, state: LayerState, map: ProjectiveTransform, clip: CGRect) -> PixelRect? {
        var area = state.bounds
        if state.shadowOpacity > 0, !view.clipsToBounds {
            let spread = Swift.abs(state.shadowRadius) * 2 + 1
            let caster = shadowCaster(of: view, state: state).rect
            area = area.union(caster.offsetBy(dx: state.shadowOffset.width, dy: state.shadowOffset.height).insetBy(dx: -spread, dy: -spread))
        }
        let onDevice = (map.isAffine ? area.applying(map.affineTransform) : map.boundingBox(of: area) ?? clip).intersection(clip)
        guard !onDevice.isNull, !onDevice.isEmpty, onDevice.isFinite else { return nil }
        let left = Int((onDevice.minX - 2).rounded(.down)), top = Int((onDevice.minY - 2).rounded(.down))
        let right = Int((onDevice.maxX + 2).rounded(.up)), bottom = Int((onDevice.maxY + 2).rounded(.up))
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
