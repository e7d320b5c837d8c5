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
    /// version, clip, layer options, backdrop, shared content and whether it has subviews (a
    /// partly transparent view with subviews is drawn as a group). How many it has is the
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
        hasher.combine(view.subviews.isEmpty)
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
        func visit(_ view: UIView, superviewState: LayerState?, parentMap: ProjectiveTransform, alpha: Double, clip: CGRect, coverClip: CGRect) {
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
                rasterSignatures[identifier] = rasterSignature(of: view, state: state, scale: Double(view.layer.rasterizationScale)).signature
                // Rasterizing changes the pixels only once the layer is drawn from its bitmap
                // (its first frame rasterized is drawn layer by layer).
                if rasterCache[identifier] != nil { own.combine(view.layer.rasterizationScale) }
            }
            let ownHash = own.finalize()
            hasher.combine(ownHash)
            // The tree's shape, which the list of views alone does not give.
            hasher.combine(view.subviews.count)
            let map = UIView.mapToSuperview(state, superviewState: superviewState).concatenating(parentMap)
            let shown = alpha * state.alpha
            var placed = Hasher()
            placed.combine(ownHash)
            placed.combine(map)
            placed.combine(shown)
            placed.combine(clip.origin.x); placed.combine(clip.origin.y); placed.combine(clip.size.width); placed.combine(clip.size.height)
            let rect = Self.deviceRect(of: view, state: state, map: map, clip: clip)
            // Nothing of its own: no background, border, shadow, content, gradient or blur, and no clip
            // for its subviews (see `compositeBody` and `drawBackgroundAndBorder`).
            let holdsOnlySubviews = !((state.backgroundColor?.alpha ?? 0) > 0) && state.borderWidth <= 0 && state.shadowOpacity <= 0
                && !view.drawsContent && view.backdrop == nil && view.gradientFill == nil && !view.clipsToBounds
            entries.append(DamageEntry(fingerprint: placed.finalize(), rect: rect, samplesBelow: view.backdrop != nil,
                                       holdsOnlySubviews: holdsOnlySubviews,
                                       covers: Self.coverRects(of: view, state: state, map: map, shown: shown, clip: coverClip)))
            var childClip = clip
            if view.clipsToBounds {
                let bounds = map.isAffine ? state.bounds.applying(map.affineTransform) : map.boundingBox(of: state.bounds) ?? clip
                childClip = bounds.isFinite ? clip.intersection(bounds) : clip
                if childClip.isNull { childClip = .zero }
            }
            let childCoverClip = Self.coverClip(for: view, state: state, map: map, clip: coverClip)
            for subview in view.subviewsInDrawingOrder {
                visit(subview, superviewState: state, parentMap: map, alpha: shown, clip: childClip, coverClip: childCoverClip)
            }
        }
        previousRasterSignatures = rasterSignatures
        rasterSignatures.removeAll(keepingCapacity: true)
        visit(window, superviewState: nil, parentMap: ProjectiveTransform(scaleX: scale, y: scale), alpha: 1, clip: frame, coverClip: frame)
        return FrameSignature(hash: hasher.finalize(), views: views, entries: entries)
    }
}
