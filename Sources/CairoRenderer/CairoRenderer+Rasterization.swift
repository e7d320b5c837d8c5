import CCairo
import Motion
import UIKit

extension CairoRenderer {
    /// The bitmap of a layer with `shouldRasterize`: the layer and its subtree drawn in the
    /// layer's own coordinates, without its transform or opacity.
    struct RasterizedContent {
        weak var view: UIView?
        /// A hash of everything drawn into the bitmap (``rasterSignature(of:state:scale:)``).
        let signature: Int
        /// The bitmap, with a device scale of ``scale``: its user space is the layer's points,
        /// offset by ``extent``'s origin.
        let surface: CairoSurface
        /// The part of the layer's bounds coordinates the bitmap covers.
        let extent: CGRect
        /// Bitmap pixels per point.
        let scale: Double
    }

    /// Draws a layer with `shouldRasterize` from its bitmap. The bitmap is rendered once what
    /// is drawn into it has stayed the same for two frames in a row, as played (the frame
    /// signature walk records each frame's, reused or not). Until then (the first frame a
    /// layer is rasterized, and the frame after something in it changed) this returns false
    /// and the caller draws the layer as usual, so a subtree that changes every frame is never
    /// rendered into a bitmap it cannot reuse. False too when the bitmap cannot be made (over
    /// ``largestRasterShare`` frames' pixels, or refused by Cairo).
    func compositeRasterized(_ view: UIView, state: LayerState, affine: CGAffineTransform, alpha: Double, pass: inout CompositingPass) -> Bool {
        let identifier = ObjectIdentifier(view)
        // Computed again rather than taken from the frame's signature walk: a snapshot between
        // frames draws the views as they are now.
        let (signature, extent) = rasterSignature(of: view, state: state, scale: Double(view.layer.rasterizationScale))
        guard !extent.isEmpty, extent.isFinite else { return true }  // nothing to draw
        pass.noteDrawn(signature)
        let raster: RasterizedContent
        if let cached = rasterCache[identifier], cached.view === view, cached.signature == signature {
            raster = cached
            statistics.rasterizedLayersReused += 1
        } else {
            // A bitmap of what was there before is of no more use, but for its pixels' memory.
            if let stale = rasterCache.removeValue(forKey: identifier) { spareBitmaps.keep(stale.surface) }
            guard previousRasterSignatures[identifier] == signature, rasterSignatures[identifier] == signature
            else { return false }
            guard let rendered = renderRaster(of: view, state: state, extent: extent, signature: signature,
                                              scale: Double(view.layer.rasterizationScale))
            else { return false }
            raster = rendered
            rasterCache[identifier] = rendered
            statistics.rasterizedLayersRendered += 1
        }
        let placed = CGAffineTransform(a: affine.a, b: affine.b, c: affine.c, d: affine.d,
                                       tx: affine.tx + affine.a * extent.minX + affine.c * extent.minY,
                                       ty: affine.ty + affine.b * extent.minX + affine.d * extent.minY)
        let covering = extent.applying(affine)
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(pass.context, &left, &top, &right, &bottom)
        guard covering.maxX > left, covering.minX < right, covering.maxY > top, covering.minY < bottom else { return true }
        drawBitmap(raster.surface, scale: raster.scale, placed: placed, covering: covering, alpha: alpha, pass: pass)
        return true
    }

    /// The largest rasterized bitmap, as a multiple of the frame's pixels.
    static let largestRasterShare = 4.0

    /// Renders a layer and its subtree into a new bitmap covering `extent` of its bounds
    /// coordinates, at `scale` (lowered to fit the renderer's limits). Nil when the bitmap would
    /// exceed ``largestRasterShare`` frames or Cairo refuses it.
    private func renderRaster(of view: UIView, state: LayerState, extent: CGRect, signature: Int, scale requested: Double) -> RasterizedContent? {
        var scale = Self.fittedScale(requested, for: extent.size)
        let area = extent.width * extent.height * scale * scale
        if area > Self.maximumFramePixels { scale *= (Self.maximumFramePixels / area).squareRoot() }
        let width = Swift.max(1, Int((extent.width * scale).rounded(.up)))
        let height = Swift.max(1, Int((extent.height * scale).rounded(.up)))
        // A bitmap over four times the frame's pixels (a subview far outside unclipped bounds)
        // would cost more memory than it saves time: the layer is drawn as if not rasterized.
        if let frame = target, Double(width) * Double(height) > Self.largestRasterShare * Double(frame.pixelWidth * frame.pixelHeight) {
            return nil
        }
        // A spare bitmap is written over (one given up by a card pressed before, or the memory
        // of a frame-sized one): a new one costs its page faults.
        guard let surface = overwritableBitmap(width: width, height: height) else { return nil }
        // Drawn in pixels (a spare one still has the device scale it was shown with).
        cairo_surface_set_device_scale(surface.pointer, 1, 1)
        let context = cairo_create(surface.pointer)!
        defer { cairo_destroy(context) }
        // The subtree is drawn as into a frame whose scale is the bitmap's, so views at rest in
        // it get bitmaps of exactly that scale, copied; and in bands, on every core, as a frame
        // is (the bands' first operation clears the bitmap).
        var offscreen = CompositingPass(context: context, target: surface, deviceScale: scale)
        let map = ProjectiveTransform(translationX: -extent.minX, y: -extent.minY)
            .concatenating(ProjectiveTransform(scaleX: scale, y: scale))
        // Its bands keep their first rows out of curves drawn inside path clips, as a frame's do.
        let banded = compositingBands > 1 || skipsOccludedDrawing
            ? BandedCompositing(target: surface, damage: nil, count: compositingBands,
                                fragileRows: compositingBands > 1 ? Self.rowCurves(inBitmapOf: view, state: state, map: map, width: width, height: height) : [])
            : nil
        if banded == nil {
            cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        }
        offscreen.banded = banded
        offscreen.skipsOccluded = skipsOccludedDrawing
        // Nothing clips the subtree but the bitmap's edges: what is opaque in it hides what it
        // covers (a card's shadow and the bitmap's clearing, under the card), as on a frame.
        offscreen.coverClip = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
        let identifier = ObjectIdentifier(view)
        rasterizing.insert(identifier)
        compositeBody(view, state: state, map: map, alpha: 1, pass: &offscreen)
        rasterizing.remove(identifier)
        banded?.flush()
        statistics.operationsOccluded += banded?.operationsOccluded ?? 0
        statistics.operationHoles += banded?.operationHoles ?? 0
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS, banded?.failed != true else { return nil }
        cairo_surface_flush(surface.pointer)
        cairo_surface_set_device_scale(surface.pointer, scale, scale)
        return RasterizedContent(view: view, signature: signature, surface: surface, extent: extent, scale: scale)
    }

