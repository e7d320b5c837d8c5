import Foundation

/// A colour as Core Graphics holds it (`CGColor`, which Foundation lacks on Linux): what
/// Core Animation's colour properties take (`layer.shadowColor = UIColor.black.cgColor`).
/// Make one with ``UIColor/cgColor``; read one back with ``UIColor/init(cgColor:)``.
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour, in sRGB with straight alpha.
    let color: UIColor

    init(_ color: UIColor) { self.color = color }

    /// The red, green, blue and alpha components, 0…1.
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) } }
    /// The number of components (4: red, green, blue, alpha).
    public var numberOfComponents: Int { 4 }
    /// The alpha component, 0…1.
    public var alpha: CGFloat { CGFloat(color.alpha) }
    /// A textual form.
    public var description: String { "CGColor(\(color))" }
}

extension UIColor {
    /// This colour as Core Graphics holds it. A Core Graphics colour is fixed: a dynamic colour
    /// is resolved with ``UITraitCollection/current`` (as on iOS, where
    /// `layer.borderColor = UIColor.label.cgColor` keeps the appearance current when it ran).
    public var cgColor: CGColor { CGColor(resolvedColor(with: UITraitCollection.current)) }

    /// The colour a Core Graphics colour holds.
    public init(cgColor: CGColor) { self = cgColor.color }
}
