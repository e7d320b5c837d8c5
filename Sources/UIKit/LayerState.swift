import Foundation
import Motion

/// Every animatable property of a view's layer, as one value: what Core Animation keeps in a
/// layer's model and presentation copies.
///
/// A ``UIView`` keeps its model state (what you set) here; the renderer draws
/// ``UIView/presentation``, which the animation system derives from the model and the
/// running animations. Content (text, images, gradients) is not here: it is drawn once into a
/// cached bitmap and redrawn only when ``UIView/setNeedsDisplay()`` is called.
public struct LayerState: Hashable, Sendable {
    /// The view's own coordinate space: origin (scroll offset) and size.
    public var bounds: CGRect = .zero
    /// The position of the anchor point in the superview's coordinates.
    public var center: CGPoint = .zero
    /// The point of the bounds, in unit coordinates, that `center` places and transforms pivot
    /// about; (0.5, 0.5) is the middle.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The transform about the anchor point, with perspective (`m34`).
    public var transform: CATransform3D = .identity
    /// A transform applied to the subviews, about the middle of the bounds (used to give them a
    /// shared perspective).
    public var sublayerTransform: CATransform3D = .identity
    /// The opacity of the view and its subviews, 0...1.
    public var alpha: Double = 1
    /// Whether the view and its subviews are not drawn.
    public var isHidden = false
    /// The fill behind the content; nil for none.
    public var backgroundColor: UIColor?
    /// The corner radius of the background, border, shadow and (with `masksToBounds`) clip.
    public var cornerRadius: Double = 0
    /// The border width in points, drawn inside the bounds.
    public var borderWidth: Double = 0
    /// The border colour.
    public var borderColor: UIColor = .black
    /// The shadow colour.
    public var shadowColor: UIColor = .black
    /// The shadow opacity, 0...1; 0 draws no shadow.
    public var shadowOpacity: Double = 0
    /// The shadow's blur radius in points (Core Animation's `shadowRadius`).
    public var shadowRadius: Double = 3
    /// The shadow's offset in points.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The order among siblings (Core Animation's `zPosition`): higher is in front.
    public var zPosition: Double = 0
    /// For a ``UIVisualEffectView``: how much of the effect is applied, 0 (none) ... 1 (full).
    public var effectAmount: Double = 0

    /// A state with defaults (Core Animation's).
    public init() {}
}
