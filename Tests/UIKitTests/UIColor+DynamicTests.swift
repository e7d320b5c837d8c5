import Foundation
import Testing
import TestSupport
import UIKit

/// Dynamic colours: resolved for the traits they are seen in, with `UITraitCollection.current`
/// when read without traits, and iOS's light and dark values for the system colours.
@MainActor
struct UIColorDynamicTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    @Test func aProviderGivesEachAppearanceItsColour() {
        let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : UIColor(rgb: 0x202020) }
        #expect(ink.resolvedColor(with: light) == UIColor(rgb: 0x202020))
        #expect(ink.resolvedColor(with: dark) == .white)
        // An unspecified appearance is whatever the provider makes of it (here: not dark).
        #expect(ink.resolvedColor(with: UITraitCollection()) == UIColor(rgb: 0x202020))
        // A fixed colour is itself in every appearance.
        #expect(UIColor.red.resolvedColor(with: dark) == .red)
    }

    @Test func readingComponentsResolvesWithTheCurrentTraits() {
        #expect(UIColor.label.red == 0, "light outside any drawing")
        dark.performAsCurrent {
            #expect(UIColor.label.red == 1 && UIColor.label.alpha == 1)
            #expect(UIColor.secondaryLabel.cgColor.alpha == 0.6)
            #expect(UIColor(cgColor: UIColor.systemBlue.cgColor) == UIColor(rgb: 0x0A84FF), "a CGColor is the colour resolved then")
        }
        #expect(UIColor(cgColor: UIColor.systemBlue.cgColor) == UIColor(rgb: 0x007AFF))
        // performAsCurrent nests and gives back what its closure returns.
        let seen = dark.performAsCurrent { light.performAsCurrent { UITraitCollection.current.userInterfaceStyle } }
        #expect(seen == .light && UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test func aDynamicColourEqualsOnlyItselfAndStaysDynamicThroughItsAlpha() {
        #expect(UIColor.label == UIColor.label)
        #expect(UIColor.label != .black, "a dynamic colour is not its light appearance (as on iOS)")
        #expect(Set([UIColor.label, .label, .black]).count == 2)
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: light) == UIColor(white: 0, alpha: 0.5))
        #expect(faded.resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5))
    }

    @Test func providersThatReturnDynamicColoursAreFollowed() {
        let accent = UIColor { _ in .systemBlue }
        #expect(accent.resolvedColor(with: dark) == UIColor(rgb: 0x0A84FF))
        // A provider that never settles gives up at eight levels with a light colour, not a hang.
        #expect(Self.nested(7).resolvedColor(with: dark) == .green)
        let deep = Self.nested(20).resolvedColor(with: dark)
        #expect(deep.resolvedColor(with: light) == deep, "resolved: fixed")
    }

    /// A colour whose provider returns a colour whose provider… `depth` times, then green.
    nonisolated static func nested(_ depth: Int) -> UIColor {
        depth == 0 ? .green : UIColor { _ in nested(depth - 1) }
    }

    @Test(arguments: [
        (UIColor.systemBlue, 0x007AFF, 1.0, 0x0A84FF, 1.0),
        (.systemRed, 0xFF3B30, 1, 0xFF453A, 1),
        (.systemGreen, 0x34C759, 1, 0x30D158, 1),
        (.systemGray5, 0xE5E5EA, 1, 0x2C2C2E, 1),
        (.systemBackground, 0xFFFFFF, 1, 0x000000, 1),
        (.secondarySystemBackground, 0xF2F2F7, 1, 0x1C1C1E, 1),
        (.systemGroupedBackground, 0xF2F2F7, 1, 0x000000, 1),
        (.label, 0x000000, 1, 0xFFFFFF, 1),
        (.secondaryLabel, 0x3C3C43, 0.6, 0xEBEBF5, 0.6),
        (.separator, 0x3C3C43, 0.29, 0x545458, 0.6),
    ])
    func systemColoursHaveIOSsLightAndDarkValues(color: UIColor, lightRGB: UInt32, lightAlpha: Double, darkRGB: UInt32, darkAlpha: Double) {
        #expect(color.resolvedColor(with: light) == UIColor(rgb: lightRGB, alpha: lightAlpha))
        #expect(color.resolvedColor(with: dark) == UIColor(rgb: darkRGB, alpha: darkAlpha))
    }
}
