import ArgumentParser
import CairoRenderer
import Foundation
import HeadlessHost
import Motion
import SDLHost
import TodayApp
import UIKit

/// `today` (the default): the Today clone in a window when there is a display, otherwise the
/// scripted session rendered headless to today.webp and key-moment PNGs.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the App Store Today clone (a window with a display; headless recording without).",
        discussion: """
            In the window: click a card to open its story; close it with the button, Escape, or \
            by dragging down at its top or from the left edge. Keys: Escape closes, s toggles \
            slow animations (ten times slower), f toggles the frame-time overlay, r starts and \
            stops a recording (written as today-recording-N.webp), d switches between light and dark, q quits. Without DISPLAY or WAYLAND_DISPLAY (or \
            with --headless) it plays the scripted session and writes today.webp and the \
            today-*.png key moments (see `today record`).
            """
    )

    @OptionGroup var scaleOption: ScaleOption
    @OptionGroup var storiesOptions: StoriesOptions
    @OptionGroup var appearanceOption: AppearanceOption

    @Flag(help: "Render the scripted session headless even when a display is available.")
    var headless = false

    @Option(help: "Quit the window after this many frames (for scripted runs).")
    var frames: Int?

    func run() throws {
        let library = try storiesOptions.library()
        let environment = ProcessInfo.processInfo.environment
        let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        if headless || !hasDisplay {
            if !headless { print("No display (DISPLAY and WAYLAND_DISPLAY are unset): rendering the scripted session headless.") }
            let interruption = InterruptionMonitor()
            defer { interruption.stop() }
            try MainActor.assumeIsolated {
                try failingClearly {
                    try RecordCommand.record(library: library, scale: 1, appearance: appearanceOption.appearance.style, out: "today.webp",
                                             framesDirectory: nil, keyFrames: true, interruption: interruption)
                }
            }
            return
        }
        try MainActor.assumeIsolated {
            let host = try failingClearly { try SDLHost(scale: scaleOption.scale, title: "Today") }
            let appearance = appearanceOption.appearance.style
            host.window.overrideUserInterfaceStyle = appearance
            let date = Date()
            let app = Self.makeApp(library: library, date: date)
            host.window.rootViewController = app
            let log = InputLog()
            host.inputLog = log
            let overlay = FrameTimeOverlay()
            let storiesWatcher = StoriesWatcher(path: storiesOptions.stories)
            var recordingStart: Int?
            var recordings = 0
            host.run(maximumFrames: frames, onKey: { key in
                switch key {
                case .character("f") where !app.isSearchTakingText:
                    if overlay.superview == nil { host.window.addSubview(overlay) } else { overlay.removeFromSuperview() }
                    return true
                case .character("r") where !app.isSearchTakingText:
                    if let start = recordingStart {
                        recordings += 1
                        let path = "today-recording-\(recordings).webp"
                        Self.writeRecording(of: log, from: start, library: library, date: date, appearance: appearance, to: path)
                        recordingStart = nil
                    } else {
                        recordingStart = log.frameCount
                        print("recording… (press r again to stop)")
                    }
                    return true
                default:
                    return Self.handle(key, app: app, window: host.window)
                }
            }, onFrame: { _, milliseconds in
                if overlay.superview != nil { overlay.record(milliseconds: milliseconds) }
                if let path = storiesOptions.stories, host.framesPresented % 60 == 0 {
                    storiesWatcher.reloadIfChanged(path: path, lenient: storiesOptions.lenient, into: app)
                }
            })
            host.close()
        }
    }

    @MainActor
    static func makeApp(library: StoriesLibrary, date: Date) -> TodayAppController {
        TodayAppController(library: library, date: date, imageLoader: { try? UIImage.load(contentsOfFile: $0) })
    }

    /// The app's keys: the app first (Escape, typing in Search), then the `s` command for slow
    /// animations and `d` for the other appearance (`q` is left to the host, which quits).
    @MainActor
    static func handle(_ key: UIKey, app: TodayAppController, window: UIWindow) -> Bool {
        if app.handle(key) { return true }
        switch key {
        case .character("s"):
            window.clock.speed = window.clock.speed < 1 ? 1 : 0.1
            return true
        case .character("d"):
            window.overrideUserInterfaceStyle = window.traitCollection.userInterfaceStyle == .dark ? .light : .dark
            return true
        default:
            return false
        }
    }

    /// Renders the frames logged since `start` by replaying the whole log headless on a fresh
    /// copy of the app (the engine is deterministic, and it starts in the window's first
    /// `appearance`), at scale 1, into an animated WebP.
    @MainActor
    static func writeRecording(of log: InputLog, from start: Int, library: StoriesLibrary, date: Date, appearance: UIUserInterfaceStyle,
                               to path: String) {
        let replayHost = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        replayHost.window.overrideUserInterfaceStyle = appearance
        let app = makeApp(library: library, date: date)
        replayHost.window.rootViewController = app
        var writer: AnimatedWebPWriter?
        var elapsed = 0.0
        do {
            try replayHost.replay(log, onKey: { key in _ = handle(key, app: app, window: replayHost.window) }) { frame, tick in
                guard tick >= start else { return }
                if writer == nil { writer = try AnimatedWebPWriter(pixelWidth: frame.pixelWidth, pixelHeight: frame.pixelHeight) }
                try writer?.add(frame, atMilliseconds: Int((elapsed * 1000).rounded()))
                elapsed += replayHost.window.clock.lastFrameDuration / Swift.max(0.01, replayHost.window.clock.speed)
            }
            try writer?.write(to: path)
            print("wrote \(path) (\(writer?.frameCount ?? 0) frames)")
        } catch {
            FileHandle.standardError.write(Data("error: the recording could not be written: \(error)\n".utf8))
        }
    }
}

/// Reloads the stories file when it changes on disk (checked about once a second): a good
/// file replaces the feed; a bad one shows its error over the feed, which keeps the last good
/// stories.
@MainActor
final class StoriesWatcher {
    private var lastModified: Date?

    init(path: String?) {
        lastModified = path.flatMap { Self.modificationDate(of: $0) }
    }

    static func modificationDate(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    func reloadIfChanged(path: String, lenient: Bool, into app: TodayAppController) {
        let modified = Self.modificationDate(of: path)
        guard modified != lastModified else { return }
        lastModified = modified
        let loader = StoriesLoader(lenient: lenient) { path in _ = try MainActor.assumeIsolated { try UIImage.load(contentsOfFile: path) } }
        do {
            let library = try loader.load(contentsOfFile: path)
            app.today.setStories(library.stories)
            if let problem = library.problems.first { app.today.showProblem("Skipped: \(problem)") }
            print("reloaded \(path) (\(library.stories.count) stories)")
        } catch {
            app.today.showProblem("\(error)")
            FileHandle.standardError.write(Data("error: \(error) (keeping the last good stories)\n".utf8))
        }
    }
}
