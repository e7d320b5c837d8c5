import Foundation

/// Connecting an app's scene at launch: the app delegate's configuration, the scene and its
/// delegate made from their classes, and the delegate told it connects.
extension UIApplication {
    /// The app's scene, from its launch to its termination (nil for an app without scenes).
    var connectedScene: UIScene? { connectedScenes.first }

    /// Connects the app's scene when the app uses scenes: asks the delegate for the session's
    /// configuration, makes the scene and its delegate from their classes and tells the
    /// delegate `scene(_:willConnectTo:options:)`. Nil, having made nothing, for an app without
    /// scenes (no delegate class is configured and the app has no `SceneDelegate`), or when a
    /// configured class cannot serve (the reason goes to standard error, where UIKit would
    /// raise; the app then runs without a scene).
    func connectScene(for delegate: any UIApplicationDelegate) -> UIScene? {
        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        guard let delegateClass = configuration.delegateClass ?? Self.templateSceneDelegateClass(beside: delegate) else { return nil }
        // A responder class can only be built from a class value through its required
        // initializer, as the app delegate is (an empty archive).
        guard let responderClass = delegateClass as? UIResponder.Type,
              let sceneDelegate = responderClass.init(coder: NSCoder()) as? any UISceneDelegate
        else {
            Self.report("\(NSStringFromClass(delegateClass)) is not a UIResponder subclass adopting UISceneDelegate")
            return nil
        }
        let sceneClass: UIWindowScene.Type
        if let configured = configuration.sceneClass {
            guard let windowSceneClass = configured as? UIWindowScene.Type else {
                Self.report("\(NSStringFromClass(configured)) is not UIWindowScene or a subclass of it")
                return nil
            }
            sceneClass = windowSceneClass
        } else {
            sceneClass = UIWindowScene.self
        }
        session.configuration = configuration
        let scene = sceneClass.init(session: session, connectionOptions: options)
        scene.delegate = sceneDelegate
        scene.connectedApplication = self
        session.scene = scene
        openSessions.insert(session)
        connectedScenes.insert(scene)
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        return scene
    }

    /// The class Xcode's app template names in its Info.plist scene manifest,
    /// `$(PRODUCT_MODULE_NAME).SceneDelegate`: the class named `SceneDelegate` in the app
    /// delegate's module, if the program has one.
    static func templateSceneDelegateClass(beside delegate: any UIApplicationDelegate) -> AnyClass? {
        let name = NSStringFromClass(type(of: delegate))
        guard let dot = name.firstIndex(of: "."), dot > name.startIndex else { return nil }
        return NSClassFromString(name[..<dot] + ".SceneDelegate")
    }

    /// Writes why the app runs without a scene to standard error.
    private static func report(_ reason: String) {
        FileHandle.standardError.write(Data("UIApplication: \(reason): the app runs without a scene\n".utf8))
    }
}
