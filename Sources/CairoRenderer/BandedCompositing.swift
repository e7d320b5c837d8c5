import CCairo
import Dispatch
import Foundation
import Motion

/// A frame's pixel work recorded on the main thread and replayed on every core: the frame is
/// cut into horizontal bands, each drawn by its own thread with its own Cairo context on its
/// own surface over its rows of the frame (no Cairo or pixman object is shared between
/// threads), from the same recorded operations. The compositing walk records as it goes and
/// applies only the clips and matrices to its own context (to cull by the clip); a backdrop,
/// which reads the pixels drawn so far, first replays what is recorded (``flush()``).
///
/// Replayed per band under a band's clip, each operation draws the same pixels as on the whole
/// frame: a test compares every frame of the session with a single-threaded composite. With
/// one band the operations are replayed on the calling thread.
///
/// The bands are cut where they share the work, not the rows: at each replay, the rows are
/// split so that each band has as many pixels to draw, counting every recorded operation's
/// pixels (``boundaries(height:count:work:avoiding:)``). A pressed card in the top half of the frame is
/// then drawn by both cores, not by the top band alone; and after a backdrop, a story card in
/// the top half is not left to the band that had the top half of the feed. Bands cut anew get
/// new contexts, brought to the walk's clip and matrix by replaying every state change
/// recorded so far (``record(bounds:changesStateOnly:_:)``).
///
/// Recording first also lets the frame skip what nothing shows: an operation recorded with
/// the pixels it may touch is dropped, before it is replayed, when something drawn later
/// overwrites all of them (``occlude(_:)``), as Core Animation skips layers under opaque ones.
/// One covered in large part is replayed clipped around what covers it (its holes): the
/// shadow under a card, or the feed's background, is not blended under the opaque card that
/// is drawn over it next.
///
/// Some pixel work is done on the frame's memory directly rather than through Cairo
/// (``record(pixels:_:)``): each band writes the part of it in its rows, inside the damage and
/// outside its holes, in its place among the Cairo operations.
final class BandedCompositing: @unchecked Sendable {
    /// One recorded step, run on a band's context.
    typealias Operation = @Sendable (_ context: OpaquePointer) -> Void
    /// Pixel work done on the frame's memory: writes the pixels of `rect` (frame pixels, never
    /// empty) of the frame whose first pixel is `frame`, rows `rowLength` pixels apart, as one
    /// thread would, whatever the other pixels are. Called on a band's thread with a part of
    /// the bounds it was recorded with.
    typealias PixelOperation = @Sendable (_ frame: UnsafeMutablePointer<UInt32>, _ rowLength: Int, _ rect: PixelRect) -> Void

    /// A band: its rows of the frame and the context drawing them (used by one thread at a
    /// time: the band's, during ``flush()``).
    private struct Band: @unchecked Sendable {
        let surface: OpaquePointer
        let context: OpaquePointer
    }

    /// A recorded operation and the pixels it may write (nil: it changes only the state, or
    /// its reach is unknown; it is never dropped).
    private struct Recorded {
        /// The drawing.
        let operation: Operation
        /// The pixels it may write.
        let bounds: PixelRect?
        /// Whether it only changes the context's state (clip, matrix, saved states): replayed
        /// again on bands cut anew.
        let changesStateOnly: Bool
        /// Whether it may be replayed clipped around parts that something drawn later covers.
        let takesHoles: Bool
        /// Where its holes may be: where every clip around it is whole (nil: anywhere).
        var holesWithin: PixelRect? = nil
        /// Where its outline is slanted: no hole's side may pass through these.
        var curves: [PixelRect] = []
        /// Pixel work done instead of `operation` (which does nothing then), on `bounds`.
        var pixels: PixelOperation? = nil
        /// Parts of `bounds` that something drawn later overwrites whatever is below it: the
        /// drawing is replayed clipped around them (at most ``maximumHoles``).
        var holes: [PixelRect] = []
    }

    /// The most holes an operation is clipped around (each one more rectangle in its clip).
    static let maximumHoles = 8
    /// The least part of an operation's pixels a cover must hide to become a hole: clipping
    /// costs a region and pixman's clipped paths, which pays for large parts only.
    static let leastHoleShare = 0.125
    /// The least pixels a hole has.
    static let leastHoleArea = 4096

