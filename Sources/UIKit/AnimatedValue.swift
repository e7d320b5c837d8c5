import Foundation
import Motion

/// A value an explicit animation moves through, of the kind its key path holds: what
/// `fromValue`, `toValue` and `values` become once read (``init(_:as:)``). It is
/// `Interpolatable`, so a keyframe animation's values run on Motion's `Keyframes`, every
/// calculation mode included.
enum AnimatedValue: Equatable, Interpolatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(UIColor)
    case transform(CATransform3D)
    /// A list of colours (a gradient's `colors`).
    case colors([UIColor])
    /// A list of numbers (a gradient's `locations`).
    case numbers([Double])
    /// An outline (a shape layer's `path`).
    case path(Path)

    /// The kinds of value a key path holds.
    enum Kind {
        case scalar, point, size, rect, color, transform, colors, numbers, path
    }

    /// An animation's untyped value read as `kind`, or nil when it is not one (or not finite).
    init?(_ any: Any?, as kind: Kind) {
        guard let any else { return nil }
        switch kind {
        case .scalar:
            guard let number = Self.number(any) else { return nil }
            self = .scalar(number)
        case .point:
            guard let point = any as? CGPoint, point.isFinite else { return nil }
            self = .point(point)
        case .size:
            guard let size = any as? CGSize, size.width.isFinite, size.height.isFinite else { return nil }
            self = .size(size)
        case .rect:
            guard let rect = any as? CGRect, rect.isFinite else { return nil }
            self = .rect(rect)
        case .color:
            guard let color = any as? CGColor else { return nil }
            self = .color(UIColor(cgColor: color))
        case .transform:
            guard let transform = any as? CATransform3D, transform.isFinite else { return nil }
            self = .transform(transform)
        case .colors:
            guard let list = any as? [Any] else { return nil }
            let colors = list.compactMap { ($0 as? CGColor).map(UIColor.init(cgColor:)) }
            guard colors.count == list.count else { return nil }
            self = .colors(colors)
        case .numbers:
            guard let list = any as? [Any] else { return nil }
            let numbers = list.compactMap(Self.number)
            guard numbers.count == list.count else { return nil }
            self = .numbers(numbers)
        case .path:
            guard let path = any as? CGPath else { return nil }
            self = .path(path.path)
        }
    }

    /// A finite number from any of Swift's and Foundation's number types.
    private static func number(_ any: Any) -> Double? {
        let number: Double? = switch any {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
        return number.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The value as an animation's untyped value (what ``init(_:as:)`` reads back).
    var anyValue: Any {
        switch self {
        case .scalar(let number): number
        case .point(let point): point
        case .size(let size): size
        case .rect(let rect): rect
        case .color(let color): color.cgColor
        case .transform(let transform): transform
        case .colors(let colors): colors.map(\.cgColor)
        case .numbers(let numbers): numbers
        case .path(let path): CGPath(path: path, shape: nil)
        }
    }

    /// The value a fraction `amount` of the way to `other`. Lists move item by item when they
    /// are as long; values of different kinds or lengths jump at the end.
    func interpolated(to other: AnimatedValue, amount: Double) -> AnimatedValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * amount)
        case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, amount: amount))
        case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, amount: amount))
        case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, amount: amount))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, amount: amount))
        case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, amount: amount))
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolated(to: $1, amount: amount) })
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * amount })
        case (.path(let a), .path(let b)):
            return a.interpolated(to: b, amount: amount).map(AnimatedValue.path) ?? (amount < 1 ? self : other)
        default: return amount < 1 ? self : other
        }
    }

    /// The distance to `other`, for paced keyframes: that of the values' own type; item by
    /// item for lists as long; 0 between values of different kinds or lengths.
    func animationDistance(to other: AnimatedValue) -> Double {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): Swift.abs(b - a)
        case (.point(let a), .point(let b)): a.animationDistance(to: b)
        case (.size(let a), .size(let b)): a.animationDistance(to: b)
        case (.rect(let a), .rect(let b)): a.animationDistance(to: b)
        case (.color(let a), .color(let b)): a.animationDistance(to: b)
        case (.transform(let a), .transform(let b)): a.animationDistance(to: b)
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            zip(a, b).map { $0.animationDistance(to: $1) }.reduce(0, +)
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            zip(a, b).map { ($1 - $0) * ($1 - $0) }.reduce(0, +).squareRoot()
        case (.path(let a), .path(let b)):
            a.pointDistance(to: b) ?? 0
        default: 0
        }
    }

    /// The weighted sum of four values, for cubic keyframes: that of the values' own type;
    /// item by item for lists as long. Values of different kinds or lengths give the second
    /// (the key the segment leaves).
    static func affineCombination(_ values: (AnimatedValue, AnimatedValue, AnimatedValue, AnimatedValue),
                                  weights: (Double, Double, Double, Double)) -> AnimatedValue {
        switch values {
        case (.scalar(let a), .scalar(let b), .scalar(let c), .scalar(let d)):
            return .scalar(weights.0 * a + weights.1 * b + weights.2 * c + weights.3 * d)
        case (.point(let a), .point(let b), .point(let c), .point(let d)):
            return .point(CGPoint.affineCombination((a, b, c, d), weights: weights))
        case (.size(let a), .size(let b), .size(let c), .size(let d)):
            return .size(CGSize.affineCombination((a, b, c, d), weights: weights))
        case (.rect(let a), .rect(let b), .rect(let c), .rect(let d)):
            return .rect(CGRect.affineCombination((a, b, c, d), weights: weights))
        case (.color(let a), .color(let b), .color(let c), .color(let d)):
            return .color(UIColor.affineCombination((a, b, c, d), weights: weights))
        case (.transform(let a), .transform(let b), .transform(let c), .transform(let d)):
            return .transform(CATransform3D.affineCombination((a, b, c, d), weights: weights))
        case (.colors(let a), .colors(let b), .colors(let c), .colors(let d)) where Set([a.count, b.count, c.count, d.count]).count == 1:
            return .colors(a.indices.map { UIColor.affineCombination((a[$0], b[$0], c[$0], d[$0]), weights: weights) })
        case (.numbers(let a), .numbers(let b), .numbers(let c), .numbers(let d)) where Set([a.count, b.count, c.count, d.count]).count == 1:
            return .numbers(a.indices.map { weights.0 * a[$0] + weights.1 * b[$0] + weights.2 * c[$0] + weights.3 * d[$0] })
        default:
            return values.1
        }
    }

    /// `self + factor · other` for numbers, points, sizes and lists of numbers as long
    /// (`byValue`, `isAdditive`); nil for other kinds.
    func adding(_ other: AnimatedValue, times factor: Double) -> AnimatedValue? {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): .scalar(a + factor * b)
        case (.point(let a), .point(let b)): .point(CGPoint(x: a.x + factor * b.x, y: a.y + factor * b.y))
        case (.size(let a), .size(let b)): .size(CGSize(width: a.width + factor * b.width, height: a.height + factor * b.height))
        case (.numbers(let a), .numbers(let b)) where a.count == b.count: .numbers(zip(a, b).map { $0 + factor * $1 })
        default: nil
        }
    }
}

/// A property named by a Core Animation key path, on the state it lives in: a view's
/// ``LayerState`` (``LayerKeyPath``) or a gradient layer's look (``GradientKeyPath``).
protocol AnimatedKeyPath {
    /// The state the property lives in.
    associatedtype Target
    /// Reads the property.
    var read: (Target) -> AnimatedValue { get }
    /// Writes a value of the path's kind.
    var write: (inout Target, AnimatedValue) -> Void { get }
    /// An animation's untyped value as the path's kind (nil: not one).
    func value(from any: Any?) -> AnimatedValue?
}
