import CairoRenderer
import Foundation
import Testing
import TestSupport
import UIKit
import UIKitHost

/// An app delegate as iOS writes it, for the host to make from its class name.
final class RunnerTestDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    var makesWindow = true

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        guard makesWindow else { return true }
        window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        root.view.backgroundColor = .systemTeal
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) { log.append("willTerminate") }
}

/// An app with a scene: the app delegate names its scene delegate in the configuration.
final class RunnerSceneAppDelegate: UIResponder, UIApplicationDelegate {
    var sceneDelegateClass: AnyClass = RunnerSceneDelegate.self

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = sceneDelegateClass
        return configuration
    }
}

/// The scene delegate that makes the window of ``RunnerSceneAppDelegate``'s app and shows it.
class RunnerSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// Whether it makes its window key and visible.
    var showsWindow: Bool { true }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = .systemPink
        window?.rootViewController = root
        if showsWindow { window?.makeKeyAndVisible() }
    }
}

/// A scene delegate that makes its window but never makes it key.
final class RunnerQuietSceneDelegate: RunnerSceneDelegate {
    override var showsWindow: Bool { false }
}

/// UIKitHost's UIApplicationMain and ApplicationRunner, headless.
@MainActor
struct ApplicationRunnerTests {
    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("today-runner-\(UUID().uuidString)-\(name)").path
    }

    @Test func aDelegateRunsHeadlessAndItsSessionIsRecorded() throws {
        let out = temporaryPath("session.webp")
        let frames = temporaryPath("frames")
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: frames)
        }
        let delegate = RunnerTestDelegate()
        let status = ApplicationRunner(arguments: ["--headless", "--seconds", "0.1", "--scale", "1", "--out", out, "--frames", frames],
                                       programName: "/usr/bin/Runner").run(delegate: delegate)
        #expect(status == 0)
        #expect(delegate.log == ["didFinishLaunching", "willTerminate"])
        #expect(!UIApplication.shared.hasLaunched)
        let size = try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int ?? 0
        #expect(size > 100)
        // 0.1 s at 60 Hz: the first frame and six more.
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames).count == 7)
        let first = try #require(UIImage.imageDecoder).decodeImage(contentsOfFile: frames + "/frame-0000.png", scale: 1)
        #expect(first.size == CGSize(width: 390, height: 844))
        #expect(first.color(atPixelX: 200, y: 400) == .systemTeal.inLight)
        // The host installed Pango's measurer for fonts and strings outside a window, and the
        // rasterizer for drawn images.
        #expect(UIFont.textMeasurer is PangoTextMeasurer)
        #expect(UIGraphicsImageRenderer.rasterizer is CairoImageRasterizer)
    }

    @Test func theDelegateIsMadeFromItsClassName() {
        let out = temporaryPath("main.webp")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let strings: [String] = ["Runner", "--headless", "--seconds", "0", "--scale", "1", "--out", out]
        var arguments = strings.map { strdup($0) }
        defer { arguments.forEach { free($0) } }
        let status = arguments.withUnsafeMutableBufferPointer { buffer in
            UIApplicationMain(Int32(buffer.count), buffer.baseAddress!, nil, NSStringFromClass(RunnerTestDelegate.self))
        }
        #expect(status == 0 && FileManager.default.fileExists(atPath: out))
        let name: String = "Runner"
        var none = [strdup(name)]
        defer { none.forEach { free($0) } }
        #expect(none.withUnsafeMutableBufferPointer { UIApplicationMain(1, $0.baseAddress!, nil, "NoSuchModule.NoSuchDelegate") } == 1)
        #expect(none.withUnsafeMutableBufferPointer { UIApplicationMain(1, $0.baseAddress!, "MyApplication", nil) } == 1)
    }

    /// The window of an app with a scene is its scene delegate's: the key window, or else the
    /// scene's first window.
    @Test func anAppWithASceneShowsItsSceneDelegatesWindow() throws {
        for sceneDelegateClass: AnyClass in [RunnerSceneDelegate.self, RunnerQuietSceneDelegate.self] {
            let out = temporaryPath("scene.webp")
            let frames = temporaryPath("scene-frames")
            defer {
                try? FileManager.default.removeItem(atPath: out)
                try? FileManager.default.removeItem(atPath: frames)
            }
            let delegate = RunnerSceneAppDelegate()
            delegate.sceneDelegateClass = sceneDelegateClass
            let status = ApplicationRunner(arguments: ["--headless", "--seconds", "0", "--scale", "1", "--out", out, "--frames", frames],
                                           programName: "Runner").run(delegate: delegate)
            #expect(status == 0 && UIApplication.shared.connectedScenes.isEmpty)
            let first = try #require(UIImage.imageDecoder).decodeImage(contentsOfFile: frames + "/frame-0000.png", scale: 1)
            #expect(first.color(atPixelX: 200, y: 400) == .systemPink.inLight)
        }
    }

    @Test func badCommandLinesAndWindowlessAppsFailClearly() {
        #expect(ApplicationRunner(arguments: ["--no-such-option"], programName: "Runner").run(delegate: RunnerTestDelegate()) == 64)
        #expect(ApplicationRunner(arguments: ["--headless", "--scale", "9"], programName: "Runner").run(delegate: RunnerTestDelegate()) == 1)
        let windowless = RunnerTestDelegate()
        windowless.makesWindow = false
        #expect(ApplicationRunner(arguments: ["--headless"], programName: "Runner").run(delegate: windowless) == 1)
        #expect(windowless.log == ["didFinishLaunching", "willTerminate"] && !UIApplication.shared.hasLaunched)
    }
}
