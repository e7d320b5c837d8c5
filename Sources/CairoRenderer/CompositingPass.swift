import CCairo
import Motion
import UIKit

/// One frame's compositing walk: where it draws, at which scale, and what it has drawn so far.
///
/// ``drawnBelow`` is the fingerprint of everything composited before the current view, in
/// drawing order. A backdrop blur is computed from the pixels below it, so it is reused only
/// while this fingerprint (with the backdrop's own box and parameters) is unchanged. It is a
/// value the walk passes along, `inout`, rather than renderer state, so the order it depends on
/// is the order of the calls.
struct CompositingPass {
    /// The Cairo context drawing into ``target``.
    private(set) var context: OpaquePointer
    /// The frame's surface (another after ``retarget(to:)``).
    private(set) var target: CairoSurface
    /// The contexts the walk had before ``retarget(to:)``: whoever made the pass destroys them
    /// with ``context`` when the walk is done.
    private(set) var retiredContexts: [OpaquePointer] = []
    /// Device pixels per point for the frame.
    let deviceScale: Double
    /// What has been drawn so far.
    var drawnBelow = Hasher()
    /// The bands the pixel work is recorded for (nil: it is done on ``context`` at once).
    var banded: BandedCompositing? = nil
    /// How many groups (`cairo_push_group`) are open: the frame's pixels are not where the
    /// drawing goes meanwhile.
    var groupDepth = 0
    /// Whether ``occlude(_:)`` drops the recorded drawing it covers
    /// (``CairoRenderer/skipsOccludedDrawing``).
    var skipsOccluded = false
    /// Views left out of the walk with their subviews (a snapshot's, see
    /// ``CairoRenderer/snapshot(of:scale:leavingOut:)``); empty for a frame.
    var omitted: Set<ObjectIdentifier> = []
    /// For each backdrop view, the hash of the views drawn before it that reach it
    /// (``CairoRenderer/behindKeys(of:)``): while it is unchanged, so are the pixels its blur
    /// reads and those kept behind it. Nil outside a frame's walk and when ``skipsOccluded`` is
    /// off: then blurs are keyed by ``drawnBelow`` and no pixels are kept.
    var behindKeys: [ObjectIdentifier: Int]? = nil
    /// The signature of the frame being drawn (its views and their damage entries, in drawing
    /// order): a fading backdrop finds what views drawn after it cover
    /// (``CairoRenderer/covers(above:in:)``). Nil outside a frame's walk and when
    /// ``skipsOccluded`` is off.
    var signature: CairoRenderer.FrameSignature? = nil
    /// The frame in the buffer when this one began, when this frame is drawn over it: a
    /// backdrop computed again finds the pixels under it that are already right there
    /// (``CairoRenderer/pixelsAlreadyDrawn(below:box:pass:)``). Nil when the buffer holds no
    /// earlier frame of this size, and whenever ``signature`` is.
    var bufferedFrame: BufferedFrame? = nil
    /// The part of the frame (device pixels) that every clip around the view being drawn is
    /// known to keep whole: its rounded clips shortened by their corners, as the frame's
    /// signature finds for each view's covers
    /// (``CairoRenderer/coverClip(for:state:map:clip:intoItsBitmap:)``). `.null` where none is
    /// known (outside a frame's walk, and inside a projective layer's bitmap); a rasterized
    /// layer's bitmap is its own. Occlusion (``occlude(_:)``) and pixel work
    /// (``drawPixels(_:_:)``) happen only inside it.
    var coverClip = CGRect.null
    /// The frame's pixels to composite, none overlapping another (nil: all).
    var damage: [PixelRect]? = nil
    /// For the frame's walk, the pixels each view drawn as a group can touch
    /// (``CairoRenderer/DamageEntry/groupExtent``), by view: the group is drawn inside a clip
    /// of just those, so that what Cairo draws into it does not depend on the damage's
    /// rectangles around it (which the damage holds whole). Empty for other walks (a
    /// snapshot, a rasterized or projective layer's bitmap), whose clips do not depend on
    /// the damage.
    var groupExtents: [ObjectIdentifier: PixelRect] = [:]

