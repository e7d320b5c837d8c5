import Foundation

/// A shape layer's own animatable properties by key path (`"path"`, `"strokeStart"`,
/// `"strokeEnd"`, `"lineWidth"`, `"fillColor"`, `"strokeColor"`, `"lineDashPhase"`,
/// `"miterLimit"`): read from and written into its ``ShapeLook``.
struct ShapeKeyPath: AnimatedKeyPath {
    /// The kind of value the path holds.
    let kind: AnimatedValue.Kind
    /// Reads the value from a look.
    let read: (ShapeLook) -> AnimatedValue
    /// Writes a value (of ``kind``) into a look.
    let write: (inout ShapeLook, AnimatedValue) -> Void

    /// The key path's property, or nil for one that is not a shape's own.
    init?(_ path: String) {
        func scalar(_ keyPath: WritableKeyPath<ShapeLook, Double>) -> (AnimatedValue.Kind, (ShapeLook) -> AnimatedValue,
                                                                         (inout ShapeLook, AnimatedValue) -> Void) {
            (.scalar, { .scalar($0[keyPath: keyPath]) }, { look, value in if case .scalar(let number) = value { look[keyPath: keyPath] = number } })
        }
        func color(_ keyPath: WritableKeyPath<ShapeLook, UIColor?>) -> (AnimatedValue.Kind, (ShapeLook) -> AnimatedValue,
                                                                          (inout ShapeLook, AnimatedValue) -> Void) {
            // No colour animates as clear, as Core Animation's nil colour does.
            (.color, { .color($0[keyPath: keyPath] ?? .clear) }, { look, value in if case .color(let color) = value { look[keyPath: keyPath] = color } })
        }
        let parts: (AnimatedValue.Kind, (ShapeLook) -> AnimatedValue, (inout ShapeLook, AnimatedValue) -> Void)
        switch path {
        case "strokeStart": parts = scalar(\.strokeStart)
        case "strokeEnd": parts = scalar(\.strokeEnd)
        case "lineWidth": parts = scalar(\.stroke.lineWidth)
        case "lineDashPhase": parts = scalar(\.stroke.dashPhase)
        case "miterLimit": parts = scalar(\.stroke.miterLimit)
        case "fillColor": parts = color(\.fillColor)
        case "strokeColor": parts = color(\.strokeColor)
        case "path":
            parts = (.path, { .path($0.path ?? Path()) }, { look, value in if case .path(let path) = value { look.path = path } })
        default:
            return nil
        }
        (kind, read, write) = parts
    }

    /// An animation's untyped value as this path's kind (nil: not one).
    func value(from any: Any?) -> AnimatedValue? {
        AnimatedValue(any, as: kind)
    }
}
