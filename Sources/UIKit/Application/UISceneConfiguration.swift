import Foundation

/// How to make a scene for a session (UIKit's `UISceneConfiguration`): the class of the scene
/// and of its delegate.
///
/// On iOS, `init(name:sessionRole:)` fills ``delegateClass`` from the Info.plist's scene
/// manifest entry of that name. Linux apps have no Info.plist: set ``delegateClass`` in
/// `application(_:configurationForConnecting:options:)` (which iOS honours too), or name the
/// delegate class `SceneDelegate` in the app delegate's module, the name Xcode's app template
/// gives its manifest; ``UIApplication`` looks that class up when the configuration names
/// none (see `docs/porting.md`).
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// The configuration's name (nil for an unnamed one).
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate: a `UIResponder` subclass adopting
    /// ``UIWindowSceneDelegate`` (or ``UISceneDelegate``), made through its
    /// `init?(coder:)` as the app delegate is. Nil: the app names none (see the type).
    public var delegateClass: AnyClass?
    /// The class of the scene: ``UIWindowScene`` or a subclass (nil means `UIWindowScene`).
    public var sceneClass: AnyClass?

    /// A configuration with a name for a role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
