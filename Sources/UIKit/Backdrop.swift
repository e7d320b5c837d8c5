import Motion

/// A backdrop effect: what is behind a view, blurred and tinted, becomes its background
/// (the heart of `UIVisualEffectView`).
public struct Backdrop: Hashable, Sendable {
    /// The Gaussian-like blur radius in points.
    public var blurRadius: Double
    /// A colour laid over the blurred backdrop.
    public var tint: UIColor
    /// Colour saturation of the backdrop (1 unchanged, above 1 more vivid).
    public var saturation: Double
    /// How much of the effect shows, 0…1: the finished effect is blended over the sharp
    /// backdrop by this much, so animating it reuses one blur instead of computing a new radius
    /// every frame.
    public var opacity: Double

    /// A backdrop effect.
    public init(blurRadius: Double, tint: UIColor, saturation: Double = 1, opacity: Double = 1) {
        self.blurRadius = blurRadius.isFinite ? Swift.max(0, blurRadius) : 0
        self.tint = tint
        self.saturation = saturation.isFinite ? Swift.max(0, saturation) : 1
        self.opacity = opacity.isFinite ? Swift.min(1, Swift.max(0, opacity)) : 0
    }
}
