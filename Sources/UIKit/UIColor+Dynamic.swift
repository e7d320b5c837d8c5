import Foundation

extension UIColor {
    /// The four straight components of a fixed colour.
    @usableFromInline
    struct Components: Hashable, Sendable {
        @usableFromInline var red: Double
        @usableFromInline var green: Double
        @usableFromInline var blue: Double
        @usableFromInline var alpha: Double

        @inlinable
        init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// What a dynamic colour holds: the closure that picks its appearance. Two dynamic colours
    /// are the same colour when they share a provider (`UIColor.label == UIColor.label`).
    @usableFromInline
    final class DynamicProvider: Sendable {
        /// The closure the colour was made with.
        let resolve: @Sendable (UITraitCollection) -> UIColor

        init(_ resolve: @escaping @Sendable (UITraitCollection) -> UIColor) { self.resolve = resolve }
    }

    /// A colour whose components `dynamicProvider` gives for the traits it is seen in (UIKit's
    /// `init(dynamicProvider:)`): a view resolves it with its own traits when it draws, and again
    /// when its appearance changes. The provider should read only the traits it is given (not
    /// ``UITraitCollection/current``) and may return another dynamic colour, which is resolved in
    /// turn (up to eight deep; past that its light appearance is used).
    ///
    /// On Linux the provider must be `@Sendable`, because a colour is a value shared across
    /// threads; a closure that captures only constants is.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let provider = DynamicProvider(dynamicProvider)
        base = UIColor.resolve(provider, with: UITraitCollection(userInterfaceStyle: .light)).base
        self.provider = provider
    }

    /// A dynamic colour with one appearance for light and another for dark (what the system
    /// colours are made of).
    init(light: UIColor, dark: UIColor) {
        self.init { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }

    /// The colour this one shows with `traitCollection` (UIKit's `resolvedColor(with:)`): a
    /// fixed colour is itself; a dynamic one asks its provider.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return UIColor.resolve(provider, with: traitCollection)
    }

    /// The colour resolved with ``UITraitCollection/current``.
    @usableFromInline
    var resolvedForCurrentTraits: UIColor { resolvedColor(with: UITraitCollection.current) }

    /// Whether this colour depends on traits (made with ``init(dynamicProvider:)``, as the
    /// system colours are).
    var isDynamic: Bool { provider != nil }

    /// Asks `provider` for the colour of `traits`, following providers that return dynamic
    /// colours up to eight deep.
    private static func resolve(_ provider: DynamicProvider, with traits: UITraitCollection) -> UIColor {
        var color = provider.resolve(traits)
        var depth = 1
        while let next = color.provider {
            guard depth < 8 else { return UIColor(red: color.base.red, green: color.base.green, blue: color.base.blue, alpha: color.base.alpha) }
            color = next.resolve(traits)
            depth += 1
        }
        return color
    }
}
