/// The built-in animation of a presentation without a custom animator (UIKit's
/// `UIModalTransitionStyle`).
public enum UIModalTransitionStyle: Hashable, Sendable {
    /// Slides up from the bottom (and back down on dismissal).
    case coverVertical
    /// Fades in (and out).
    case crossDissolve
    /// Turns the presenter over around the vertical axis, in perspective, to show the presented
    /// view on its back.
    case flipHorizontal
}
