import Foundation
import Motion

/// A linear gradient filling a view's rounded bounds, as a `CAGradientLayer` does: the
/// renderer fills it straight onto the frame every frame, with no bitmap to draw again when
/// it changes or to scale while the view animates (``UIView/gradientFill``).
public struct LinearGradientFill: Hashable, Sendable {
    /// The colours and stops.
    public var gradient: Gradient
    /// Where the gradient starts, in unit coordinates of the bounds.
    public var startPoint: CGPoint
    /// Where it ends, in unit coordinates of the bounds.
    public var endPoint: CGPoint

    /// A gradient from `startPoint` to `endPoint` (unit coordinates of the bounds).
    public init(gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}
