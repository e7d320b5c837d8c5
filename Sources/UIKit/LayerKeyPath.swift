import Foundation
import Motion

/// A layer property named by a Core Animation key path (`"opacity"`, `"transform.scale"`):
/// how to read it from a ``LayerState``, write it into one, and turn an animation's untyped
/// values (`fromValue`, `values`) into its type. ``CAPropertyAnimation`` documents the paths.
struct LayerKeyPath: AnimatedKeyPath {
    /// The animatable property the path is part of.
    let property: AnimatableProperty
    /// The kind of value it holds.
    let kind: AnimatedValue.Kind
    /// Reads the value from a state.
    let read: (LayerState) -> AnimatedValue
    /// Writes a value (of ``kind``) into a state.
    let write: (inout LayerState, AnimatedValue) -> Void

    /// The key path's property, or nil for a path Today does not animate.
    init?(_ path: String) {
        switch path {
        case "opacity": self.init(scalar: \.alpha, .alpha)
        case "cornerRadius": self.init(scalar: \.cornerRadius, .cornerRadius)
        case "borderWidth": self.init(scalar: \.borderWidth, .borderWidth)
        case "shadowOpacity": self.init(scalar: \.shadowOpacity, .shadowOpacity)
        case "shadowRadius": self.init(scalar: \.shadowRadius, .shadowRadius)
        case "zPosition": self.init(scalar: \.zPosition, .zPosition)
        case "position": self.init(point: \.center, .center)
        case "position.x": self.init(coordinate: \.center.x, .center)
        case "position.y": self.init(coordinate: \.center.y, .center)
        case "anchorPoint": self.init(point: \.anchorPoint, .anchorPoint)
        case "bounds": self.init(property: .bounds, kind: .rect, read: { .rect($0.bounds) }, write: { state, value in
            if case .rect(let rect) = value { state.bounds = rect }
        })
        case "bounds.size": self.init(property: .bounds, kind: .size, read: { .size($0.bounds.size) }, write: { state, value in
            if case .size(let size) = value { state.bounds.size = size }
        })
        case "bounds.size.width": self.init(coordinate: \.bounds.size.width, .bounds)
        case "bounds.size.height": self.init(coordinate: \.bounds.size.height, .bounds)
        case "shadowOffset": self.init(property: .shadowOffset, kind: .size, read: { .size($0.shadowOffset) }, write: { state, value in
            if case .size(let size) = value { state.shadowOffset = size }
        })
        case "backgroundColor": self.init(property: .backgroundColor, kind: .color, read: { .color($0.backgroundColor ?? .clear) }, write: { state, value in
            if case .color(let color) = value { state.backgroundColor = color }
        })
        case "borderColor": self.init(property: .borderColor, kind: .color, read: { .color($0.borderColor) }, write: { state, value in
            if case .color(let color) = value { state.borderColor = color }
        })
        case "shadowColor": self.init(property: .shadowColor, kind: .color, read: { .color($0.shadowColor) }, write: { state, value in
            if case .color(let color) = value { state.shadowColor = color }
        })
        case "transform": self.init(property: .transform, kind: .transform, read: { .transform($0.transform) }, write: { state, value in
            if case .transform(let transform) = value { state.transform = transform }
        })
        case "sublayerTransform":
            self.init(property: .sublayerTransform, kind: .transform, read: { .transform($0.sublayerTransform) }, write: { state, value in
                if case .transform(let transform) = value { state.sublayerTransform = transform }
            })
        case "transform.scale": self.init(transformPart: { $0.scale.x }, { parts, value in parts.scale = SIMD3(value, value, value) })
        case "transform.scale.x": self.init(transformPart: { $0.scale.x }, { parts, value in parts.scale.x = value })
        case "transform.scale.y": self.init(transformPart: { $0.scale.y }, { parts, value in parts.scale.y = value })
        case "transform.translation.x": self.init(transformPart: { $0.translation.x }, { parts, value in parts.translation.x = value })
        case "transform.translation.y": self.init(transformPart: { $0.translation.y }, { parts, value in parts.translation.y = value })
        case "transform.rotation", "transform.rotation.z": self.init(rotationAbout: 2)
        case "transform.rotation.x": self.init(rotationAbout: 0)
        case "transform.rotation.y": self.init(rotationAbout: 1)
        default: return nil
        }
    }

    private init(property: AnimatableProperty, kind: AnimatedValue.Kind, read: @escaping (LayerState) -> AnimatedValue,
                 write: @escaping (inout LayerState, AnimatedValue) -> Void) {
        self.property = property
        self.kind = kind
        self.read = read
        self.write = write
    }

    private init(scalar keyPath: WritableKeyPath<LayerState, Double> & Sendable, _ property: AnimatableProperty) {
        self.init(property: property, kind: .scalar, read: { .scalar($0[keyPath: keyPath]) }, write: { state, value in
            if case .scalar(let number) = value { state[keyPath: keyPath] = number }
        })
    }

    private init(coordinate keyPath: WritableKeyPath<LayerState, CGFloat> & Sendable, _ property: AnimatableProperty) {
        self.init(property: property, kind: .scalar, read: { .scalar(Double($0[keyPath: keyPath])) }, write: { state, value in
            if case .scalar(let number) = value { state[keyPath: keyPath] = CGFloat(number) }
        })
    }

    private init(point keyPath: WritableKeyPath<LayerState, CGPoint> & Sendable, _ property: AnimatableProperty) {
        self.init(property: property, kind: .point, read: { .point($0[keyPath: keyPath]) }, write: { state, value in
            if case .point(let point) = value { state[keyPath: keyPath] = point }
        })
    }

    /// A part of the transform: read from the model's transform taken apart, and written
    /// into it with its other parts kept (from the identity when it cannot be taken apart).
    private init(transformPart read: @escaping (DecomposedTransform3D) -> Double,
                 _ write: @escaping (inout DecomposedTransform3D, Double) -> Void) {
        self.init(property: .transform, kind: .scalar, read: { state in
            .scalar(read(state.transform.decomposed() ?? .identity))
        }, write: { state, value in
            guard case .scalar(let number) = value else { return }
            var parts = state.transform.decomposed() ?? .identity
            write(&parts, number)
            state.transform = CATransform3D(parts)
        })
    }

    /// The rotation about one axis (0: x, 1: y, 2: z): written as the transform's whole
    /// rotation, so an angle of 2π is a full turn, not none; read as the angle about that axis
    /// when the rotation is about it alone (else 0).
    private init(rotationAbout axis: Int) {
        self.init(property: .transform, kind: .scalar, read: { state in
            let rotation = (state.transform.decomposed() ?? .identity).rotation
            let components = [rotation.x, rotation.y, rotation.z]
            let others = components.enumerated().filter { $0.offset != axis }.map { Swift.abs($0.element) }
            guard others.allSatisfy({ $0 < 1e-12 }) else { return .scalar(0) }
            return .scalar(2 * atan2(components[axis], rotation.w))
        }, write: { state, value in
            guard case .scalar(let angle) = value else { return }
            var parts = state.transform.decomposed() ?? .identity
            parts.rotation = Quaternion(angle: angle, axisX: axis == 0 ? 1 : 0, y: axis == 1 ? 1 : 0, z: axis == 2 ? 1 : 0)
            state.transform = CATransform3D(parts)
        })
    }

    /// An animation's untyped value as this path's kind, or nil when it is not one (or not
    /// finite).
    func value(from any: Any?) -> AnimatedValue? {
        AnimatedValue(any, as: kind)
    }
}