    /// The frame the bands draw into (kept alive while they exist; another after
    /// ``retarget(to:)``).
    private var target: CairoSurface
    /// Its pixels.
    private var data: UnsafeMutablePointer<UInt8>
    /// The pixels to composite (nil: all).
    private let damage: [PixelRect]?
    /// Rows no band may start inside (``boundaries(height:count:work:avoiding:)``).
    private let fragileRows: [PixelRect]
    /// How many bands to cut the frame into.
    private let requestedCount: Int
    /// Made at the first ``flush()``, from the work recorded until then, and again when a
    /// later replay's work is shared out otherwise.
    private var bands: [Band] = []
    private var operations: [Recorded] = []
    /// Every state change replayed so far, in order: what a new band context replays to stand
    /// where the others do.
    private var stateChanges: [Operation] = []
    /// Whether a band context dropped for a new cut had stopped drawing.
    private var droppedBandFailed = false
    /// How many times the bands were cut anew after their first cut.
    private(set) var recuts = 0
    /// How many groups the walk had open at the last replay.
    private var groupDepthAtLastFlush = 0
    /// The first row of each band, then the row after the last (empty until the first
    /// ``flush()``).
    private(set) var rows: [Int] = []
    /// How many bands the frame was cut into (0 until the first ``flush()``).
    var bandCount: Int { bands.count }
    /// Operations dropped because what was drawn after them covered them.
    private(set) var operationsOccluded = 0
    /// Holes made in operations that something drawn after them covered in part.
    private(set) var operationHoles = 0
    /// Operations dropped because the frame in the buffer already held their pixels
    /// (``leaveOut(_:)``).
    private(set) var operationsLeftOut = 0
    /// Whether recorded operations have been replayed: until then the frame's pixels are those
    /// of the frame before.
    var hasReplayed: Bool { !rows.isEmpty }

