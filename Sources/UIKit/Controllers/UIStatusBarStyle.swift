/// The status bar's colours (UIKit's `UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Hashable, Sendable {
    /// Dark content in the light appearance, light content in the dark (of the controller
    /// that decides the style).
    case `default` = 0
    /// White content, for dark backgrounds.
    case lightContent = 1
    /// Dark content.
    case darkContent = 3
}

/// How the status bar animates when it is shown or hidden (UIKit's `UIStatusBarAnimation`).
public enum UIStatusBarAnimation: Int, Hashable, Sendable {
    /// At once.
    case none
    /// It fades.
    case fade
    /// It fades and slides up out of the screen.
    case slide
}
