import Foundation
import Testing
import UIKit

/// The app delegate of Xcode's app template: it configures its scene by name only, leaving the
/// delegate class to the Info.plist's manifest, which names `SceneDelegate` (below).
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
}

/// The template's scene delegate, found by its name in this module. (No other test in this
/// module may launch an app without scenes: this class would give it one.)
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
}

/// An app delegate whose configuration names classes that cannot serve.
final class MisconfiguredAppDelegate: UIResponder, UIApplicationDelegate {
    var delegateClass: AnyClass? = UIView.self
    var sceneClass: AnyClass?
    var log: [String] = []

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = delegateClass
        configuration.sceneClass = sceneClass
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
}

/// Scenes: connected at launch from the app delegate's configuration, found by the template's
/// name, refused with a message for classes that cannot serve, and the windows they hold.
@MainActor
struct UISceneTests {
    /// A scene class of an app's own.
    final class JournalScene: UIWindowScene {}

    @Test func theTemplatesSceneDelegateIsFoundByItsName() throws {
        let delegate = TemplateAppDelegate()
        let application = UIApplication.shared
        #expect(application.launch(delegate: delegate))
        defer { application.terminate() }
        // With a scene, the app delegate hears no activation.
        #expect(delegate.log == ["configurationForConnecting"])
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate is SceneDelegate && scene.session.configuration.delegateClass == nil)
        #expect(application.keyWindow?.windowScene === scene)
    }

    @Test func classesThatCannotServeLeaveTheAppWithoutAScene() throws {
        let application = UIApplication.shared
        let delegate = MisconfiguredAppDelegate()
        // A view is not a scene delegate: the app runs as one without scenes.
        #expect(application.launch(delegate: delegate))
        #expect(application.connectedScenes.isEmpty && application.openSessions.isEmpty && delegate.log == ["didBecomeActive"])
        application.terminate()
        // A scene class that is not a window scene is refused too.
        delegate.delegateClass = SceneDelegate.self
        delegate.sceneClass = UIScene.self
        delegate.log = []
        #expect(application.launch(delegate: delegate))
        #expect(application.connectedScenes.isEmpty && delegate.log == ["didBecomeActive"])
        application.terminate()
        // A window scene subclass of the app's own is made.
        delegate.sceneClass = JournalScene.self
        delegate.log = []
        #expect(application.launch(delegate: delegate))
        #expect(application.connectedScenes.first is JournalScene && delegate.log.isEmpty)
        application.terminate()
    }

    @Test func aWindowBelongsToOneSceneAtATime() throws {
        let application = UIApplication.shared
        #expect(application.launch(delegate: TemplateAppDelegate()))
        defer { application.terminate() }
        let connected = try #require(application.connectedScenes.first as? UIWindowScene)
        let first = UIWindowScene(session: connected.session, connectionOptions: UIScene.ConnectionOptions())
        let second = UIWindowScene(session: connected.session, connectionOptions: UIScene.ConnectionOptions())
        #expect(first.activationState == .unattached && connected.windows.count == 1)
        let window = UIWindow(windowScene: first)
        #expect(first.windows == [window] && first.keyWindow == nil && second.windows.isEmpty)
        window.windowScene = second
        #expect(first.windows.isEmpty && second.windows == [window])
        window.makeKey()
        #expect(second.keyWindow === window)
        window.windowScene = nil
        #expect(second.windows.isEmpty && window.windowScene == nil)
        #expect(UIWindow(size: CGSize(width: 10, height: 10)).windowScene == nil)
        #expect(UISceneSession.Role.windowApplication.rawValue == "UIWindowSceneSessionRoleApplication")
    }
}