    /// Bands over `target`'s rows, each clipped to `damage` (nil: everything). At most `count`
    /// bands of at least 64 rows; one when `count` is 1. No band starts strictly inside the
    /// rows of one of `fragileRows` that lies in the damage, where one can start near enough
    /// (``boundaries(height:count:work:avoiding:)``): the slanted edges of paths drawn inside
    /// a clip that is a path (``CairoRenderer/DamageEntry/rowCurves``). The first recorded
    /// operation clears the pixels to be composited (it is dropped too when something opaque
    /// covers them).
    init?(target: CairoSurface, damage: [PixelRect]?, count: Int, fragileRows: [PixelRect] = []) {
        guard let data = cairo_image_surface_get_data(target.pointer) else { return nil }
        self.target = target
        self.data = data
        self.damage = damage
        self.fragileRows = damage.map { damage in fragileRows.filter { curve in damage.contains { $0.intersects(curve) } } } ?? fragileRows
        requestedCount = Swift.max(1, Swift.min(count, target.pixelHeight / 64))
        let cleared = damage.map { $0.reduce(PixelRect.empty) { $0.union($1) } }
            ?? PixelRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight)
        record(bounds: cleared, takesHoles: true) { context in
            cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        }
    }

    deinit {
        dropBands()
    }

    /// Destroys the band contexts, noting whether one had failed.
    private func dropBands() {
        for band in bands {
            if cairo_status(band.context) != CAIRO_STATUS_SUCCESS { droppedBandFailed = true }
            cairo_destroy(band.context)
            cairo_surface_destroy(band.surface)
        }
        bands = []
    }

    /// Records an operation for every band; `bounds` are the pixels it may write (nil: it
    /// changes only the state, or its reach is unknown). `changesStateOnly` marks a clip,
    /// matrix or save/restore, which draws nothing. `takesHoles` lets it be replayed clipped
    /// around what covers it in part (``occlude(_:)``): for fills and masks on whole pixels,
    /// and rounded fills, which pixman draws through a clip of a few rectangles at about the
    /// cost of the pixels left, and exactly as without it. (Bitmaps are left whole: clipped so, the scale 3
    /// openings were measured slower, not faster.)
    /// Cairo cuts a path at a clip's left and right sides, which moves the pixels beside a
    /// slanted edge the side crosses, so a hole's sides must not cross one: its holes are
    /// kept inside `holesWithin` (where every clip around it is known to be whole: a rounded
    /// clip's corners are outside; nil: no clip cuts it), and none has a side through `curves`
    /// (where the drawing's own outline is slanted: a rounded fill's corners).
    func record(bounds: PixelRect? = nil, changesStateOnly: Bool = false, takesHoles: Bool = false, holesWithin: PixelRect? = nil,
                curves: [PixelRect] = [], _ operation: @escaping Operation) {
        operations.append(Recorded(operation: operation, bounds: changesStateOnly ? nil : bounds, changesStateOnly: changesStateOnly,
                                   takesHoles: takesHoles && !changesStateOnly && holesWithin?.isEmpty != true,
                                   holesWithin: holesWithin, curves: curves))
    }

    /// Records pixel work on `bounds` (frame pixels) for every band: each band runs it on the
    /// part of `bounds` in its rows, inside the damage and outside its holes (it always takes
    /// holes, being exact per pixel). Only where no group is open: it writes the frame itself.
    func record(pixels bounds: PixelRect, _ operation: @escaping PixelOperation) {
        guard !bounds.isEmpty else { return }
        operations.append(Recorded(operation: { _ in }, bounds: bounds, changesStateOnly: false, takesHoles: true, pixels: operation))
    }

    /// Drops the operations not yet replayed whose pixels all lie inside one of `covers`:
    /// the caller is about to record something that writes every pixel there regardless of
    /// what is below it (an opaque fill, or a bitmap painted with the source operator). An
    /// operation a cover hides in large part (an eighth of its pixels, and at least
    /// ``leastHoleArea``) gets that part as a hole instead, and is replayed clipped around it.
    func occlude(_ covers: [PixelRect]) {
        let covers = covers.filter { !$0.isEmpty }
        guard !covers.isEmpty else { return }
        operationsOccluded += dropOperations(inside: covers)
        for index in operations.indices {
            guard operations[index].takesHoles, let bounds = operations[index].bounds else { continue }
            for cover in covers where operations[index].holes.count < Self.maximumHoles {
                let hidden = operations[index].holesWithin.map { cover.intersection(bounds).intersection($0) } ?? cover.intersection(bounds)
                guard !hidden.isEmpty, hidden.area >= Self.leastHoleArea,
                    Double(hidden.area) >= Self.leastHoleShare * Double(bounds.area),
                    !operations[index].holes.contains(where: { $0.contains(hidden) }),
                    !operations[index].curves.contains(where: { hidden.hasSide(through: $0) })
                else { continue }
                operations[index].holes.append(hidden)
                operationHoles += 1
            }
        }
    }

    /// Drops the operations not yet replayed whose pixels all lie inside one of `rects` (or
    /// that draw none); returns how many.
    private func dropOperations(inside rects: [PixelRect]) -> Int {
        let before = operations.count
        operations.removeAll { recorded in
            guard let bounds = recorded.bounds else { return false }
            return bounds.isEmpty || rects.contains { $0.contains(bounds) }
        }
        return before - operations.count
    }

    /// Leaves `unchanged` out of the replay of everything recorded so far: its pixels already
    /// hold what that draws there (the frame before, under a backdrop whose views below
    /// changed elsewhere only). An operation inside it is dropped; one reaching into it is
    /// replayed clipped around it (it becomes holes, however many). Only before the first
    /// replay, while the frame's pixels are the frame before's, and only when every drawing
    /// recorded so far has a known reach (a group's push and pop have none, and cannot be
    /// clipped apart): otherwise nothing is left out, and false is returned.
    func leaveOut(_ unchanged: [PixelRect]) -> Bool {
        let unchanged = unchanged.filter { !$0.isEmpty }
        guard !hasReplayed, !unchanged.isEmpty,
            !operations.contains(where: { !$0.changesStateOnly && $0.bounds == nil })
        else { return false }
        operationsLeftOut += dropOperations(inside: unchanged)
        for index in operations.indices {
            guard let bounds = operations[index].bounds else { continue }
            operations[index].holes += unchanged.lazy.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        }
        return true
    }

    /// The clip that keeps an operation's drawing out of `holes`: the frame's rectangles
    /// left once they are taken out, none overlapping (pixman takes them as a region).
    private func clipAround(_ holes: [PixelRect]) -> [PixelRect] {
        let region = cairo_region_create_rectangle([cairo_rectangle_int_t(x: 0, y: 0, width: Int32(target.pixelWidth),
                                                                          height: Int32(target.pixelHeight))])
        defer { cairo_region_destroy(region) }
        for hole in holes {
            var rectangle = cairo_rectangle_int_t(x: Int32(hole.x), y: Int32(hole.y), width: Int32(hole.width), height: Int32(hole.height))
            cairo_region_subtract_rectangle(region, &rectangle)
        }
        return (0..<cairo_region_num_rectangles(region)).map { index in
            var rectangle = cairo_rectangle_int_t()
            cairo_region_get_rectangle(region, index, &rectangle)
            return PixelRect(x: Int(rectangle.x), y: Int(rectangle.y), width: Int(rectangle.width), height: Int(rectangle.height))
        }
    }

    /// Runs a recorded operation on `context`, inside `clip` when it has one (its holes).
    private static func replay(_ operation: Operation, clip: [PixelRect]?, on context: OpaquePointer) {
        guard let clip else {
            operation(context)
            return
        }
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_new_path(context)
        for rect in clip { cairo_rectangle(context, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height)) }
        cairo_clip(context)
        operation(context)
        cairo_restore(context)
    }

    /// Cuts the frame into bands at `cuts` (first rows, then the height), each a new context
    /// brought to the recorded state.
    private func makeBands(at cuts: [Int]) {
        let height = target.pixelHeight
        rows = cuts
        for index in 0..<(rows.count - 1) {
            let top = rows[index], bottom = rows[index + 1]
            // A surface of its own over the whole frame (the same geometry, so every matrix and
            // its fixed-point rounding in pixman is the same as on one thread), clipped to the
            // band's rows: a pixel-aligned rectangle, which only limits the pixels written.
            guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(target.pixelWidth),
                                                                    Int32(height), Int32(target.stride)) else { continue }
            let context = cairo_create(surface)!
            if let damage {
                for rect in damage { cairo_rectangle(context, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height)) }
                cairo_clip(context)
            }
            if rows.count > 2 {
                cairo_rectangle(context, 0, Double(top), Double(target.pixelWidth), Double(bottom - top))
                cairo_clip(context)
            }
            for change in stateChanges { change(context) }
            bands.append(Band(surface: surface, context: context))
        }
    }

    /// The cut for `work`: the current one while no band would get more than 5/4 of an even
    /// share of it, else one that shares it out (always, for the first cut).
    private func cut(for work: [PixelRect], canRecut: Bool) -> [Int]? {
        let height = target.pixelHeight
        guard !bands.isEmpty else {
            return requestedCount == 1 ? [0, height] : Self.boundaries(height: height, count: requestedCount, work: work, avoiding: fragileRows)
        }
        guard canRecut, requestedCount > 1 else { return nil }
        let shares = Self.shares(of: work, cut: rows)
        let total = shares.reduce(0, +)
        guard total > 0, (shares.max() ?? 0) * 4 * requestedCount > total * 5 else { return nil }
        let better = Self.boundaries(height: height, count: requestedCount, work: work, avoiding: fragileRows)
        return better == rows ? nil : better
    }

    /// The pixels of `work` in each band of `cut`.
    static func shares(of work: [PixelRect], cut: [Int]) -> [Int] {
        zip(cut, cut.dropFirst()).map { top, bottom in
            work.reduce(0) { sum, rect in
                sum + rect.width * Swift.max(0, Swift.min(bottom, rect.y + rect.height) - Swift.max(top, rect.y))
            }
        }
    }

    /// Where to cut `height` rows into at most `count` bands of about equal work: each
    /// rectangle of `work` adds its width to every row it spans. The first row of each band,
    /// then `height`. Rows without work go to the band beside them, fewer bands are cut when
    /// the work has fewer rows with work left below them, and with no work at all the rows
    /// are cut evenly. A band that would start strictly inside the rows of one of `avoiding`
    /// starts at the nearest row that is not, within ``fragileRowReach`` of the height and
    /// between its neighbours' cuts; where there is none, where it was.
    static func boundaries(height: Int, count: Int, work: [PixelRect], avoiding: [PixelRect] = []) -> [Int] {
        let cuts = evenBoundaries(height: height, count: count, work: work)
        guard cuts.count > 2, !avoiding.isEmpty else { return cuts }
        // Per row, how many of `avoiding` a band starting there would cut (summed changes).
        var change = [Int](repeating: 0, count: height + 2)
        for box in avoiding where box.height > 1 {
            let first = Swift.max(1, box.y + 1), last = Swift.min(height, box.y + box.height)  // rows first..<last are cut
            guard last > first else { continue }
            change[first] += 1
            change[last] -= 1
        }
        var blocked = [Bool](repeating: false, count: height + 1)
        var inside = 0
        for row in 0...height {
            inside += change[row]
            blocked[row] = inside > 0
        }
        let reach = Swift.max(1, Int(Double(height) * fragileRowReach))
        var moved = cuts
        for index in 1..<(cuts.count - 1) where blocked[cuts[index]] {
            let low = moved[index - 1] + 1, high = cuts[index + 1] - 1
            for distance in 1...reach {
                if cuts[index] - distance >= low, !blocked[cuts[index] - distance] {
                    moved[index] = cuts[index] - distance
                    break
                }
                if cuts[index] + distance <= high, !blocked[cuts[index] + distance] {
                    moved[index] = cuts[index] + distance
                    break
                }
            }
        }
        return moved
    }

    /// How far, as a share of the frame's height, a band's first row moves to keep out of the
    /// rows to avoid (``boundaries(height:count:work:avoiding:)``): past it, the bands' work
    /// would be shared too unevenly, and the cut stays.
    static let fragileRowReach = 0.125

    /// ``boundaries(height:count:work:avoiding:)`` with nothing to avoid.
    private static func evenBoundaries(height: Int, count: Int, work: [PixelRect]) -> [Int] {
        guard height > 0, count > 1 else { return [0, Swift.max(0, height)] }
        // Per row, the width of work starting minus ending there; summed, the work per row.
        var change = [Int](repeating: 0, count: height + 1)
        var total = 0
        for rect in work {
            let top = Swift.max(0, rect.y), bottom = Swift.min(height, rect.y + rect.height)
            guard !rect.isEmpty, bottom > top else { continue }
            change[top] += rect.width
            change[bottom] -= rect.width
            total += rect.width * (bottom - top)
        }
        guard total > 0 else { return (0...count).map { height * $0 / count } }
        var cuts = [0]
        var done = 0, perRow = 0
        for row in 0..<height where cuts.count < count {
            perRow += change[row]
            done += perRow
            // Past this band's share of the work: the next band starts below this row.
            if done * count >= total * cuts.count, done < total, row + 1 < height { cuts.append(row + 1) }
        }
        return cuts + [height]
    }

    /// Replays what is recorded on every band, one thread a band, and waits. `groupDepth` is
    /// how many groups the walk has open now. When none was open at the last replay nor is now
    /// (every band context draws on the frame itself, and this work neither closes a group an
    /// earlier replay opened nor leaves one open), the bands are cut anew if this work falls
    /// unevenly on them.
    ///
    /// `afterEachBand`, when there was something to replay, is called on each band's thread
    /// once its replay is done and in memory, with the band's rows of the frame: work that
    /// reads those rows (a backdrop's shrink) does so while they are still in that core's
    /// cache. It is not called when the bands could not all be made (a failed frame).
    /// `reading`, the pixels it reads, counts as work when the bands are cut: the shrink under a
    /// backdrop that little is drawn below is shared out too.
    func flush(groupDepth: Int = 0, reading: PixelRect? = nil, afterEachBand: (@Sendable (Range<Int>) -> Void)? = nil) {
        let canRecut = groupDepth == 0 && groupDepthAtLastFlush == 0
        groupDepthAtLastFlush = groupDepth
        guard !operations.isEmpty else { return }
        let clips = operations.map { $0.holes.isEmpty ? nil : clipAround($0.holes) }
        // The work: each operation's pixels, less its holes.
        let work = zip(operations, clips).flatMap { recorded, clip -> [PixelRect] in
            guard let bounds = recorded.bounds else { return [] }
            guard let clip else { return [bounds] }
            return clip.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        } + (afterEachBand == nil ? [] : [reading].compactMap { $0 })
        if let cuts = cut(for: work, canRecut: canRecut) {
            if !bands.isEmpty {
                dropBands()
                recuts += 1
            }
            makeBands(at: cuts)
        }
        guard !bands.isEmpty else { return }
        let operations = self.operations
        self.operations.removeAll(keepingCapacity: true)
        stateChanges += operations.lazy.filter(\.changesStateOnly).map(\.operation)
        let bands = self.bands
        let rows = self.rows
        let hook = bands.count == rows.count - 1 ? afterEachBand : nil
        let frame = Frame(pixels: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), rowLength: target.stride / 4,
                          damage: damage)
        if bands.count == 1 {
            Self.replay(operations, clips: clips, band: bands[0], rows: rows[0]..<rows[1], frame: frame)
            hook?(rows[0]..<rows[1])
            return
        }
        DispatchQueue.concurrentPerform(iterations: bands.count) { index in
            Self.replay(operations, clips: clips, band: bands[index], rows: rows[index]..<rows[index + 1], frame: frame)
            hook?(rows[index]..<rows[index + 1])
        }
    }

    /// The frame's memory, for pixel work.
    private struct Frame: @unchecked Sendable {
        let pixels: UnsafeMutablePointer<UInt32>
        let rowLength: Int
        let damage: [PixelRect]?
    }

    /// Replays `operations` on one band, each inside its clip (its holes), pixel work on the
    /// band's rows of the frame.
    private static func replay(_ operations: [Recorded], clips: [[PixelRect]?], band: Band, rows: Range<Int>, frame: Frame) {
        for (recorded, clip) in zip(operations, clips) {
            guard let pixels = recorded.pixels, let bounds = recorded.bounds else {
                replay(recorded.operation, clip: clip, on: band.context)
                continue
            }
            let inBand = bounds.intersection(PixelRect(x: bounds.x, y: rows.lowerBound, width: bounds.width, height: rows.count))
            let parts = writableParts(of: inBand, clip: clip, damage: frame.damage)
            guard !parts.isEmpty else { continue }
            // Cairo's drawing so far is in memory; it is told the pixels changed after.
            cairo_surface_flush(band.surface)
            for part in parts { pixels(frame.pixels, frame.rowLength, part) }
            cairo_surface_mark_dirty(band.surface)
        }
        cairo_surface_flush(band.surface)
    }

    /// The parts of `rect` inside `clip` (when it has one) and inside `damage` (nil: all),
    /// none overlapping another: both are sets of rectangles none of which overlap.
    static func writableParts(of rect: PixelRect, clip: [PixelRect]?, damage: [PixelRect]?) -> [PixelRect] {
        guard !rect.isEmpty else { return [] }
        let clipped = clip.map { $0.map { $0.intersection(rect) }.filter { !$0.isEmpty } } ?? [rect]
        guard let damage else { return clipped }
        return clipped.flatMap { part in damage.map { $0.intersection(part) }.filter { !$0.isEmpty } }
    }

    /// Moves the drawing onto another surface of the frame's size, whose pixels the caller has
    /// made what the frame holds now: the bands are made again over its pixels, at the same
    /// cut, brought to the recorded state, and what is recorded from now on is drawn there. A
    /// fading backdrop keeps the frame drawn so far as the pixels behind it this way, instead
    /// of copying them (``CairoRenderer/drawBackdrop(_:of:state:affine:alpha:pass:)``).
    ///
    /// Only right after a replay (nothing recorded is left to draw) and outside groups; false,
    /// changing nothing, otherwise, or for a surface of another size or without pixels.
    func retarget(to surface: CairoSurface) -> Bool {
        guard operations.isEmpty, groupDepthAtLastFlush == 0, surface.pixelWidth == target.pixelWidth,
            surface.pixelHeight == target.pixelHeight, let pixels = cairo_image_surface_get_data(surface.pointer)
        else { return false }
        let cuts = rows
        dropBands()
        target = surface
        data = pixels
        if !cuts.isEmpty { makeBands(at: cuts) }
        return true
    }

    /// A new context on the frame standing where the walk's does: clipped to the damage, with
    /// every state change replayed so far (the walk's own context after ``retarget(to:)``).
    /// The caller destroys it.
    func makeWalkContext() -> OpaquePointer {
        let context = cairo_create(target.pointer)!
        if let damage {
            for rect in damage { cairo_rectangle(context, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height)) }
            cairo_clip(context)
        }
        for change in stateChanges { change(context) }
        return context
    }

    /// Whether a band could not be made, or a band's context stopped drawing (an error state).
    var failed: Bool {
        droppedBandFailed || (!rows.isEmpty && bands.count != rows.count - 1)
            || bands.contains { cairo_status($0.context) != CAIRO_STATUS_SUCCESS }
    }
}

