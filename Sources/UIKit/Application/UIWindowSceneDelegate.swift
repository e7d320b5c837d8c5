/// The delegate of a scene that shows windows (UIKit's `UIWindowSceneDelegate`): the
/// `SceneDelegate` of Xcode's app template, which makes its window in
/// `scene(_:willConnectTo:options:)`.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window unless the delegate keeps one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
