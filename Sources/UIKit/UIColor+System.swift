extension UIColor {
    // iOS's system colours in the light appearance (Today has no dark mode yet). The values are
    // those Apple's Human Interface Guidelines list for the default (not high-contrast) palette.

    /// iOS's system red, #FF3B30.
    public static let systemRed = UIColor(rgb: 0xFF3B30)
    /// iOS's system orange, #FF9500.
    public static let systemOrange = UIColor(rgb: 0xFF9500)
    /// iOS's system yellow, #FFCC00.
    public static let systemYellow = UIColor(rgb: 0xFFCC00)
    /// iOS's system green, #34C759.
    public static let systemGreen = UIColor(rgb: 0x34C759)
    /// iOS's system mint, #00C7BE.
    public static let systemMint = UIColor(rgb: 0x00C7BE)
    /// iOS's system teal, #30B0C7.
    public static let systemTeal = UIColor(rgb: 0x30B0C7)
    /// iOS's system cyan, #32ADE6.
    public static let systemCyan = UIColor(rgb: 0x32ADE6)
    /// iOS's system indigo, #5856D6.
    public static let systemIndigo = UIColor(rgb: 0x5856D6)
    /// iOS's system purple, #AF52DE.
    public static let systemPurple = UIColor(rgb: 0xAF52DE)
    /// iOS's system pink, #FF2D55.
    public static let systemPink = UIColor(rgb: 0xFF2D55)
    /// iOS's system brown, #A2845E.
    public static let systemBrown = UIColor(rgb: 0xA2845E)
    /// iOS's second system grey, #AEAEB2.
    public static let systemGray2 = UIColor(rgb: 0xAEAEB2)
    /// iOS's third system grey, #C7C7CC.
    public static let systemGray3 = UIColor(rgb: 0xC7C7CC)
    /// iOS's fourth system grey, #D1D1D6.
    public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
    /// iOS's fifth system grey, #E5E5EA.
    public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
    /// iOS's sixth system grey, #F2F2F7.
    public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
    /// The background of a plain screen: white.
    public static let systemBackground = UIColor.white
    /// The background of content over a plain screen, #F2F2F7.
    public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
    /// The background of a grouped table's cells: white.
    public static let secondarySystemGroupedBackground = UIColor.white
    /// Primary text: black.
    public static let label = UIColor.black
    /// Secondary text: #3C3C43 at 60 %.
    public static let secondaryLabel = UIColor(rgb: 0x3C3C43).withAlphaComponent(0.6)
    /// Tertiary text: #3C3C43 at 30 %.
    public static let tertiaryLabel = UIColor(rgb: 0x3C3C43).withAlphaComponent(0.3)
    /// Separator lines: #3C3C43 at 29 %.
    public static let separator = UIColor(rgb: 0x3C3C43).withAlphaComponent(0.29)
    /// Dark grey, 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3)
    /// Grey, 0.5.
    public static let gray = UIColor(white: 0.5)
    /// Light grey, 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3)
    /// Opaque red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Opaque green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Opaque blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Opaque yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Opaque orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Opaque purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
}
