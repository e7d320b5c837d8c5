import UIKit

/// The flip demo's shared numbers and transforms (seed 004): 0.6 s in three equal keyframes,
/// cubic, with a perspective of m34 = −0.002 on the container.
public enum FlipTransition {
    /// The whole transition, in seconds.
    public static let duration = 0.6
    /// The perspective the container gives its subviews.
    public static let perspective: CATransform3D = {
        var transform = CATransform3D.identity
        transform.m34 = -0.002
        return transform
    }()
    /// The corner radius of a card.
    public static let cardCornerRadius = 16.0

    /// A rotation about the y axis.
    public static func yRotation(_ angle: Double) -> CATransform3D {
        CATransform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    }
}
