import UIKit

extension CairoRenderer {
    /// A view of the last composited frame, held weakly so the renderer keeps nothing alive.
    struct WeakView {
        weak var view: UIView?
    }

    /// What a frame is drawn from, to tell whether the previous frame can be returned as it is.
    struct FrameSignature {
        /// A hash of the frame's size and scale, and for every view in drawing order its
        /// identity, presented state (every animatable property, the animations applied),
        /// content version, clipping, corner curve, backdrop and shared content key.
        var hash: Int
        /// The views visited, in drawing order. Compared by identity as well as hashed: a view
        /// freed and a new one allocated at the same address must not pass for the old one.
        var views: [UIView]
        /// Each view's part, in the same order, for the damage (see `CairoRenderer+Damage.swift`).
        var entries: [DamageEntry]

        /// Whether this frame draws exactly what `previous` drew.
        func matches(hash previousHash: Int?, views previousViews: [WeakView]) -> Bool {
            guard hash == previousHash, views.count == previousViews.count else { return false }
            for (view, previous) in zip(views, previousViews) where previous.view !== view { return false }
            return true
        }
    }

    /// Adds what a visible view's own pixels depend on besides its presented state: its content
    /// version, clip, layer options, backdrop, shared content, whether it has subviews (a
    /// partly transparent view with subviews is drawn as a group) and which view masks it (its
    /// mask's own look is the mask's to add, as a subview's is). How many it has is the
    /// shape of the tree, which the walks that need it add themselves: a view added or removed
    /// changes no pixel of its superview's own.
    static func combineDrawing(of view: UIView, into hasher: inout Hasher) {
        hasher.combine(view.contentVersion)
        hasher.combine(view.clipsToBounds)
        hasher.combine(view.layer.cornerCurve)
        hasher.combine(view.layer.maskedCorners)
        hasher.combine(view.layer.isDoubleSided)
        hasher.combine(view.layer.shadowPath)
        hasher.combine(view.drawsContent)
        hasher.combine(view.backdrop)
        hasher.combine(view.gradientFill)
        hasher.combine(view.sharedContentKey)
        hasher.combine(view.childViews.isEmpty)
        hasher.combine(view.maskChild.map(ObjectIdentifier.init))
    }