    /// The damage entries of the frame in the buffer, with its views, in drawing order.
    struct BufferedFrame {
        /// Its entries.
        let entries: [CairoRenderer.DamageEntry]
        /// Its views (nil for one released since).
        let views: [UIView?]
    }

    /// Draws: recorded for the bands, or done on ``context`` now. `reach` is the part of the
    /// frame, in device pixels, the drawing may write (nil: unknown, or not a frame's pixels,
    /// as a group's push or pop); what has a reach is dropped if something opaque drawn later
    /// covers it. With `takesHoles`, a fill or a mask may be drawn clipped around the parts
    /// of its reach that something opaque drawn later covers
    /// (``BandedCompositing/record(bounds:changesStateOnly:takesHoles:holesWithin:curves:_:)``):
    /// inside ``coverClip``, none with a side through `curves` (where its outline is slanted).
    func draw(within reach: CGRect?, takesHoles: Bool = false, curves: [PixelRect] = [],
              _ operation: @escaping BandedCompositing.Operation) {
        guard let banded else {
            operation(context)
            return
        }
        banded.record(bounds: reach.flatMap(clippedPixels(of:)), takesHoles: takesHoles,
                      holesWithin: takesHoles ? coverClipPixels : nil, curves: curves, operation)
    }

    /// Whether the clip around the view being drawn is rectangles only (no rounded or turned
    /// clip, which Cairo keeps as a path).
    var clipIsRectangles: Bool {
        guard let list = cairo_copy_clip_rectangle_list(context) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        return list.pointee.status == CAIRO_STATUS_SUCCESS
    }

    /// The whole pixels inside ``coverClip`` (empty when it is `.null`).
    var coverClipPixels: PixelRect {
        Self.interior(of: coverClip) ?? .empty
    }

    /// Whether pixel work may be done on `rect` (whole device pixels) now: on the frame itself,
    /// outside groups, inside ``coverClip``, which every clip around keeps whole.
    func writesPixels(in rect: PixelRect) -> Bool {
        groupDepth == 0 && !rect.isEmpty && coverClipPixels.contains(rect)
    }

    /// Does pixel work on `rect` of the frame (see ``BandedCompositing/PixelOperation``):
    /// recorded for the bands, or done now, inside the damage. Only where
    /// ``writesPixels(in:)`` says so: the Cairo clip, a rounded one included, is not applied.
    func drawPixels(_ rect: PixelRect, _ operation: @escaping BandedCompositing.PixelOperation) {
        guard writesPixels(in: rect) else {
            assertionFailure("pixel work outside the part of the frame the clips keep whole")
            return
        }
        if let banded {
            banded.record(pixels: rect, operation)
            return
        }
        guard let data = cairo_image_surface_get_data(target.pointer) else { return }
        let parts = BandedCompositing.writableParts(of: rect, clip: nil, damage: damage)
        guard !parts.isEmpty else { return }
        cairo_surface_flush(target.pointer)
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for part in parts { operation(pixels, target.stride / 4, part) }
        cairo_surface_mark_dirty(target.pointer)
    }

