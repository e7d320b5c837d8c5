/// What a layer subclass draws from its own properties, which are not view state: a gradient
/// layer's colours and axis, a shape layer's path and stroke. The animations of those
/// properties blend into it (``PropertyAnimation/lookBlend``); each subclass presents its own
/// case and ignores the other.
enum LayerLook {
    /// A ``CAGradientLayer``'s.
    case gradient(GradientLook)
    /// A ``CAShapeLayer``'s.
    case shape(ShapeLook)

    /// A blend of a gradient's look as a blend of a layer's look (leaving any other alone).
    static func gradientBlend(_ blend: @escaping (inout GradientLook, Double) -> Void) -> (inout LayerLook, Double) -> Void {
        { look, progress in
            guard case .gradient(var gradient) = look else { return }
            blend(&gradient, progress)
            look = .gradient(gradient)
        }
    }

    /// A blend of a shape's look as a blend of a layer's look (leaving any other alone).
    static func shapeBlend(_ blend: @escaping (inout ShapeLook, Double) -> Void) -> (inout LayerLook, Double) -> Void {
        { look, progress in
            guard case .shape(var shape) = look else { return }
            blend(&shape, progress)
            look = .shape(shape)
        }
    }
}
