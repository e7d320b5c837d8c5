import Foundation

/// The shadow a ``GraphicsContext`` paints under everything drawn after
/// ``GraphicsContext/setShadow(_:)`` (what Core Graphics' `setShadow(offset:blur:color:)` sets):
/// the drawing's coverage, in one colour, blurred and moved.
public struct DrawingShadow: Hashable, Sendable {
    /// How far the shadow is moved, in the coordinates in force when it is set (in a view's
    /// drawing: points, positive height downward, as in UIKit's contexts).
    public var offset: CGSize
    /// How much it is blurred: a Gaussian of standard deviation `blur / 2`, in the same
    /// coordinates (as a layer's `shadowRadius`); 0 is a sharp copy.
    public var blur: Double
    /// Its colour; its alpha multiplies the drawing's coverage.
    public var color: UIColor

    /// A shadow; a non-finite offset is zero, and a negative, NaN or infinite blur is 0.
    public init(offset: CGSize, blur: Double, color: UIColor) {
        self.offset = offset.width.isFinite && offset.height.isFinite ? offset : .zero
        self.blur = blur.isFinite && blur > 0 ? blur : 0
        self.color = color
    }
}
