import Foundation

/// Whether a layer is drawn through a bitmap of itself and its sublayers, and the bitmap's
/// scale. A view keeps one; ``CALayer`` reads and writes it.
struct LayerRasterization: Hashable {
    /// Whether the layer and its sublayers are drawn once into a bitmap, reused while they are
    /// unchanged.
    var isEnabled = false
    /// Bitmap pixels per point of the layer (positive and finite).
    var scale: Double = 1
}

extension CALayer {
    /// Whether the layer is rendered as a bitmap in its own coordinate space and that bitmap
    /// composited (false by default).
    ///
    /// As in Core Animation, the bitmap holds the layer's background, border, content, shadow
    /// and every sublayer, clipped as they are, and it is kept and reused while none of them
    /// changes: moving, scaling, rotating or fading the layer itself draws the one bitmap
    /// instead of each sublayer. The layer's ``opacity`` is not in the bitmap; it is applied
    /// when the bitmap is composited. A change anywhere inside (a sublayer's position, a
    /// label's text) renders the bitmap again, so it pays where a subtree is still and the
    /// layer moves: a card pressed under the finger, a view dragged.
    ///
    /// The bitmap is made at ``rasterizationScale`` pixels per point, 1 by default: set it to
    /// the screen's scale (`UIScreen.main.scale`) or the bitmap is shown enlarged and soft, as
    /// on iOS. Drawn scaled, it is sampled bilinearly.
    ///
    /// Differences from Core Animation (also in `docs/porting.md`): a layer that blurs what is
    /// behind it (a `UIVisualEffectView`'s) is never rasterized, since its pixels depend on
    /// the frame under it; a layer under a perspective transform, and one whose bitmap would
    /// hold over four times the frame's pixels, are drawn as if not rasterized; the bitmap is
    /// made in the second frame that shows the same subtree (the first is drawn layer by
    /// layer); and neither property animates.
    public var shouldRasterize: Bool {
        get { view?.rasterization.isEnabled ?? false }
        set { update { $0.rasterization.isEnabled = newValue } }
    }

    /// The scale, in pixels per point of the layer, at which a layer with ``shouldRasterize``
    /// is rendered into its bitmap (1 by default). Zero, negative, infinite and NaN values
    /// become 1; a bitmap that would exceed the renderer's largest side is made at the scale
    /// that fits.
    public var rasterizationScale: CGFloat {
        get { CGFloat(view?.rasterization.scale ?? 1) }
        set {
            let scale = Double(newValue)
            update { $0.rasterization.scale = scale.isFinite && scale > 0 ? scale : 1 }
        }
    }
}
