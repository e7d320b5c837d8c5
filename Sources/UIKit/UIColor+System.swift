import Foundation

extension UIColor {
    // iOS's system colours, each with its light and dark appearance (the default, not
    // high-contrast, palette: the values Apple's Human Interface Guidelines list). They are
    // dynamic: a view resolves them for its own appearance (`UIView.traitCollection`).

    /// iOS's system red: #FF3B30 in the light appearance, #FF453A in the dark.
    public static let systemRed = UIColor(light: UIColor(rgb: 0xFF3B30), dark: UIColor(rgb: 0xFF453A))
    /// iOS's system orange: #FF9500 in the light appearance, #FF9F0A in the dark.
    public static let systemOrange = UIColor(light: UIColor(rgb: 0xFF9500), dark: UIColor(rgb: 0xFF9F0A))
    /// iOS's system yellow: #FFCC00 in the light appearance, #FFD60A in the dark.
    public static let systemYellow = UIColor(light: UIColor(rgb: 0xFFCC00), dark: UIColor(rgb: 0xFFD60A))
    /// iOS's system green: #34C759 in the light appearance, #30D158 in the dark.
    public static let systemGreen = UIColor(light: UIColor(rgb: 0x34C759), dark: UIColor(rgb: 0x30D158))
    /// iOS's system mint: #00C7BE in the light appearance, #63E6E2 in the dark.
    public static let systemMint = UIColor(light: UIColor(rgb: 0x00C7BE), dark: UIColor(rgb: 0x63E6E2))
    /// iOS's system teal: #30B0C7 in the light appearance, #40CBE0 in the dark.
    public static let systemTeal = UIColor(light: UIColor(rgb: 0x30B0C7), dark: UIColor(rgb: 0x40CBE0))
    /// iOS's system cyan: #32ADE6 in the light appearance, #64D2FF in the dark.
    public static let systemCyan = UIColor(light: UIColor(rgb: 0x32ADE6), dark: UIColor(rgb: 0x64D2FF))
    /// iOS's system blue (the default tint): #007AFF in the light appearance, #0A84FF in the dark.
    public static let systemBlue = UIColor(light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0A84FF))
    /// iOS's system indigo: #5856D6 in the light appearance, #5E5CE6 in the dark.
    public static let systemIndigo = UIColor(light: UIColor(rgb: 0x5856D6), dark: UIColor(rgb: 0x5E5CE6))
    /// iOS's system purple: #AF52DE in the light appearance, #BF5AF2 in the dark.
    public static let systemPurple = UIColor(light: UIColor(rgb: 0xAF52DE), dark: UIColor(rgb: 0xBF5AF2))
    /// iOS's system pink: #FF2D55 in the light appearance, #FF375F in the dark.
    public static let systemPink = UIColor(light: UIColor(rgb: 0xFF2D55), dark: UIColor(rgb: 0xFF375F))
    /// iOS's system brown: #A2845E in the light appearance, #AC8E68 in the dark.
    public static let systemBrown = UIColor(light: UIColor(rgb: 0xA2845E), dark: UIColor(rgb: 0xAC8E68))
    /// iOS's system grey: #8E8E93 in the light appearance, #8E8E93 in the dark.
    public static let systemGray = UIColor(light: UIColor(rgb: 0x8E8E93), dark: UIColor(rgb: 0x8E8E93))
    /// The second system grey: #AEAEB2 in the light appearance, #636366 in the dark.
    public static let systemGray2 = UIColor(light: UIColor(rgb: 0xAEAEB2), dark: UIColor(rgb: 0x636366))
    /// The third system grey: #C7C7CC in the light appearance, #48484A in the dark.
    public static let systemGray3 = UIColor(light: UIColor(rgb: 0xC7C7CC), dark: UIColor(rgb: 0x48484A))
    /// The fourth system grey: #D1D1D6 in the light appearance, #3A3A3C in the dark.
    public static let systemGray4 = UIColor(light: UIColor(rgb: 0xD1D1D6), dark: UIColor(rgb: 0x3A3A3C))
    /// The fifth system grey: #E5E5EA in the light appearance, #2C2C2E in the dark.
    public static let systemGray5 = UIColor(light: UIColor(rgb: 0xE5E5EA), dark: UIColor(rgb: 0x2C2C2E))
    /// The sixth system grey: #F2F2F7 in the light appearance, #1C1C1E in the dark.
    public static let systemGray6 = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
    /// The background of a plain screen: #FFFFFF in the light appearance, #000000 in the dark.
    public static let systemBackground = UIColor(light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x000000))
    /// The background of content over a plain screen: #F2F2F7 in the light appearance, #1C1C1E in the dark.
    public static let secondarySystemBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
    /// The background of content over secondary content: #FFFFFF in the light appearance, #2C2C2E in the dark.
    public static let tertiarySystemBackground = UIColor(light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x2C2C2E))
    /// The background of a grouped screen: #F2F2F7 in the light appearance, #000000 in the dark.
    public static let systemGroupedBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x000000))
    /// The background of a grouped table's cells: #FFFFFF in the light appearance, #1C1C1E in the dark.
    public static let secondarySystemGroupedBackground = UIColor(light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x1C1C1E))
    /// The background of content inside a grouped table's cells: #F2F2F7 in the light appearance, #2C2C2E in the dark.
    public static let tertiarySystemGroupedBackground = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x2C2C2E))
    /// Primary text: #000000 in the light appearance, #FFFFFF in the dark.
    public static let label = UIColor(light: UIColor(rgb: 0x000000), dark: UIColor(rgb: 0xFFFFFF))
    /// Secondary text: #3C3C43 at 60 % in the light appearance, #EBEBF5 at 60 % in the dark.
    public static let secondaryLabel = UIColor(light: UIColor(rgb: 0x3C3C43, alpha: 0.6), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.6))
    /// Tertiary text: #3C3C43 at 30 % in the light appearance, #EBEBF5 at 30 % in the dark.
    public static let tertiaryLabel = UIColor(light: UIColor(rgb: 0x3C3C43, alpha: 0.3), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
    /// Quaternary text: #3C3C43 at 18 % in the light appearance, #EBEBF5 at 16 % in the dark.
    public static let quaternaryLabel = UIColor(light: UIColor(rgb: 0x3C3C43, alpha: 0.18), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.16))
    /// Placeholder text in fields: #3C3C43 at 30 % in the light appearance, #EBEBF5 at 30 % in the dark.
    public static let placeholderText = UIColor(light: UIColor(rgb: 0x3C3C43, alpha: 0.3), dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
    /// Links: #007AFF in the light appearance, #0984FF in the dark.
    public static let link = UIColor(light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0984FF))
    /// Separator lines, which let content show through: #3C3C43 at 29 % in the light appearance, #545458 at 60 % in the dark.
    public static let separator = UIColor(light: UIColor(rgb: 0x3C3C43, alpha: 0.29), dark: UIColor(rgb: 0x545458, alpha: 0.6))
    /// Separator lines that hide what is under them: #C6C6C8 in the light appearance, #38383A in the dark.
    public static let opaqueSeparator = UIColor(light: UIColor(rgb: 0xC6C6C8), dark: UIColor(rgb: 0x38383A))
    /// The fill of thin, small shapes (a slider's track): #787880 at 20 % in the light appearance, #787880 at 36 % in the dark.
    public static let systemFill = UIColor(light: UIColor(rgb: 0x787880, alpha: 0.2), dark: UIColor(rgb: 0x787880, alpha: 0.36))
    /// The fill of medium shapes (a switch's background): #787880 at 16 % in the light appearance, #787880 at 32 % in the dark.
    public static let secondarySystemFill = UIColor(light: UIColor(rgb: 0x787880, alpha: 0.16), dark: UIColor(rgb: 0x787880, alpha: 0.32))
    /// The fill of large shapes (a search field): #767680 at 12 % in the light appearance, #767680 at 24 % in the dark.
    public static let tertiarySystemFill = UIColor(light: UIColor(rgb: 0x767680, alpha: 0.12), dark: UIColor(rgb: 0x767680, alpha: 0.24))
    /// The fill of large areas with complex content: #747480 at 8 % in the light appearance, #767680 at 18 % in the dark.
    public static let quaternarySystemFill = UIColor(light: UIColor(rgb: 0x747480, alpha: 0.08), dark: UIColor(rgb: 0x767680, alpha: 0.18))
    /// Text on dark backgrounds in every appearance: white at 60 %.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds in every appearance: black.
    public static let darkText = UIColor.black
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
