/// The on-screen keyboard's look (UIKit's `UIKeyboardAppearance`, with its raw values). Kept.
public enum UIKeyboardAppearance: Int, Hashable, Sendable {
    /// The system's look.
    case `default`
    /// Dark.
    case dark
    /// Light.
    case light

    /// Dark, as a keyboard over an alert (UIKit's alias of ``dark``).
    public static var alert: UIKeyboardAppearance { .dark }
}
