import Motion
import UIKit

/// A graphics context that draws nothing and writes down every call made of it, in order, as
/// a line of text (points to two decimals), so tests can assert exactly what a view drew.
@MainActor
public final class RecordingGraphicsContext: GraphicsContext {
    /// The calls made, in order.
    public private(set) var calls: [String] = []

    /// A context with no calls yet.
    public init() {}

    /// Forgets the calls so far.
    public func reset() { calls.removeAll() }

    /// Records `fill PATH COLOUR RULE`.
    public func fill(_ path: Path, with color: UIColor, rule: CGPathFillRule) {
        calls.append("fill \(Self.describe(path)) \(Self.describe(color)) \(rule)")
    }

    /// Records `stroke PATH COLOUR width W`.
    public func stroke(_ path: Path, with color: UIColor, style: StrokeStyle) {
        calls.append("stroke \(Self.describe(path)) \(Self.describe(color)) width \(Self.number(style.lineWidth))")
    }

    /// Records `gradient [COLOURS] START-END`.
    public func fill(_ path: Path, with gradient: Gradient, from start: CGPoint, to end: CGPoint) {
        calls.append("gradient \(gradient.colors.map(Self.describe)) \(Self.describe(start))-\(Self.describe(end))")
    }

    /// Records `image WxH in RECT alpha A`.
    public func draw(_ image: UIImage, in rect: CGRect, alpha: Double) {
        calls.append("image \(image.pixelWidth)x\(image.pixelHeight) in \(Self.describe(rect)) alpha \(Self.number(alpha))")
    }

    /// Records `text "TEXT" SIZEpt COLOUR ALIGNMENT at ORIGIN`.
    public func draw(_ text: String, style: TextStyle, in rect: CGRect, fromTop: Bool) {
        calls.append("text \"\(text)\" \(Self.number(style.font.size))pt \(Self.describe(style.color)) \(style.alignment) at \(Self.describe(rect.origin))")
    }

    /// Records `radial COLOURS (x,y) r-(x,y) r` and whether it extends.
    public func fill(_ path: Path, with gradient: Gradient, circles: GradientCircles, extends: Bool) {
        calls.append("radial \(gradient.colors.map(Self.describe)) \(Self.describe(circles.startCenter)) \(Self.number(circles.startRadius))"
            + "-\(Self.describe(circles.endCenter)) \(Self.number(circles.endRadius))\(extends ? " extended" : "")")
    }

    /// Records `blend MODE`.
    public func setBlendMode(_ mode: CGBlendMode) { calls.append("blend \(mode)") }

    /// Records `shadow (dx,dy) blur B COLOUR`, or `no shadow`.
    public func setShadow(_ shadow: DrawingShadow?) {
        guard let shadow else { return calls.append("no shadow") }
        calls.append("shadow (\(Self.number(shadow.offset.width)),\(Self.number(shadow.offset.height))) blur \(Self.number(shadow.blur)) \(Self.describe(shadow.color))")
    }

    /// Records `save`.
    public func saveState() { calls.append("save") }

    /// Records `restore`.
    public func restoreState() { calls.append("restore") }

    /// Records `clip PATH RULE`.
    public func clip(to path: Path, rule: CGPathFillRule) {
        calls.append("clip \(Self.describe(path)) \(rule)")
    }

    /// Records `concatenate [a b c d tx ty]`.
    public func concatenate(_ transform: CGAffineTransform) {
        let parts = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Self.number)
        calls.append("concatenate [\(parts.joined(separator: " "))]")
    }

    /// A number to two decimals, without trailing zeros.
    public static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// A point as `(x,y)`.
    public static func describe(_ point: CGPoint) -> String { "(\(number(point.x)),\(number(point.y)))" }

    /// A rectangle as `(x,y wxh)`.
    public static func describe(_ rect: CGRect) -> String {
        "(\(number(rect.minX)),\(number(rect.minY)) \(number(rect.width))x\(number(rect.height)))"
    }

    /// A colour as `rgba(r,g,b,a)`, each to two decimals.
    public static func describe(_ color: UIColor) -> String {
        "rgba(\([color.red, color.green, color.blue, color.alpha].map(number).joined(separator: ",")))"
    }

    /// A path as its elements: `M(x,y) L(x,y) C(x,y) Z`.
    public static func describe(_ path: Path) -> String {
        path.elements.map { element in
            switch element {
            case .move(let point): "M\(describe(point))"
            case .line(let point): "L\(describe(point))"
            case .curve(let point, _, _): "C\(describe(point))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }
}
