import CCairo
import Motion
import UIKit

extension CairoRenderer {
    /// Blurs and tints what has been drawn behind a view, inside its rounded bounds.
    ///
    /// The backdrop is read straight from the frame so far and shrunk four or eight times on
    /// each side (block average, `shrinkFactor(sigma:)`; each compositing band shrinks its
    /// rows as soon as it has drawn them, ``BackdropShrink``), blurred with three box passes
    /// (σ = radius / 2, as for shadows), saturated and tinted at that size, then scaled back up
    /// bilinearly: along the rows once, when it is computed, and down the columns when it is
    /// shown. The result is kept and reused while the signature of everything drawn before
    /// the view, its place and the effect are unchanged. A fading backdrop is stretched down
    /// the columns and blended into the frame in one pass each frame; one shown whole is baked
    /// to a full-size bitmap once, and from then on copied.
    ///
    /// The first frame of a blur fading in over the whole frame (an opening story's over the
    /// feed) keeps the pixels behind it by taking the buffer drawn so far and drawing the rest
    /// of the frame into a spare one (``CompositingPass/retarget(to:)``), the blend reading the
    /// kept pixels: a 12 MB copy less at scale 3.
    func drawBackdrop(_ backdrop: Backdrop, of view: UIView, state: LayerState, affine: CGAffineTransform, alpha: Double, pass: inout CompositingPass) {
        let context = pass.context
        let targetSurface = pass.target
        let onScreen = state.bounds.applying(affine).intersection(
            CGRect(x: 0, y: 0, width: Double(targetSurface.pixelWidth), height: Double(targetSurface.pixelHeight)))
        guard !onScreen.isEmpty else { return }
        let box = (x: Int(onScreen.minX.rounded(.down)), y: Int(onScreen.minY.rounded(.down)),
                   width: Int(onScreen.maxX.rounded(.up)) - Int(onScreen.minX.rounded(.down)),
                   height: Int(onScreen.maxY.rounded(.up)) - Int(onScreen.minY.rounded(.down)))
        guard box.width > 0, box.height > 0 else { return }
        let deviceScale = Self.linearScale(of: affine)

        let identifier = ObjectIdentifier(view)
        let hasShadow = state.shadowOpacity > 0 && !view.clipsToBounds
        // What is below: the views drawn before this one that reach it, from the frame's
        // signature when the walk has it (the same whether this frame composites everything or
        // only its damage, and blind to changes elsewhere, such as a card pressed away from a
        // tab bar's blur), else what this pass has drawn so far.
        var signature: Hasher
        if let below = pass.behindKeys?[identifier] {
            signature = Hasher()
            signature.combine(below)
            // Its own shadow is drawn before its blur, at its opacity and place.
            if hasShadow {
                signature.combine(state)
                signature.combine(alpha)
                for value in [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty] { signature.combine(value) }
            }
        } else {
            signature = pass.drawnBelow
        }
        signature.combine(box.x); signature.combine(box.y); signature.combine(box.width); signature.combine(box.height)
        // The opacity only blends the finished bitmap; it does not change it.
        signature.combine(backdrop.blurRadius); signature.combine(backdrop.tint); signature.combine(backdrop.saturation)
        let key = signature.finalize()
        let shown = alpha * backdrop.opacity
        let pixelAligned = affine.b == 0 && affine.c == 0
            && [onScreen.minX, onScreen.minY, onScreen.maxX, onScreen.maxY].allSatisfy { abs($0 - $0.rounded()) < 0.01 }
        let square = state.cornerRadius <= 0 && pixelAligned
        let boxRect = CGRect(x: box.x, y: box.y, width: box.width, height: box.height)
        // The pixels behind can be kept and copied back only where the backdrop view draws
        // nothing of its own before its blur (a shadow would change with its opacity), on the
        // frame itself, and while the views drawn before it that reach it are unchanged.
        let behindKey = square && pass.groupDepth == 0 && !hasShadow ? pass.behindKeys?[identifier] : nil
        // What of the box this frame writes straight onto the frame (nil: Cairo must draw).
        let region = Self.writableRegion(of: box, context: context, targetSurface: targetSurface)
        let writable = region.map {
            PixelRect(x: box.x + $0.columns.lowerBound, y: box.y + $0.rows.lowerBound, width: $0.columns.count, height: $0.rows.count)
        }

        var finished: BackdropContent
        // The pixels kept behind the backdrop, when they still stand for what is drawn there.
        var keptBehind: KeptPixels? = nil
        // Whether the pixels behind are to be kept by handing over the buffer they are in,
        // rather than copied as the shrink reads them: for a blur over the whole frame,
        // composited whole, outside groups, in bands.
        var handsOverFrame = false
        if let cached = backdropCache[identifier], cached.signature == key, cached.view === view {
            finished = cached
            statistics.backdropBlursReused += 1
            if let kept = finished.behind {
                if kept.key != behindKey {
                    finished.behind = nil
                } else if shown < 0.999 || !finished.isOpaque, let writable, kept.valid.contains(writable),
                    cairo_image_surface_get_data(kept.surface.pointer) != nil
                {
                    keptBehind = kept
                }
            }
        } else {
            // Fading, it shows what is behind it for a while: keep those pixels, copied as the
            // blur's shrink reads them. The previous copy's surface is written into when it has
            // the box's size (a new 12 MB buffer at scale 3 costs more in page faults than the
            // copy itself).
            var kept: CairoSurface? = nil
            let wholeFrame = PixelRect(x: 0, y: 0, width: targetSurface.pixelWidth, height: targetSurface.pixelHeight)
            if behindKey != nil, shown < 0.999, writable == wholeFrame, pass.banded != nil, pass.groupDepth == 0 {
                handsOverFrame = true
            } else if behindKey != nil, shown < 0.999, let writable, !writable.isEmpty {
                let previous = backdropCache[identifier]?.behind?.surface
                kept = previous.flatMap { $0.pixelWidth == box.width && $0.pixelHeight == box.height ? $0 : nil }
                    ?? overwritableBitmap(width: box.width, height: box.height)
                // Both must have pixels to copy (a surface in an error state has none).
                if let surface = kept, cairo_image_surface_get_data(surface.pointer) == nil
                    || cairo_image_surface_get_data(targetSurface.pointer) == nil { kept = nil }
            }
            // The blur reads the pixels drawn so far: each band shrinks its part of the box as
            // soon as it has drawn it, while those rows are in its core's cache.
            let sigma = backdrop.blurRadius / 2 * deviceScale
            let shrink = BackdropShrink(of: targetSurface, box: PixelRect(x: box.x, y: box.y, width: box.width, height: box.height),
                                        factor: Self.shrinkFactor(sigma: sigma), copyingInto: kept)
            // The frame before, still in the buffer, is already right under the backdrop outside
            // the damage of the views below it (the first frame of a blur fading in over the
            // feed: only where the opened card was is drawn again).
            if !hasShadow, let banded = pass.banded, let unchanged = pixelsAlreadyDrawn(below: view, box: shrink.box, pass: pass),
                banded.leaveOut(unchanged)
            {
                statistics.backdropsOverLastFrame += 1
            }
            pass.barrier(reading: shrink.box, afterEachBand: shrink.shrinkBand)
            guard var computed = blurredBackdrop(backdrop, shrunk: shrink, sigma: sigma, view: view, signature: key,
                                                 reusing: backdropCache[identifier])
            else { return }
            if let kept, let behindKey, let writable {
                computed.behind = KeptPixels(surface: kept, key: behindKey, valid: writable)
            }
            finished = computed
            statistics.backdropBlursComputed += 1
        }
        defer { backdropCache[identifier] = finished }
        if keptBehind != nil {
            // Nothing behind changed: the drawing there is replaced by the kept pixels.
            pass.occlude([boxRect])
            statistics.backdropsBehindKept += 1
        }

        // A fading, square, opaque backdrop is stretched down the columns and blended straight
        // into the frame in one pass, over the kept pixels when there are some: fading in, and
        // fading out again after it was shown whole (reading the 1.5 MB of widened rows costs
        // less than copying the kept pixels and painting a 12 MB bitmap over them, at scale 3).
        // It is baked once shown fully, and from then on copied. (Baking in the frame after
        // computing instead was measured: that frame then became the worst one.)
        if shown < 0.999, square, finished.isOpaque, pass.groupDepth == 0, let region {
            pass.barrier()  // the blend writes over the pixels drawn so far
            cairo_surface_flush(targetSurface.pointer)
            if handsOverFrame, let behindKey, let writable {
                handsOverFrame = false
                if handOver(finished, of: view, box: box, region: region, shown: shown, pass: &pass) {
                    finished.behind = KeptPixels(surface: targetSurface, key: behindKey, valid: writable)
                    return
                }
                // No spare buffer: the pixels behind are copied before the blend overwrites them.
                if let kept = copy(of: targetSurface) {
                    finished.behind = KeptPixels(surface: kept, key: behindKey, valid: writable)
                }
            }
            if let data = cairo_image_surface_get_data(targetSurface.pointer) {
                let rowLength = targetSurface.stride / 4
                let origin = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self) + box.y * rowLength + box.x
                let below = keptBehind.flatMap { kept in
                    cairo_image_surface_get_data(kept.surface.pointer).map {
                        (pixels: UnsafePointer(UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt32.self)),
                         rowLength: kept.surface.stride / 4)
                    }
                }
                // What opaque views drawn later cover is left alone (the story card over the
                // blur as it opens or closes).
                let covers = coversToSkip(above: view, box: box, region: region, pass: pass)
                PixelKernels.stretch(finished.wide, width: box.width, height: finished.smallHeight, factor: finished.factor,
                                     into: origin, rowLength: rowLength, height: box.height,
                                     region: region, blend: UInt32((shown * 256).rounded()), below: below, skipping: covers)
                cairo_surface_mark_dirty(targetSurface.pointer)
                statistics.backdropsBlendedDirectly += 1
                return
            }
        }
        // Not blended straight into the frame after all (a translucent blur): the pixels
        // behind are copied now, before the blur is drawn over them.
        if handsOverFrame, let behindKey, let writable, let kept = copy(of: targetSurface) {
            finished.behind = KeptPixels(surface: kept, key: behindKey, valid: writable)
        }
        if let kept = keptBehind {
            let bitmap = SharedBitmap(kept.surface)
            pass.draw(within: boxRect) { context in
                cairo_save(context)
                cairo_rectangle(context, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
                cairo_clip(context)
                bitmap.setSource(on: context, x: Double(box.x), y: Double(box.y))
                cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
                cairo_paint(context)
                cairo_restore(context)
            }
        }
        guard let surface = bake(&finished) else { return }
        let outline = square ? nil : Self.outline(of: view, state.bounds, cornerRadius: state.cornerRadius).elements
        let bitmap = SharedBitmap(surface)
        let isOpaque = finished.isOpaque
        // Shown whole, square and opaque, it replaces every pixel of its box.
        if outline == nil, isOpaque, shown >= 0.999 { pass.occlude([boxRect]) }
        // Square, it is a copy of whole pixels, each on its own: it may be drawn around what
        // covers it later (a story card dragged smaller over the blur covers most of it).
        pass.draw(within: boxRect, takesHoles: outline == nil) { context in
            cairo_save(context)
            if let outline {
                Cairo.setMatrix(context, affine)
                Cairo.setPath(context, outline)
                cairo_identity_matrix(context)
            } else {
                // A square, unrotated backdrop: a pixel-aligned rectangle clip (a region for pixman).
                cairo_rectangle(context, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
            }
            cairo_clip(context)
            bitmap.setSource(on: context, x: Double(box.x), y: Double(box.y))
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
            // The blurred copy replaces what is behind: blurred·α + behind·(1 − α), so no sharp
            // edge shows through a translucent blur. For an opaque bitmap that is exactly OVER,
            // which pixman paints with an alpha about five times faster than SOURCE.
            cairo_set_operator(context, isOpaque ? CAIRO_OPERATOR_OVER : CAIRO_OPERATOR_SOURCE)
            if shown >= 0.999 { cairo_paint(context) } else { cairo_paint_with_alpha(context, shown) }
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            cairo_restore(context)
        }
    }

    /// Blends a fading backdrop over the whole frame drawn so far into a spare buffer, which
    /// the rest of the frame is then drawn into, leaving the frame drawn so far to be kept
    /// behind the backdrop (``CompositingPass/retarget(to:)``; the caller keeps it). Views drawn
    /// later that are opaque cover their part, as when blending in place: it is left unwritten
    /// (the spare holds older pixels there until they are drawn). False, changing nothing, when
    /// no spare buffer can be had.
    private func handOver(
        _ finished: BackdropContent, of view: UIView, box: (x: Int, y: Int, width: Int, height: Int),
        region: (columns: Range<Int>, rows: Range<Int>), shown: Double, pass: inout CompositingPass
    ) -> Bool {
        let drawn = pass.target
        guard let fresh = overwritableBitmap(width: drawn.pixelWidth, height: drawn.pixelHeight) else { return false }
        guard let below = cairo_image_surface_get_data(drawn.pointer), let data = cairo_image_surface_get_data(fresh.pointer) else {
            spareBitmaps.keep(fresh)
            return false
        }
        let covers = coversToSkip(above: view, box: box, region: region, pass: pass)
        PixelKernels.stretch(finished.wide, width: box.width, height: finished.smallHeight, factor: finished.factor,
                             into: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), rowLength: fresh.stride / 4,
                             height: box.height, region: region, blend: UInt32((shown * 256).rounded()),
                             below: (pixels: UnsafePointer(UnsafeMutableRawPointer(below).assumingMemoryBound(to: UInt32.self)),
                                     rowLength: drawn.stride / 4),
                             skipping: covers)
        cairo_surface_mark_dirty(fresh.pointer)
        guard pass.retarget(to: fresh) != nil else {
            // The checks above make this impossible: a pass in bands, outside groups, just replayed.
            assertionFailure("the frame could not be handed over")
            spareBitmaps.keep(fresh)
            return false
        }
        statistics.backdropsBlendedDirectly += 1
        statistics.backdropsKeptByHandOver += 1
        return true
    }

    /// The covers of views drawn after `view` (``covers(above:in:)``) inside the part of `box`
    /// written, relative to the box, that a fading backdrop's blend leaves alone; their pixels
    /// are added to ``RenderStatistics/backdropPixelsCovered``.
    private func coversToSkip(
        above view: UIView, box: (x: Int, y: Int, width: Int, height: Int), region: (columns: Range<Int>, rows: Range<Int>),
        pass: CompositingPass
    ) -> [PixelRect] {
        let written = PixelRect(x: region.columns.lowerBound, y: region.rows.lowerBound,
                                width: region.columns.count, height: region.rows.count)
        let covers = (pass.signature.map { Self.covers(above: view, in: $0) } ?? [])
            .map { PixelRect(x: $0.x - box.x, y: $0.y - box.y, width: $0.width, height: $0.height).intersection(written) }
            .filter { !$0.isEmpty }
        statistics.backdropPixelsCovered += written.area - written.subtracting(covers).reduce(0) { $0 + $1.area }
        return covers
    }

    /// A copy of a frame-sized surface's pixels in a spare bitmap (nil when none can be had).
    private func copy(of surface: CairoSurface) -> CairoSurface? {
        cairo_surface_flush(surface.pointer)
        guard let copy = overwritableBitmap(width: surface.pixelWidth, height: surface.pixelHeight) else { return nil }
        guard let source = cairo_image_surface_get_data(surface.pointer), let destination = cairo_image_surface_get_data(copy.pointer) else {
            spareBitmaps.keep(copy)
            return nil
        }
        let rowBytes = surface.pixelWidth * 4
        for row in 0..<surface.pixelHeight {
            (destination + row * copy.stride).update(from: source + row * surface.stride, count: rowBytes)
        }
        cairo_surface_mark_dirty(copy.pointer)
        return copy
    }

    /// The pixels of `box`, under the backdrop of `view`, that the frame in the buffer already
    /// holds as the views drawn before `view` draw them: those outside the damage between the
    /// frame in the buffer (all its views) and this frame's views before `view` (a view drawn
    /// then that is not below `view` now, such as a card now lifted above it, damages where it
    /// was). Nil when there are none, or the buffer holds no frame to keep, or the drawing so
    /// far has been replayed over it, or goes into a group.
    func pixelsAlreadyDrawn(below view: UIView, box: PixelRect, pass: CompositingPass) -> [PixelRect]? {
        guard pass.groupDepth == 0, let buffered = pass.bufferedFrame, let signature = pass.signature, pass.banded?.hasReplayed == false,
            let index = signature.views.firstIndex(where: { $0 === view }),
            let changed = Self.damage(from: buffered.entries, views: buffered.views,
                                      to: Array(signature.entries[..<index]), views: Array(signature.views[..<index]),
                                      width: pass.target.pixelWidth, height: pass.target.pixelHeight, wholeFrameShare: 1)
        else { return nil }
        let unchanged = box.subtracting(changed)
        return unchanged.isEmpty ? nil : unchanged
    }

    /// For every view that blurs what is below it, a hash of the views drawn before it whose
    /// pixels can reach it: each one whose rectangle (``DamageEntry/rect``, its bounds and
    /// shadow as clipped, two pixels wider) meets the backdrop's, with its damage fingerprint
    /// (its presented state, content, place, opacity and clip) and rectangle, in drawing order.
    /// Nothing else drawn before it writes a pixel of its box: while the hash is the same, so
    /// are the pixels its blur reads and those kept behind it.
    static func behindKeys(of signature: FrameSignature) -> [ObjectIdentifier: Int] {
        var keys: [ObjectIdentifier: Int] = [:]
        for (index, (view, entry)) in zip(signature.views, signature.entries).enumerated() where entry.samplesBelow {
            guard let reach = entry.rect else { continue }
            var hasher = Hasher()
            for earlier in signature.entries[..<index] {
                guard let rect = earlier.rect, rect.intersects(reach) else { continue }
                hasher.combine(earlier.fingerprint)
                hasher.combine(rect)
            }
            keys[ObjectIdentifier(view)] = hasher.finalize()
        }
        return keys
    }

    /// The pixels that views drawn after `view` in the frame of `signature` make opaque
    /// (their ``DamageEntry/covers``), the largest first, at most ``maximumCovers`` of at least
    /// ``leastCoverArea`` pixels each (a fading backdrop's blend skips them; more would cost
    /// more in splitting its rows than they save). None when `view` is not in the frame.
    static func covers(above view: UIView, in signature: FrameSignature) -> [PixelRect] {
        guard let index = signature.views.firstIndex(where: { $0 === view }) else { return [] }
        let later = signature.entries[(index + 1)...].flatMap(\.covers).filter { $0.area >= leastCoverArea }
        return Array(later.sorted { $0.area > $1.area }.prefix(maximumCovers))
    }

    /// The most covers ``covers(above:in:)`` keeps for a backdrop.
    static let maximumCovers = 8
    /// The fewest pixels a cover ``covers(above:in:)`` keeps has.
    static let leastCoverArea = 4096

    /// The columns and rows of `box` (relative to it) that drawing may touch, when the context
    /// draws straight onto the frame (no group) through a clip of at most one rectangle; nil
    /// when it does not (then Cairo must draw).
    private static func writableRegion(
        of box: (x: Int, y: Int, width: Int, height: Int), context: OpaquePointer, targetSurface: CairoSurface
    ) -> (columns: Range<Int>, rows: Range<Int>)? {
        guard cairo_get_group_target(context) == targetSurface.pointer,
            let list = cairo_copy_clip_rectangle_list(context)
        else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles <= 1 else { return nil }
        guard list.pointee.num_rectangles == 1, let clip = list.pointee.rectangles?.pointee else { return (0..<0, 0..<0) }
        // Only whole pixels of the clip can be written without antialiasing its edge.
        guard [clip.x, clip.y, clip.width, clip.height].allSatisfy({ $0 == $0.rounded() }) else { return nil }
        let left = Swift.max(box.x, Int(clip.x)), top = Swift.max(box.y, Int(clip.y))
        let right = Swift.min(box.x + box.width, Int(clip.x + clip.width)), bottom = Swift.min(box.y + box.height, Int(clip.y + clip.height))
        guard right > left, bottom > top else { return (0..<0, 0..<0) }
        return ((left - box.x)..<(right - box.x), (top - box.y)..<(bottom - box.y))
    }

    /// Computes the finished backdrop bitmap from the box of the frame so far, shrunk (what the
    /// bands have not shrunk yet is now), blurred by `sigma` device pixels, writing into the
    /// previous bitmap when it has the same size (no new 5 MB allocation per change). (The
    /// frame is read from its memory: it is drawn through the bands' own surfaces, so Cairo's
    /// object for it may still believe it is clear, and copying through Cairo would copy
    /// nothing.)
    private func blurredBackdrop(
        _ backdrop: Backdrop, shrunk shrink: BackdropShrink, sigma: Double, view: UIView, signature: Int, reusing previous: BackdropContent?
    ) -> BackdropContent? {
        let box = shrink.box, factor = shrink.factor
        var small = (pixels: shrink.finish(), width: shrink.smallWidth, height: shrink.smallHeight)
        BoxBlur.blur(&small.pixels, width: small.width, height: small.height, sigma: sigma / Double(factor))
        // The tint is painted OVER; doing it before the (linear) upscale gives the same result.
        let isOpaque = PixelKernels.saturateAndTint(&small.pixels, saturation: backdrop.saturation, tint: backdrop.tint)
        // Scaled up along the rows once; each frame that shows it stretches these down the columns.
        guard let wide = PixelKernels.widen(small.pixels, width: small.width, height: small.height, factor: factor, to: box.width)
        else { return nil }
        // Keep the previous full-size buffer (same size) to bake into later, if it is needed.
        let buffer = previous.flatMap { $0.baked?.pixelWidth == box.width && $0.baked?.pixelHeight == box.height ? $0.baked : nil }
        return BackdropContent(view: view, signature: signature, wide: wide, smallHeight: small.height, factor: factor,
                               width: box.width, height: box.height, baked: buffer, isBaked: false, isOpaque: isOpaque)
    }

    /// The full-size bitmap of a backdrop, scaled up now if it has not been yet.
    private func bake(_ content: inout BackdropContent) -> CairoSurface? {
        if content.isBaked, let baked = content.baked { return baked }
        guard let surface = content.baked ?? overwritableBitmap(width: content.width, height: content.height) else { return nil }
        cairo_surface_flush(surface.pointer)
        guard let data = cairo_image_surface_get_data(surface.pointer) else { return nil }
        PixelKernels.stretch(content.wide, width: content.width, height: content.smallHeight, factor: content.factor,
                             into: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                             rowLength: surface.stride / 4, height: content.height)
        cairo_surface_mark_dirty(surface.pointer)
        content.baked = surface
        content.isBaked = true
        return surface
    }

    /// How many times a backdrop is shrunk on each side before it is blurred: 8 while the
    /// blur left at that size is still σ ≥ 2.5 pixels (wide blurs: the App Store's blur at scale
    /// 2 and 3), else 4. Against a full-size blur, away from the edges, both differ by at most
    /// 2–3 levels, 0.13–0.28 on average (measured in the tests); an 8× shrink blurs and tints
    /// a quarter of the pixels a 4× one does.
    nonisolated static func shrinkFactor(sigma: Double) -> Int {
        sigma.isFinite && sigma / 8 >= 2.5 ? 8 : 4
    }
}