    /// The signature of the frame `window` would draw now. Two frames with the same signature
    /// are the same pixels, as Core Animation skips a frame with no commit and nothing animating.
    /// The same walk gives each view's ``DamageEntry``: what changed, and where; and the
    /// signature of each rasterized layer's subtree (``rasterSignatures``), so that whether a
    /// layer is drawn from its bitmap depends on the frames played, not on which of them were
    /// composited.
    func frameSignature(of window: UIWindow, pixelWidth: Int, pixelHeight: Int, scale: Double) -> FrameSignature {
        var hasher = Hasher()
        var views: [UIView] = []
        var entries: [DamageEntry] = []
        views.reserveCapacity(lastFrameViews.count)
        entries.reserveCapacity(lastFrameViews.count)
        hasher.combine(pixelWidth)
        hasher.combine(pixelHeight)
        hasher.combine(scale)
        let frame = CGRect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        func visit(_ view: UIView, superviewState: LayerState?, parentMap: ProjectiveTransform, alpha: Double, clip: CGRect, coverClip: CGRect,
                   clipCurves: [PixelRect], container: ScrollContainer?, onFrame: Bool, masks: Int) {
            let state = view.presentation
            views.append(view)
            hasher.combine(state)
            // Nothing of a hidden or transparent view is drawn (see `composite`).
            guard !state.isHidden, state.alpha > 0.001, state.bounds.isFinite, state.center.isFinite else {
                entries.append(DamageEntry(fingerprint: 0, rect: nil, samplesBelow: false))
                return
            }
            var own = Hasher()
            own.combine(state)
            Self.combineDrawing(of: view, into: &own)
            if view.layer.shouldRasterize, view.backdrop == nil {
                let identifier = ObjectIdentifier(view)
                let signature = rasterSignature(of: view, state: state, scale: Double(view.layer.rasterizationScale)).signature
                rasterSignatures[identifier] = signature
                // Rasterizing changes the pixels only once the layer is drawn from its bitmap
                // (its first frame rasterized is drawn layer by layer): from the frame that
                // draws it so, as `compositeRasterized` decides (its bitmap kept, or what it
                // draws the same as in the frame before), not the frame after, whose damage
                // would come one frame late.
                let cached = rasterCache[identifier]
                if (cached?.view === view && cached?.signature == signature) || previousRasterSignatures[identifier] == signature {
                    own.combine(view.layer.rasterizationScale)
                }
            }
            let ownHash = own.finalize()
            hasher.combine(ownHash)
            // The tree's shape, which the list of views alone does not give.
            hasher.combine(view.childViews.count)
            let map = UIView.mapToSuperview(state, superviewState: superviewState).concatenating(parentMap)
            let shown = alpha * state.alpha
            let mask = view.maskChild
            // The masks around the view: one set or unset changes every pixel under it.
            var masksHere = masks
            if let mask { masksHere = Self.masks(masks, adding: mask) }
            var placed = Hasher()
            placed.combine(ownHash)
            placed.combine(masksHere)
            placed.combine(map)
            placed.combine(shown)
            placed.combine(clip.origin.x); placed.combine(clip.origin.y); placed.combine(clip.size.width); placed.combine(clip.size.height)
            let rect = Self.deviceRect(of: view, state: state, map: map, clip: clip)
            let holdsOnlySubviews = Self.holdsOnlySubviews(view, state: state)
            // Drawn straight onto the frame, unturned: not into a rasterized layer's bitmap or
            // through a perspective warp (whose pixels need not move with their place).
            let plain = onFrame && map.isAffine && !view.layer.shouldRasterize
            let index = entries.count
            let (curves, rowCurves) = Self.curves(of: view, state: state, map: map, clip: clip, rect: rect, holdsOnlySubviews: holdsOnlySubviews,
                                                  clipCurves: clipCurves)
            entries.append(DamageEntry(fingerprint: placed.finalize(), rect: rect, samplesBelow: view.backdrop != nil,
                                       holdsOnlySubviews: holdsOnlySubviews,
                                       covers: Self.coverRects(of: view, state: state, map: map, shown: shown, clip: mask == nil ? coverClip : .null),
                                       curves: curves, rowCurves: rowCurves,
                                       scrolled: plain ? container?.placement(of: ownHash, map: map.affineTransform, shown: shown) : nil,
                                       oneBoxDrawing: Self.oneBoxDrawing(of: view, state: state, map: map, clip: clip,
                                                                         holdsOnlySubviews: holdsOnlySubviews),
                                       // A scroll view's mask stays where it is while its content moves.
                                       scroller: plain && mask == nil ? Self.scroller(view, state: state, map: map.affineTransform, shown: shown,
                                                                                      clip: clip, coverClip: coverClip) : nil))
            var childClip = clip
            var childClipCurves = clipCurves
            if view.clipsToBounds {
                childClip = Self.clip(insideBoundsOf: state, map: map, clip: clip)
                if childClip.isNull { childClip = .zero }
                // A rounded or turned clip is a path (a square unturned one, boxes): its curves,
                // the view's own (a clipping view never holds only subviews).
                childClipCurves += curves
            }
            // What a masked view draws covers nothing: the mask may let through what is below.
            let childCoverClip = mask == nil ? Self.coverClip(for: view, state: state, map: map, clip: coverClip) : .null
            var childContainer: ScrollContainer? = nil
            if let scroller = entries[index].scroller {
                childContainer = ScrollContainer(view: ObjectIdentifier(view), origin: scroller.contentOrigin)
            } else if plain, let container {
                childContainer = view.clipsToBounds ? container.clipped(to: state.bounds.applying(map.affineTransform)) : container
            }
            for subview in view.subviewsInDrawingOrder {
                visit(subview, superviewState: state, parentMap: map, alpha: shown, clip: childClip, coverClip: childCoverClip,
                      clipCurves: childClipCurves, container: childContainer, onFrame: plain, masks: masksHere)
            }
            // The mask's own pixels are never shown, but where they change, the masked view's
            // do: its entries damage there. It lies in the view's coordinates, inside the clip
            // around the view (not the view's own, which does not clip its mask), and moves
            // with the view's content in a scroll view as the view does.
            var maskExtent: PixelRect? = nil
            let maskStart = entries.count
            if let mask {
                visit(mask, superviewState: state, parentMap: map, alpha: 1, clip: clip, coverClip: .null,
                      clipCurves: clipCurves, container: container, onFrame: plain, masks: masksHere)
                maskExtent = Self.drawnExtent(of: entries[maskStart...])
            }
            if entries[index].scroller != nil {
                let descendants = entries.count - index - 1
                entries[index].scroller?.descendants = descendants
            }
            // Drawn as a group (as `compositeBody` decides): damage touching any of it takes
            // all of it. A masked view shows nothing outside its mask's drawing: its group is
            // only where both draw (empty when the mask draws nothing: then nothing is drawn).
            if let maskExtent {
                entries[index].groupExtent = Self.drawnExtent(of: entries[index..<maskStart]).intersection(maskExtent)
            } else if state.alpha < 0.999 && !view.childViews.isEmpty {
                let extent = Self.drawnExtent(of: entries[index...])
                if !extent.isEmpty { entries[index].groupExtent = extent }
            }
        }
        previousRasterSignatures = rasterSignatures
        rasterSignatures.removeAll(keepingCapacity: true)
        visit(window, superviewState: nil, parentMap: ProjectiveTransform(scaleX: scale, y: scale), alpha: 1, clip: frame, coverClip: frame,
              clipCurves: [], container: nil, onFrame: true, masks: 0)
        return FrameSignature(hash: hasher.finalize(), views: views, entries: entries)
    }

