import Motion

/// A backdrop effect: what is behind a view, blurred and tinted, becomes its background
/// (the heart of `UIVisualEffectView`).
public struct Backdrop: Hashable, Sendable {
    /// The Gaussian-like blur radius in points.
    public var blurRadius: Double
    /// A colour laid over the blurred backdrop.
    public var tint: Color
    /// Colour saturation of the backdrop (1 unchanged, above 1 more vivid).
    public var saturation: Double

    /// A backdrop effect.
    public init(blurRadius: Double, tint: Color, saturation: Double = 1) {
        self.blurRadius = blurRadius.isFinite ? Swift.max(0, blurRadius) : 0
        self.tint = tint
        self.saturation = saturation.isFinite ? Swift.max(0, saturation) : 1
    }
}