/// A bitmap read by the bands at once: each use makes a surface of its own over the same
/// pixels (pixman counts references without atomics, so one surface must not be a source on
/// two threads), and the bitmap is kept alive until the operations are done.
struct SharedBitmap: @unchecked Sendable {
    private let owner: CairoSurface
    private let data: UnsafeMutablePointer<UInt8>?
    private let width: Int32, height: Int32, stride: Int32
    /// The pixel format (ARGB32 for content, A8 for shadow masks).
    private let format: cairo_format_t
    private let scaleX: Double, scaleY: Double
    /// Where its first pixel lies in the surface's (a part of it, ``cropped(to:)``): it is
    /// placed there.
    private let originX: Int, originY: Int

    /// A bitmap for `surface` (flushed, so its pixels are final).
    init(_ surface: CairoSurface) {
        cairo_surface_flush(surface.pointer)
        owner = surface
        data = cairo_image_surface_get_data(surface.pointer)
        width = Int32(surface.pixelWidth)
        height = Int32(surface.pixelHeight)
        stride = Int32(surface.stride)
        format = cairo_image_surface_get_format(surface.pointer)
        var x = 1.0, y = 1.0
        cairo_surface_get_device_scale(surface.pointer, &x, &y)
        scaleX = x
        scaleY = y
        originX = 0
        originY = 0
    }

