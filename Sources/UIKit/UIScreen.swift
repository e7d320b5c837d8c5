import Foundation

/// The screen (UIKit's `UIScreen`): on Linux, the window the app shows, so `UIScreen.main.bounds`
/// is that window's size and `scale` its pixels per point.
///
/// `main` is UIKit's one global, kept here because iOS code reads it everywhere (a view
/// controller's view is loaded at `UIScreen.main.bounds`, animators send views to
/// `UIScreen.main.bounds`). It follows the window made key most recently
/// (``UIWindow/makeKeyAndVisible()``), or else the window created most recently; with no window
/// alive it reports an iPhone-sized 390 × 844 points at scale 2. It holds the window weakly,
/// so a test's window does not outlive the test.
@MainActor @preconcurrency
public final class UIScreen {
    /// The screen the app is shown on.
    public static let main = UIScreen()

    /// The size used when no window is alive (an iPhone 14's screen, in points).
    public static let defaultBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The window this screen is.
    private(set) weak var window: UIWindow?

    private init() {}

    /// Follows `window` from now on (it was made key, or created while none was key).
    func follow(_ window: UIWindow) {
        self.window = window
    }

    /// Whether the screen follows a window made key (a new window then does not take over).
    var followsKeyWindow: Bool { window?.isKeyWindow ?? false }

    /// The key window, if the screen follows one.
    var keyWindow: UIWindow? { followsKeyWindow ? window : nil }

    /// The screen's bounds in points: the window's.
    public var bounds: CGRect { window?.bounds ?? Self.defaultBounds }
    /// Pixels per point: the window's scale.
    public var scale: CGFloat { CGFloat(window?.screenScale ?? 2) }
    /// The bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The native scale (the same as ``scale``: Today draws at the scale it is asked for).
    public var nativeScale: CGFloat { scale }
}
