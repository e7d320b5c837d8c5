import Foundation

/// A blur of what is behind a ``UIVisualEffectView`` (UIKit's `UIBlurEffect`).
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles (UIKit's `UIBlurEffect.Style`): the classic ones and the system
    /// materials. Today has no dark mode, so each material is drawn in its light appearance
    /// (the `…Dark` ones in their dark appearance).
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        /// A very light blur.
        case extraLight
        /// A light, bright blur.
        case light
        /// A dark blur.
        case dark
        /// A neutral blur.
        case regular
        /// A heavier blur with a stronger tint.
        case prominent
        /// The thinnest material.
        case systemUltraThinMaterial
        /// A thin material.
        case systemThinMaterial
        /// The default material.
        case systemMaterial
        /// A thick material.
        case systemThickMaterial
        /// The material of bars.
        case systemChromeMaterial
        /// The thinnest material, light.
        case systemUltraThinMaterialLight
        /// A thin material, light.
        case systemThinMaterialLight
        /// The default material, light.
        case systemMaterialLight
        /// A thick material, light.
        case systemThickMaterialLight
        /// The bars' material, light.
        case systemChromeMaterialLight
        /// The thinnest material, dark.
        case systemUltraThinMaterialDark
        /// A thin material, dark.
        case systemThinMaterialDark
        /// The default material, dark.
        case systemMaterialDark
        /// A thick material, dark.
        case systemThickMaterialDark
        /// The bars' material, dark.
        case systemChromeMaterialDark

        /// The full-strength backdrop of this style: blur radius in points, tint, saturation.
        /// The classic four keep the values Today's references were made with; the materials
        /// run from thin (less blur, a lighter tint) to thick.
        public var backdrop: Backdrop {
            switch self {
            case .light: Backdrop(blurRadius: 20, tint: UIColor(white: 0.97, alpha: 0.55), saturation: 1.8)
            case .extraLight: Backdrop(blurRadius: 20, tint: UIColor(white: 0.98, alpha: 0.75), saturation: 1.8)
            case .dark: Backdrop(blurRadius: 20, tint: UIColor(white: 0.11, alpha: 0.6), saturation: 1.8)
            case .regular: Backdrop(blurRadius: 20, tint: UIColor(white: 0.95, alpha: 0.4), saturation: 1.8)
            case .prominent: Backdrop(blurRadius: 25, tint: UIColor(white: 0.92, alpha: 0.7), saturation: 1.8)
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight:
                Backdrop(blurRadius: 12, tint: UIColor(white: 0.97, alpha: 0.25), saturation: 1.8)
            case .systemThinMaterial, .systemThinMaterialLight:
                Backdrop(blurRadius: 16, tint: UIColor(white: 0.97, alpha: 0.45), saturation: 1.8)
            case .systemMaterial, .systemMaterialLight:
                Backdrop(blurRadius: 20, tint: UIColor(white: 0.97, alpha: 0.6), saturation: 1.8)
            case .systemThickMaterial, .systemThickMaterialLight:
                Backdrop(blurRadius: 24, tint: UIColor(white: 0.97, alpha: 0.75), saturation: 1.8)
            case .systemChromeMaterial, .systemChromeMaterialLight:
                Backdrop(blurRadius: 20, tint: UIColor(white: 0.98, alpha: 0.7), saturation: 1.8)
            case .systemUltraThinMaterialDark:
                Backdrop(blurRadius: 12, tint: UIColor(white: 0.1, alpha: 0.3), saturation: 1.8)
            case .systemThinMaterialDark:
                Backdrop(blurRadius: 16, tint: UIColor(white: 0.1, alpha: 0.45), saturation: 1.8)
            case .systemMaterialDark:
                Backdrop(blurRadius: 20, tint: UIColor(white: 0.1, alpha: 0.6), saturation: 1.8)
            case .systemThickMaterialDark:
                Backdrop(blurRadius: 24, tint: UIColor(white: 0.1, alpha: 0.75), saturation: 1.8)
            case .systemChromeMaterialDark:
                Backdrop(blurRadius: 20, tint: UIColor(white: 0.1, alpha: 0.7), saturation: 1.8)
            }
        }
    }

    /// The style.
    public let style: Style

    /// A blur of a style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The style's backdrop.
    open override var backdrop: Backdrop? { style.backdrop }

    /// The backdrop of the style as it shows in `appearance` (the adaptive styles take their
    /// dark form in the dark appearance).
    override func backdrop(in appearance: UIUserInterfaceStyle) -> Backdrop? { style.adapted(to: appearance).backdrop }
}

extension UIBlurEffect.Style {
    /// The style as it shows in `appearance`: the styles that adapt (``regular``,
    /// ``prominent`` and the materials without a suffix) become their dark forms in the dark
    /// appearance; the others are fixed.
    func adapted(to appearance: UIUserInterfaceStyle) -> Self {
        guard appearance == .dark else { return self }
        switch self {
        case .regular, .systemMaterial: return .systemMaterialDark
        case .prominent, .systemThickMaterial: return .systemThickMaterialDark
        case .systemUltraThinMaterial: return .systemUltraThinMaterialDark
        case .systemThinMaterial: return .systemThinMaterialDark
        case .systemChromeMaterial: return .systemChromeMaterialDark
        default: return self
        }
    }
}