    /// The ``DamageEntry/rowCurves`` of every view drawn into a rasterized layer's bitmap of
    /// `width` × `height` pixels, `map` taking the layer's bounds to them: the rows its bands'
    /// first rows must not pass, as a frame's walk gives them for the frame's bands. (The
    /// frame's walk gives the same views' in frame pixels, where the bitmap is drawn whole.)
    static func rowCurves(inBitmapOf root: UIView, state rootState: LayerState, map rootMap: ProjectiveTransform,
                          width: Int, height: Int) -> [PixelRect] {
        var rows: [PixelRect] = []
        func visit(_ view: UIView, state: LayerState, map: ProjectiveTransform, clip: CGRect, clipCurves: [PixelRect]) {
            // Nothing of a hidden or transparent view is drawn (see `composite`).
            guard !state.isHidden, state.alpha > 0.001, state.bounds.isFinite, state.center.isFinite else { return }
            let (curves, rowCurves) = Self.curves(of: view, state: state, map: map, clip: clip,
                                                  rect: deviceRect(of: view, state: state, map: map, clip: clip),
                                                  holdsOnlySubviews: holdsOnlySubviews(view, state: state), clipCurves: clipCurves)
            rows += rowCurves
            var childClip = clip, childClipCurves = clipCurves
            if view.clipsToBounds {
                childClip = Self.clip(insideBoundsOf: state, map: map, clip: clip)
                if childClip.isNull { return }
                childClipCurves += curves
            }
            for subview in view.subviewsInDrawingOrder {
                let subviewState = subview.presentation
                visit(subview, state: subviewState, map: UIView.mapToSuperview(subviewState, superviewState: state).concatenating(map),
                      clip: childClip, clipCurves: childClipCurves)
            }
            if let mask = view.maskChild {
                let maskState = mask.presentation
                visit(mask, state: maskState, map: UIView.mapToSuperview(maskState, superviewState: state).concatenating(map),
                      clip: clip, clipCurves: clipCurves)
            }
        }
        visit(root, state: rootState, map: rootMap, clip: CGRect(x: 0, y: 0, width: Double(width), height: Double(height)), clipCurves: [])
        return rows
    }

    /// A hash of everything a rasterized layer's bitmap is drawn from (its own state but for
    /// where it is placed and its opacity, and every visible view in it with its state and
    /// content), and the part of its bounds coordinates the subtree can touch (shadows and
    /// subviews outside unclipped bounds included, two points wider for antialiasing). Every
    /// view visited is marked as seen this frame, so the caches of a subtree drawn from the
    /// bitmap are kept for when it is rendered again.
    func rasterSignature(of root: UIView, state rootState: LayerState, scale: Double) -> (signature: Int, extent: CGRect) {
        var hasher = Hasher()
        hasher.combine(scale)
        var extent = CGRect.null
        let unbounded = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        func visit(_ view: UIView, state: LayerState, superviewState: LayerState?, parentMap: ProjectiveTransform, clip: CGRect) {
            let identifier = ObjectIdentifier(view)
            seenThisFrame.insert(identifier)
            if let cached = contentCache[identifier], cached.view === view, let shared = cached.shared { noteSharedDrawn(shared) }
            hasher.combine(identifier)
            hasher.combine(state)
            guard !state.isHidden, state.alpha > 0.001, state.bounds.isFinite, state.center.isFinite else { return }
            Self.combineDrawing(of: view, into: &hasher)
            hasher.combine(view.childViews.count)  // the subtree's shape
            let map = superviewState.map { UIView.mapToSuperview(state, superviewState: $0).concatenating(parentMap) } ?? parentMap
            if let rect = Self.deviceRect(of: view, state: state, map: map, clip: clip) {
                extent = extent.union(CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
            }
            var childClip = clip
            if view.clipsToBounds {
                childClip = Self.clip(insideBoundsOf: state, map: map, clip: clip)
                if childClip.isNull { return }
            }
            for subview in view.subviewsInDrawingOrder {
                visit(subview, state: subview.presentation, superviewState: state, parentMap: map, clip: childClip)
            }
            if let mask = view.maskChild {
                visit(mask, state: mask.presentation, superviewState: state, parentMap: map, clip: clip)
            }
        }
        // The layer itself is hashed without what places it (centre, anchor, transform) or its
        // opacity: the bitmap is the same wherever and however it is shown.
        var own = rootState
        own.center = .zero
        own.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        own.transform = .identity
        own.alpha = 1
        own.zPosition = 0
        visit(root, state: own, superviewState: nil, parentMap: .identity, clip: unbounded)
        return (hasher.finalize(), extent.isNull ? .zero : extent)
    }
}