    private init(_ whole: SharedBitmap, part: PixelRect) {
        owner = whole.owner
        stride = whole.stride
        format = whole.format
        scaleX = whole.scaleX
        scaleY = whole.scaleY
        let bytesPerPixel = format == CAIRO_FORMAT_A8 ? 1 : 4
        data = whole.data.map { $0 + part.y * Int(whole.stride) + part.x * bytesPerPixel }
        width = Int32(part.width)
        height = Int32(part.height)
        originX = whole.originX + part.x
        originY = whole.originY + part.y
    }

    /// The pixels of `part` (inside the bitmap, in its pixels) as a bitmap of their own, drawn
    /// where they lie in the whole one: by ``setSource(on:x:y:)`` and ``exactPattern(pointsToDevice:)``
    /// at the same place, and by the latter through the same exact matrix, so that each frame
    /// pixel samples the same positions. (ARGB32 and A8 bitmaps only.)
    func cropped(to part: PixelRect) -> SharedBitmap {
        precondition(part.x >= 0 && part.y >= 0 && part.width > 0 && part.height > 0
                     && part.x + part.width <= Int(width) && part.y + part.height <= Int(height),
                     "a part of a bitmap lies inside it")
        precondition(format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_A8, "a bitmap of four or one bytes a pixel")
        return SharedBitmap(self, part: part)
    }

