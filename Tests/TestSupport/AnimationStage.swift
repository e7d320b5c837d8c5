import Motion
import UIKit

/// A 390 × 844 window holding one 100 × 100 view at the origin, for animation tests, ticked a
/// frame (1/60 s) at a time.
@MainActor
public struct AnimationStage {
    /// The window.
    public let window = UIWindow(size: CGSize(width: 390, height: 844))
    /// The view to animate (centre (50, 50)).
    public let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// One frame.
    public static let frame = 1.0 / 60

    /// A stage.
    public init() {
        window.addSubview(view)
    }

    /// Lets `count` frames pass.
    public func frames(_ count: Int) {
        for _ in 0..<Swift.max(0, count) { window.tick(elapsed: Self.frame) }
    }

    /// Lets `seconds` pass, in whole frames.
    public func seconds(_ seconds: Double) {
        frames(Int((seconds / Self.frame).rounded()))
    }
}
