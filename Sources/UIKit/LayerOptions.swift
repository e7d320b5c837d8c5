/// The parts of a layer that shape how it is drawn but do not animate in Today: the corner
/// curve, which corners are rounded, whether the back is drawn, and the shadow's path. A view
/// keeps one; ``CALayer`` reads and writes it.
struct LayerOptions: Hashable {
    /// How the corners are shaped (Core Animation's default, `.circular`).
    var cornerCurve: CALayerCornerCurve = .circular
    /// Which corners `cornerRadius` rounds (all by default).
    var maskedCorners: CACornerMask = .all
    /// Whether the layer is drawn when its back faces the viewer.
    var isDoubleSided = true
    /// The shape of the shadow (nil: the layer's rounded bounds).
    var shadowPath: CGPath?
}