    /// A new surface over the pixels, with the bitmap's device scale unless `pixelsOnly` (the
    /// caller destroys it).
    func makeSurface(pixelsOnly: Bool = false) -> OpaquePointer? {
        guard let data, let surface = cairo_image_surface_create_for_data(data, format, width, height, stride) else { return nil }
        if !pixelsOnly, scaleX != 1 || scaleY != 1 { cairo_surface_set_device_scale(surface, scaleX, scaleY) }
        return surface
    }

    /// A pattern of the bitmap whose pixel `p` lands on `pointsToDevice(p / scale)` of the
    /// device: its matrix (device to pixels) rounded to what pixman holds exactly, or nil when
    /// the map is singular or out of pixman's range. The caller destroys it, and uses it with
    /// an identity transform.
    ///
    /// Cairo hands pixman a 16.16 fixed-point matrix and nudges its translation so that it
    /// agrees with the exact one at the centre of the drawing's extents; a band's extents have
    /// another centre, so a scaled bitmap drawn in bands sampled other positions, in the last
    /// bit, than drawn whole. With the linear part in multiples of 2⁻¹⁵ and the translation in
    /// multiples of 2⁻¹⁶, pixman transforms any pixel centre exactly, there is nothing to nudge,
    /// and every band samples what the whole frame does. (The rounding moves a sample by at
    /// most 2⁻¹⁵ of a pixel per 1,000 pixels.)
    func exactPattern(pointsToDevice: CGAffineTransform) -> OpaquePointer? {
        guard var matrix = exactMatrix(pointsToDevice: pointsToDevice), let surface = makeSurface(pixelsOnly: true) else { return nil }
        let pattern = cairo_pattern_create_for_surface(surface)
        cairo_surface_destroy(surface)
        guard let pattern else { return nil }
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    /// The matrix of ``exactPattern(pointsToDevice:)``: device to the bitmap's pixels.
    private func exactMatrix(pointsToDevice: CGAffineTransform) -> cairo_matrix_t? {
        // Pixels to device, then inverted: device to pixels.
        let a = pointsToDevice.a / scaleX, b = pointsToDevice.b / scaleX
        let c = pointsToDevice.c / scaleY, d = pointsToDevice.d / scaleY
        let determinant = a * d - b * c
        guard determinant.isFinite, Swift.abs(determinant) > 1e-12 else { return nil }
        let tx = pointsToDevice.tx, ty = pointsToDevice.ty
        func linear(_ value: Double) -> Double { (value * 32768).rounded() / 32768 }
        func offset(_ value: Double) -> Double { (value * 65536).rounded() / 65536 }
        // A part's pixels start `origin` pixels into the whole's: the same map, shifted by whole
        // pixels, which is exact.
        let matrix = cairo_matrix_t(xx: linear(d / determinant), yx: linear(-b / determinant),
                                    xy: linear(-c / determinant), yy: linear(a / determinant),
                                    x0: offset((c * ty - d * tx) / determinant) - Double(originX),
                                    y0: offset((b * tx - a * ty) / determinant) - Double(originY))
        guard [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0].allSatisfy({ $0.isFinite && Swift.abs($0) < 32767 })
        else { return nil }
        return matrix
    }

    /// Whether Cairo's good filter samples the bitmap bilinearly through the map
    /// ``exactPattern(pointsToDevice:)`` makes: unless it shrinks the bitmap past ¾ on an axis
    /// (then Cairo filters with a box wider than a pixel). False with some margin near ¾, and
    /// for a map that pattern refuses.
    func isBilinear(pointsToDevice: CGAffineTransform) -> Bool {
        guard let matrix = exactMatrix(pointsToDevice: pointsToDevice) else { return false }
        // Pixels of the bitmap a device pixel spans on each axis, as Cairo measures them.
        return (matrix.xx * matrix.xx + matrix.xy * matrix.xy).squareRoot() <= 1.3
            && (matrix.yx * matrix.yx + matrix.yy * matrix.yy).squareRoot() <= 1.3
    }

    /// Sets the bitmap as `context`'s source at `x`, `y` (a part at its place in the whole).
    func setSource(on context: OpaquePointer, x: Double, y: Double) {
        guard let surface = makeSurface() else { return }
        cairo_set_source_surface(context, surface, x + Double(originX) / scaleX, y + Double(originY) / scaleY)
        cairo_surface_destroy(surface)
    }
}
