/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// Not known, or follow the environment (an override of `.unspecified` removes it).
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
