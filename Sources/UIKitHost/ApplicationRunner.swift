import CairoRenderer
import Foundation
import HeadlessHost
import SDLHost
import UIKit

/// Launches an app delegate and shows its key window: in an SDL window, or headless to a
/// recording. ``UIApplicationMain(_:_:_:_:)`` uses it; tests drive it with arguments.
@MainActor
public struct ApplicationRunner {
    /// The app's arguments, without the program name.
    public var arguments: [String]
    /// The program's name (for the default recording name and messages).
    public var programName: String

    /// A runner for a command line.
    public init(arguments: [String], programName: String) {
        self.arguments = arguments
        self.programName = (programName as NSString).lastPathComponent
    }

    /// Launches the delegate and runs until the window closes or the recording is written.
    /// Returns the exit status (0 on success; 64 for a bad command line; 1 for another error,
    /// printed to standard error).
    public func run(delegate: any UIApplicationDelegate) -> Int32 {
        let options: ApplicationOptions
        do {
            options = try ApplicationOptions.parse(arguments)
        } catch {
            let message = ApplicationOptions.fullMessage(for: error)
            let status = ApplicationOptions.exitCode(for: error)
            if status == .success { print(message); return 0 }
            // ArgumentParser's message says "Error:" and shows the usage.
            FileHandle.standardError.write(Data("\(message)\n".utf8))
            return 64
        }
        guard options.scale.isFinite, (1...4).contains(options.scale) else {
            return Self.fail("--scale must be between 1 and 4")
        }
        UIImage.imageDecoder = CairoImageDecoder()
        UIImage.dataEncoder = CairoImageEncoder()
        UIGraphicsImageRenderer.rasterizer = CairoImageRasterizer()
        UIFont.textMeasurer = PangoTextMeasurer()
        let application = UIApplication.shared
        guard application.launch(delegate: delegate) else {
            return Self.fail("the app delegate refused to launch")
        }
        defer { application.terminate() }
        let sceneWindows = application.connectedScenes.compactMap { ($0 as? UIWindowScene)?.windows.first }
        guard let window = application.keyWindow ?? sceneWindows.first ?? delegate.window else {
            return Self.fail("the app made no window: make one in the app delegate (or the scene delegate) and call makeKeyAndVisible()")
        }
        let environment = ProcessInfo.processInfo.environment
        let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        if !options.headless, hasDisplay {
            do {
                try showWindow(window, options: options, application: application)
                return 0
            } catch {
                print("No window (\(error)): recording headless instead.")
            }
        } else if !options.headless {
            print("No display (DISPLAY and WAYLAND_DISPLAY are unset): recording headless.")
        }
        do {
            try record(window, options: options)
            return 0
        } catch let interrupted as InterruptionMonitor.Interrupted {
            return Self.fail("\(interrupted): no recording was written", status: interrupted.exitStatus)
        } catch {
            return Self.fail("\(error)")
        }
    }

    /// Shows the window until it is closed (or `q`).
    private func showWindow(_ window: UIWindow, options: ApplicationOptions, application: UIApplication) throws(SDLHostError) {
        let host = try SDLHost(showing: window, scale: options.scale, title: programName)
        host.onVisibilityChange = { visible in
            if visible { application.enterForeground() } else { application.enterBackground() }
        }
        host.run()
        host.close()
    }

    /// Plays the script (or idles) headless, writing every frame to an animated WebP.
    private func record(_ window: UIWindow, options: ApplicationOptions) throws {
        let script = try options.script.map { path throws(InputScript.FileError) in try InputScript.load(contentsOfFile: path) }
            ?? InputScript(events: [], duration: options.seconds.isFinite ? Swift.max(0, options.seconds) : 2)
        let out = options.out ?? "\(programName).webp"
        let host = HeadlessHost(showing: window, scale: options.scale)
        window.layoutIfNeeded()
        let first = host.render()
        let writer = try AnimatedWebPWriter(pixelWidth: first.pixelWidth, pixelHeight: first.pixelHeight)
        if let frames = options.frames {
            try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
        }
        let interruption = InterruptionMonitor()
        defer { interruption.stop() }
        try host.play(script) { frame, index in
            try interruption.check()
            try writer.add(frame, atMilliseconds: Int((Double(index) * host.frameDuration * 1000).rounded()))
            if let frames = options.frames {
                try frame.writePNG(to: (frames as NSString).appendingPathComponent(String(format: "frame-%04d.png", index)))
            }
        }
        try writer.write(to: out)
        print("wrote \(out) (\(writer.frameCount) frames, \(String(format: "%.1f", script.duration)) s at scale \(Int(options.scale)))")
    }

    /// Prints `message` to standard error and returns the status.
    static func fail(_ message: String, status: Int32 = 1) -> Int32 {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return status
    }
}
