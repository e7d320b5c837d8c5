import Foundation

extension UIColor {
    /// The default background of navigation, tab and tool bars: light grey at 94 % in the
    /// light appearance (the value Today's references were made with), #161616 at 94 % in the
    /// dark (chosen to look like iOS's dark bars, not measured).
    static let barBackground = UIColor(light: UIColor(white: 0.97, alpha: 0.94), dark: UIColor(rgb: 0x161616, alpha: 0.94))
    /// The hairline under a navigation bar and over a tab bar: black at 30 % in the light
    /// appearance, white at 15 % in the dark.
    static let barHairline = UIColor(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15))
    /// The background of popovers: white, and #1C1C1E in the dark appearance (an elevated
    /// surface, as ``secondarySystemBackground``).
    static let popoverBackground = UIColor(light: .white, dark: UIColor(rgb: 0x1C1C1E))
}