    /// The whole pixels `rect` (device pixels) touches, inside the current clip's extents;
    /// nil when `rect` is not finite.
    func clippedPixels(of rect: CGRect) -> PixelRect? {
        guard rect.isFinite, !rect.isNull else { return nil }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        let left = Swift.max(rect.minX, x1).rounded(.down), top = Swift.max(rect.minY, y1).rounded(.down)
        let right = Swift.min(rect.maxX, x2).rounded(.up), bottom = Swift.min(rect.maxY, y2).rounded(.up)
        guard right > left, bottom > top else { return PixelRect.empty }
        guard Swift.abs(left) < 1e9, Swift.abs(top) < 1e9, Swift.abs(right) < 1e9, Swift.abs(bottom) < 1e9 else { return nil }
        return PixelRect(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    }

    /// Declares that what is drawn next writes every whole pixel inside `rects` (device
    /// pixels) within the current clip, whatever is below it: the recorded drawing they cover
    /// inside ``coverClip`` (where every clip around keeps them whole, a rounded one shortened
    /// by its corners) is dropped, or drawn around them. Only outside groups.
    func occlude(_ rects: [CGRect]) {
        guard skipsOccluded, let banded, groupDepth == 0 else { return }
        let kept = coverClipPixels
        let covered = rects.compactMap { rect -> PixelRect? in
            guard let pixels = Self.interior(of: rect)?.intersection(kept), !pixels.isEmpty else { return nil }
            return pixels
        }
        if !covered.isEmpty { banded.occlude(covered) }
    }

    /// The whole pixels inside `rect` (device pixels); nil when it is null or an edge is not
    /// finite or lies past ±10⁹.
    static func interior(of rect: CGRect) -> PixelRect? {
        guard !rect.isNull, rect.isFinite,
            [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy({ Swift.abs($0) < 1e9 })
        else { return nil }
        return interior(x: rect.minX, y: rect.minY, right: rect.maxX, bottom: rect.maxY)
    }

    /// The whole pixels inside a rectangle of device pixels.
    static func interior(x: Double, y: Double, right: Double, bottom: Double) -> PixelRect {
        let left = x.rounded(.up), top = y.rounded(.up)
        let width = right.rounded(.down) - left, height = bottom.rounded(.down) - top
        guard width > 0, height > 0 else { return PixelRect.empty }
        return PixelRect(x: Int(left), y: Int(top), width: Int(width), height: Int(height))
    }

    /// Changes the clip or the matrix: on ``context`` now (the walk culls by its clip) and
    /// recorded for the bands.
    func state(_ operation: @escaping BandedCompositing.Operation) {
        operation(context)
        banded?.record(changesStateOnly: true, operation)
    }

    /// Brings the frame's pixels up to date, before something reads them (a backdrop). The
    /// bands may be cut anew only outside groups. `afterEachBand` is called with each band's
    /// rows on its thread as it finishes (see ``BandedCompositing/flush(groupDepth:afterEachBand:)``;
    /// not at all without bands, or with nothing to replay).
    /// `reading` is the part of the frame it reads, to share out among the bands.
    func barrier(reading: PixelRect? = nil, afterEachBand: (@Sendable (Range<Int>) -> Void)? = nil) {
        banded?.flush(groupDepth: groupDepth, reading: reading, afterEachBand: afterEachBand)
    }

    /// Hands over the frame drawn so far and goes on drawing into `surface`, of the frame's
    /// size, whose pixels the caller has made what the frame holds now
    /// (``BandedCompositing/retarget(to:)``): the walk gets a context on it standing where its
    /// own did. Only with bands, outside groups, right after a ``barrier(reading:afterEachBand:)``.
    /// Returns the surface drawn so far, now the caller's; nil, changing nothing, when the pass
    /// cannot move.
    mutating func retarget(to surface: CairoSurface) -> CairoSurface? {
        guard groupDepth == 0, let banded, banded.retarget(to: surface) else { return nil }
        let previous = target
        retiredContexts.append(context)
        context = banded.makeWalkContext()
        target = surface
        // The buffer no longer holds the frame before this one.
        bufferedFrame = nil
        return previous
    }

    /// Opens a group (`cairo_push_group`) for the view with `identifier`, inside a clip of its
    /// ``groupExtents`` when the walk has them. Close it with ``popGroup(of:_:)``.
    mutating func pushGroup(of identifier: ObjectIdentifier) {
        if let extent = groupExtents[identifier] {
            state { context in
                cairo_save(context)
                cairo_rectangle(context, Double(extent.x), Double(extent.y), Double(extent.width), Double(extent.height))
                cairo_clip(context)
            }
        }
        draw(within: nil) { context in cairo_push_group(context) }
        groupDepth += 1
    }

    /// Closes the group ``pushGroup(of:)`` opened for the view with `identifier`: it becomes
    /// the source `show` paints with, and the clip around it is put back.
    mutating func popGroup(of identifier: ObjectIdentifier, _ show: @escaping BandedCompositing.Operation) {
        groupDepth -= 1
        draw(within: nil) { context in
            cairo_pop_group_to_source(context)
            show(context)
            cairo_set_source_rgba(context, 0, 0, 0, 0)
        }
        if groupExtents[identifier] != nil { state { context in cairo_restore(context) } }
    }

    /// Adds something just drawn to the fingerprint.
    mutating func noteDrawn<Value: Hashable>(_ value: Value) {
        drawnBelow.combine(value)
    }
}
