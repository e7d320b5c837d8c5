import Foundation
import Motion

/// A colour in the sRGB space with straight (not premultiplied) alpha; every component is in
/// 0...1 (UIKit's `UIColor` in its RGB form).
///
/// Colours animate component by component on these straight values, as Core Animation does. The
/// initialisers clamp components into 0...1 and turn NaN into 0, so a colour is always drawable.
///
/// A colour can also be *dynamic* (``init(dynamicProvider:)``): its components then depend on
/// the traits it is seen in, as the system colours do (``label``, ``systemBackground``,
/// ``systemBlue``…, whose dark appearance differs). ``resolvedColor(with:)`` gives the colour
/// for given traits; reading `red`, `green`, `blue`, `alpha` or ``cgColor`` resolves it
/// with ``UITraitCollection/current``, as on iOS. Views hold dynamic colours as set and resolve
/// them for their own ``UIView/traitCollection`` (see `UIView+Traits.swift`).
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The components of a colour that is not dynamic; for a dynamic colour, its light
    /// appearance (what identifies it beside its provider).
    @usableFromInline var base: Components
    /// The provider of a dynamic colour (nil for a fixed one).
    @usableFromInline var provider: DynamicProvider?

    /// The red component, 0...1 (of the colour resolved with ``UITraitCollection/current`` when
    /// dynamic).
    @inlinable
    public var red: Double {
        get { provider == nil ? base.red : resolvedForCurrentTraits.base.red }
        set { self = UIColor(red: newValue, green: green, blue: blue, alpha: alpha) }
    }
    /// The green component, 0...1 (resolved with ``UITraitCollection/current`` when dynamic).
    @inlinable
    public var green: Double {
        get { provider == nil ? base.green : resolvedForCurrentTraits.base.green }
        set { self = UIColor(red: red, green: newValue, blue: blue, alpha: alpha) }
    }
    /// The blue component, 0...1 (resolved with ``UITraitCollection/current`` when dynamic).
    @inlinable
    public var blue: Double {
        get { provider == nil ? base.blue : resolvedForCurrentTraits.base.blue }
        set { self = UIColor(red: red, green: green, blue: newValue, alpha: alpha) }
    }
    /// The opacity, 0 (transparent) ... 1 (opaque) (resolved with ``UITraitCollection/current``
    /// when dynamic).
    @inlinable
    public var alpha: Double {
        get { provider == nil ? base.alpha : resolvedForCurrentTraits.base.alpha }
        set { self = UIColor(red: red, green: green, blue: blue, alpha: newValue) }
    }

    /// A colour from components; each is clamped to 0...1 (NaN becomes 0).
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        base = Components(red: UIColor.clamp(red), green: UIColor.clamp(green), blue: UIColor.clamp(blue), alpha: UIColor.clamp(alpha))
        provider = nil
    }

    /// A colour from hue, saturation and brightness (HSB, also called HSV), each 0...1 as in
    /// UIKit: hue 0 and 1 are red, 1/3 green, 2/3 blue. Components are clamped to 0...1 (NaN
    /// becomes 0).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let hue = UIColor.clamp(hue), saturation = UIColor.clamp(saturation), brightness = UIColor.clamp(brightness)
        let sector = (hue * 6).truncatingRemainder(dividingBy: 6)
        let chroma = brightness * saturation
        let second = chroma * (1 - Swift.abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (Double, Double, Double)
        switch Int(sector) {
        case 0: (red, green, blue) = (chroma, second, 0)
        case 1: (red, green, blue) = (second, chroma, 0)
        case 2: (red, green, blue) = (0, chroma, second)
        case 3: (red, green, blue) = (0, second, chroma)
        case 4: (red, green, blue) = (second, 0, chroma)
        default: (red, green, blue) = (chroma, 0, second)
        }
        let lift = brightness - chroma
        self.init(red: red + lift, green: green + lift, blue: blue + lift, alpha: alpha)
    }

    /// A grey with the given brightness.
    @inlinable
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from a 24-bit `0xRRGGBB` value.
    @inlinable
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: alpha)
    }

    /// A colour from a hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    /// Returns nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let red = Double((value >> 8) & 0xF) / 15
            let green = Double((value >> 4) & 0xF) / 15
            let blue = Double(value & 0xF) / 15
            self.init(red: red, green: green, blue: blue)
        case 6:
            self.init(rgb: UInt32(value))
        case 8:
            self.init(rgb: UInt32(value >> 8), alpha: Double(value & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// The same colour with another opacity (a dynamic colour stays dynamic: each appearance
    /// takes the opacity).
    @inlinable
    public func withAlphaComponent(_ alpha: Double) -> UIColor {
        guard provider != nil else { return UIColor(red: base.red, green: base.green, blue: base.blue, alpha: alpha) }
        return UIColor { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    /// Equal when both are fixed with the same components, or share a provider (the renderer
    /// compares colours every frame: a provider is compared by identity, not through its
    /// `Equatable` conformance).
    @inlinable
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.base == rhs.base && lhs.provider === rhs.provider
    }

    /// Hashes the components, and a dynamic colour's provider.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(base)
        if let provider { hasher.combine(ObjectIdentifier(provider)) }
    }

    /// Clamps a component into 0...1; NaN becomes 0.
    @inlinable
    static func clamp(_ component: Double) -> Double {
        component.isNaN ? 0 : Swift.min(1, Swift.max(0, component))
    }

    /// A textual form, `rgba(r, g, b, a)` with components in 0...1 (a dynamic colour shows its
    /// light appearance, marked `dynamic`).
    public var description: String {
        "\(provider == nil ? "" : "dynamic ")rgba(\(base.red), \(base.green), \(base.blue), \(base.alpha))"
    }

    /// Opaque black.
    public static let black = UIColor(white: 0)
    /// Opaque white.
    public static let white = UIColor(white: 1)
    /// Fully transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)
}

extension UIColor: Interpolatable {
    /// Component-wise blend of straight RGBA, clamped to 0...1 (a spring that overshoots cannot
    /// leave the colour space).
    @inlinable
    public func interpolated(to other: UIColor, amount: Double) -> UIColor {
        UIColor(
            red: red + (other.red - red) * amount,
            green: green + (other.green - green) * amount,
            blue: blue + (other.blue - blue) * amount,
            alpha: alpha + (other.alpha - alpha) * amount)
    }

    /// The Euclidean distance between the RGBA components.
    @inlinable
    public func animationDistance(to other: UIColor) -> Double {
        let dr = other.red - red, dg = other.green - green
        let db = other.blue - blue, da = other.alpha - alpha
        return (dr * dr + dg * dg + db * db + da * da).squareRoot()
    }

    /// The component-wise weighted sum, clamped to 0...1.
    @inlinable
    public static func affineCombination(
        _ values: (UIColor, UIColor, UIColor, UIColor),
        weights: (Double, Double, Double, Double)
    ) -> UIColor {
        func blend(_ component: KeyPath<UIColor, Double>) -> Double {
            values.0[keyPath: component] * weights.0 + values.1[keyPath: component] * weights.1
                + values.2[keyPath: component] * weights.2 + values.3[keyPath: component] * weights.3
        }
        return UIColor(red: blend(\.red), green: blend(\.green), blue: blend(\.blue), alpha: blend(\.alpha))
    }
}
