import Foundation

/// A gradient layer's own animatable properties by key path (`"colors"`, `"locations"`,
/// `"startPoint"`, `"endPoint"`): read from and written into its ``GradientLook``.
struct GradientKeyPath: AnimatedKeyPath {
    /// The kind of value the path holds.
    let kind: AnimatedValue.Kind
    /// Reads the value from a look.
    let read: (GradientLook) -> AnimatedValue
    /// Writes a value (of ``kind``) into a look.
    let write: (inout GradientLook, AnimatedValue) -> Void

    /// The key path's property, or nil for one that is not a gradient's own.
    init?(_ path: String) {
        switch path {
        case "colors":
            kind = .colors
            read = { .colors($0.colors) }
            write = { look, value in if case .colors(let colors) = value { look.colors = colors } }
        case "locations":
            kind = .numbers
            read = { look in .numbers(look.locations ?? GradientKeyPath.evenlySpaced(look.colors.count)) }
            write = { look, value in if case .numbers(let numbers) = value { look.locations = numbers } }
        case "startPoint":
            kind = .point
            read = { .point($0.startPoint) }
            write = { look, value in if case .point(let point) = value { look.startPoint = point } }
        case "endPoint":
            kind = .point
            read = { .point($0.endPoint) }
            write = { look, value in if case .point(let point) = value { look.endPoint = point } }
        default:
            return nil
        }
    }

    /// `count` locations spaced evenly from 0 to 1.
    static func evenlySpaced(_ count: Int) -> [Double] {
        count > 1 ? (0..<count).map { Double($0) / Double(count - 1) } : [0]
    }

    /// An animation's untyped value as this path's kind (nil: not one).
    func value(from any: Any?) -> AnimatedValue? {
        AnimatedValue(any, as: kind)
    }
}
