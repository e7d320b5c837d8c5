import UIKit

/// The Today app's own colours, each dynamic: the light value is the one the app's references
/// were drawn with, the dark one follows the App Store's dark look (near-black surfaces, white
/// type, lighter greys). Colours of story artwork and of text on artwork are not here: artwork
/// looks the same in both appearances.
enum TodayPalette {
    /// A card, the open story and sheets: white; #1C1C1E in the dark.
    static let surface = pair(.white, UIColor(rgb: 0x1C1C1E))
    /// Titles and names on a surface: black; white in the dark.
    static let primaryText = pair(.black, .white)
    /// Secondary lines (an app's subtitle): grey 0.45; #98989F in the dark.
    static let secondaryText = pair(UIColor(white: 0.45), UIColor(rgb: 0x98989F))
    /// Quieter lines (an account's address, a sheet's detail): grey 0.5; #8E8E93 in the dark.
    static let tertiaryText = pair(UIColor(white: 0.5), UIColor(rgb: 0x8E8E93))
    /// A card's eyebrow line on a surface: black at 50 %; white at 55 % in the dark.
    static let eyebrowOnSurface = pair(UIColor(white: 0, alpha: 0.5), UIColor(white: 1, alpha: 0.55))
    /// A card's subtitle on a surface: black at 60 %; white at 60 % in the dark.
    static let subtitleOnSurface = pair(UIColor(white: 0, alpha: 0.6), UIColor(white: 1, alpha: 0.6))
    /// A story's paragraphs: grey 0.35; grey 0.78 in the dark.
    static let bodyText = pair(UIColor(white: 0.35), UIColor(white: 0.78))
    /// The feed's date line: #8A8A8E; #98989F in the dark.
    static let dateText = pair(UIColor(rgb: 0x8A8A8E), UIColor(rgb: 0x98989F))
    /// A placeholder: grey 0.55; #8E8E93 in the dark.
    static let placeholderText = pair(UIColor(white: 0.55), UIColor(rgb: 0x8E8E93))
    /// The account avatar's disc: #D1D1D6; #48484A in the dark.
    static let avatar = pair(UIColor(rgb: 0xD1D1D6), UIColor(rgb: 0x48484A))
    /// A separator between rows: grey 0.85; #38383A in the dark.
    static let separator = pair(UIColor(white: 0.85), UIColor(rgb: 0x38383A))
    /// The line under a list's header: grey 0.82; #38383A in the dark.
    static let headerLine = pair(UIColor(white: 0.82), UIColor(rgb: 0x38383A))
    /// A GET pill and the search field: #EEEEF0; #2C2C2E in the dark.
    static let fill = pair(UIColor(rgb: 0xEEEEF0), UIColor(rgb: 0x2C2C2E))
    /// The close button's disc: grey 0.92 at 85 %; #3A3A3C at 85 % in the dark.
    static let closeDisc = pair(UIColor(white: 0.92, alpha: 0.85), UIColor(rgb: 0x3A3A3C, alpha: 0.85))
    /// The close button's cross: grey 0.25; grey 0.85 in the dark.
    static let closeCross = pair(UIColor(white: 0.25), UIColor(white: 0.85))

    /// A colour that is `light` in the light appearance and `dark` in the dark.
    static func pair(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }
}