    /// The ``DamageEntry/oneBoxDrawing`` of `view` with `state`, shown with `map` inside `clip`
    /// (device pixels): the whole pixels its square fill on fractions of a pixel, or its
    /// fills and strokes drawn straight onto the frame, can touch; or nil.
    static func oneBoxDrawing(of view: UIView, state: LayerState, map: ProjectiveTransform, clip: CGRect,
                              holdsOnlySubviews: Bool) -> PixelRect? {
        guard !holdsOnlySubviews else { return nil }
        if view.vectorDrawing != nil {
            // Its bounds are its drawing's reach, with a pixel for antialiasing.
            return deviceRect(of: view, state: state, map: map, clip: clip)
        }
        guard !view.drawsContent, state.cornerRadius <= 0, map.isAffine,
            (state.backgroundColor?.alpha ?? 0) > 0 || view.gradientFill != nil || state.borderWidth > 0
        else { return nil }
        let affine = map.affineTransform
        guard affine.b == 0, affine.c == 0 else { return nil }
        let onScreen = state.bounds.applying(affine)
        let edges = [onScreen.minX, onScreen.minY, onScreen.maxX, onScreen.maxY]
        guard edges.allSatisfy(\.isFinite), !edges.allSatisfy({ Swift.abs($0 - $0.rounded()) < 1e-9 }) else { return nil }
        let touched = onScreen.intersection(clip)
        guard !touched.isNull, !touched.isEmpty, [touched.minX, touched.minY, touched.maxX, touched.maxY].allSatisfy({ Swift.abs($0) < 1e9 })
        else { return nil }
        let left = Int(touched.minX.rounded(.down)), top = Int(touched.minY.rounded(.down))
        return PixelRect(x: left, y: top, width: Int(touched.maxX.rounded(.up)) - left, height: Int(touched.maxY.rounded(.up)) - top)
    }

    /// The bounds of the pixels `entries` can touch, leaving out views that hold only
    /// subviews (their subviews' entries account for their pixels); empty for none.
    static func drawnExtent(of entries: ArraySlice<DamageEntry>) -> PixelRect {
        entries.reduce(PixelRect.empty) { extent, entry in
            guard !entry.holdsOnlySubviews, let rect = entry.rect else { return extent }
            return extent.union(rect)
        }
    }

