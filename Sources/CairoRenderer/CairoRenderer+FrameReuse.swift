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

        /// Whether this frame draws exactly what `previous` drew.
        func matches(hash previousHash: Int?, views previousViews: [WeakView]) -> Bool {
            guard hash == previousHash, views.count == previousViews.count else { return false }
            for (view, previous) in zip(views, previousViews) where previous.view !== view { return false }
            return true
        }
    }

    /// The signature of the frame `window` would draw now. Two frames with the same signature
    /// are the same pixels, as Core Animation skips a frame with no commit and nothing animating.
    func frameSignature(of window: UIWindow, pixelWidth: Int, pixelHeight: Int, scale: Double) -> FrameSignature {
        var hasher = Hasher()
        var views: [UIView] = []
        views.reserveCapacity(lastFrameViews.count)
        hasher.combine(pixelWidth)
        hasher.combine(pixelHeight)
        hasher.combine(scale)
        func visit(_ view: UIView) {
            let state = view.presentation
            views.append(view)
            hasher.combine(state)
            // Nothing of a hidden or transparent view is drawn (see `composite`).
            guard !state.isHidden, state.alpha > 0.001 else { return }
            hasher.combine(view.contentVersion)
            hasher.combine(view.clipsToBounds)
            hasher.combine(view.layer.cornerCurve)
            hasher.combine(view.layer.maskedCorners)
            hasher.combine(view.layer.isDoubleSided)
            hasher.combine(view.layer.shadowPath)
            hasher.combine(view.drawsContent)
            hasher.combine(view.backdrop)
            hasher.combine(view.sharedContentKey)
            hasher.combine(view.subviews.count)
            for subview in view.subviewsInDrawingOrder { visit(subview) }
        }
        visit(window)
        return FrameSignature(hash: hasher.finalize(), views: views)
    }
}
