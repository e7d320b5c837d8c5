import Foundation

/// Where a radial gradient runs (Core Graphics' `drawRadialGradient` arguments): from a start
/// circle, where it has its first colour, to an end circle, where it has its last, through the
/// circles between, whose centres and radii are interpolated.
public struct GradientCircles: Hashable, Sendable {
    /// The start circle's centre.
    public var startCenter: CGPoint
    /// The start circle's radius (0: a point).
    public var startRadius: Double
    /// The end circle's centre.
    public var endCenter: CGPoint
    /// The end circle's radius.
    public var endRadius: Double

    /// Circles from a start to an end; a negative radius is 0 (a NaN one stays, and makes the
    /// circles not ``isDrawable``).
    public init(startCenter: CGPoint, startRadius: Double, endCenter: CGPoint, endRadius: Double) {
        self.startCenter = startCenter
        self.startRadius = startRadius < 0 ? 0 : startRadius
        self.endCenter = endCenter
        self.endRadius = endRadius < 0 ? 0 : endRadius
    }

    /// Whether every value is finite and the two circles differ (equal circles paint nothing).
    public var isDrawable: Bool {
        startCenter.isFinite && endCenter.isFinite && startRadius.isFinite && endRadius.isFinite
            && (startCenter != endCenter || startRadius != endRadius)
    }
}