    /// The token for the masks around a view (`masks`, 0 for none) and `mask` inside them.
    static func masks(_ masks: Int, adding mask: UIView) -> Int {
        var hasher = Hasher()
        hasher.combine(masks)
        hasher.combine(ObjectIdentifier(mask))
        return hasher.finalize()
    }

    /// The scroll view a frame's walk is inside (one with a ``DamageEntry/Scroller``), for
    /// the places of the views in it (``DamageEntry/scrolled``).
    struct ScrollContainer {
        /// The scroll view.
        var view: ObjectIdentifier
        /// Where its content's origin lands on the frame (device pixels).
        var origin: CGPoint
        /// The clips of views inside it around the view being visited, relative to `origin`
        /// (`.infinite` for none): they move with the content.
        var innerClip = CGRect.infinite

        /// The container inside a view of it that clips to `bounds` (device pixels).
        func clipped(to bounds: CGRect) -> ScrollContainer {
            var inner = self
            let relative = bounds.offsetBy(dx: -origin.x, dy: -origin.y)
            inner.innerClip = relative.isFinite ? innerClip.intersection(relative) : innerClip
            return inner
        }

        /// The place of a view with `ownHash` (see `frameSignature`), `map` and `shown` opacity
        /// inside it: its map's position relative to the content's origin, held to 1/65536 of
        /// a pixel (two frames' sums of the same place differ in the last bits).
        func placement(of ownHash: Int, map: CGAffineTransform, shown: Double) -> DamageEntry.ScrolledPlacement {
            var hasher = Hasher()
            func combineHeld(_ value: Double) { hasher.combine((value * 65536).rounded()) }
            hasher.combine(ownHash)
            combineHeld(map.a); combineHeld(map.b); combineHeld(map.c); combineHeld(map.d)
            combineHeld(map.tx - origin.x); combineHeld(map.ty - origin.y)
            hasher.combine(shown)
            if innerClip.isInfinite {
                hasher.combine(0)
            } else {
                combineHeld(innerClip.minX); combineHeld(innerClip.minY); combineHeld(innerClip.width); combineHeld(innerClip.height)
            }
            return DamageEntry.ScrolledPlacement(container: view, fingerprint: hasher.finalize())
        }
    }

    /// The ``DamageEntry/Scroller`` of `view` with `state`, `map` (straight onto the frame),
    /// `shown` opacity and `clip` (device pixels) around it: nil unless it is a scroll view
    /// drawing an opaque background and nothing else of its own (no border, shadow, corner,
    /// content, gradient or blur), clipping its subviews without a sublayer transform, shown
    /// unturned at full opacity, its visible part on whole pixels and square: inside what
    /// every clip around it keeps whole (`coverClip`; a story card's rounded corners cut into
    /// a scroll view in it, which lets what is below show there).
    static func scroller(_ view: UIView, state: LayerState, map: CGAffineTransform, shown: Double, clip: CGRect,
                         coverClip: CGRect) -> DamageEntry.Scroller? {
        guard view is UIScrollView, shown >= 1, view.clipsToBounds, (state.backgroundColor?.alpha ?? 0) >= 1,
            state.borderWidth <= 0, state.shadowOpacity <= 0, state.cornerRadius <= 0, state.sublayerTransform == .identity,
            !view.drawsContent, view.backdrop == nil, view.gradientFill == nil,
            map.b == 0, map.c == 0, map.a > 0, map.d > 0, map.tx.isFinite, map.ty.isFinite,
            let visible = wholePixels(of: state.bounds.applying(map).intersection(clip)), !coverClip.isNull,
            wholePixels(of: state.bounds.applying(map).intersection(coverClip)) == visible
        else { return nil }
        var unscrolled = state
        unscrolled.bounds.origin = .zero
        var hasher = Hasher()
        hasher.combine(unscrolled)
        combineDrawing(of: view, into: &hasher)
        hasher.combine(map.a)
        hasher.combine(map.d)
        hasher.combine(visible)
        return DamageEntry.Scroller(contentOrigin: CGPoint(x: map.tx, y: map.ty), fingerprint: hasher.finalize(), visible: visible)
    }
}
