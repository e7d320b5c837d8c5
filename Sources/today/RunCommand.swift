import ArgumentParser
import CairoRenderer
import Foundation
import SDLHost
import TodayApp
import ViewKit

/// `today` (the default): the Today clone in a window when there is a display, otherwise the
/// scripted session rendered headless to today.webp and key-moment PNGs.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the App Store Today clone (a window with a display; headless recording without).",
        discussion: """
            In the window: click a card to open its story; close it with the button, Escape, or \
            by dragging down at its top or from the left edge. Keys: Escape closes, s toggles \
            slow animations (ten times slower), q quits. Without DISPLAY or WAYLAND_DISPLAY (or \
            with --headless) it plays the scripted session and writes today.webp and the \
            today-*.png key moments (see `today record`).
            """
    )

    @OptionGroup var scaleOption: ScaleOption
    @OptionGroup var storiesOptions: StoriesOptions

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
            try MainActor.assumeIsolated {
                try failingClearly {
                    try RecordCommand.record(library: library, scale: 1, out: "today.webp", framesDirectory: nil, keyFrames: true)
                }
            }
            return
        }
        try MainActor.assumeIsolated {
            let host = try failingClearly { try SDLHost(scale: scaleOption.scale, title: "Today") }
            let app = TodayAppController(library: library, date: Date(), imageLoader: { try? Image.load(contentsOfFile: $0) })
            host.window.rootViewController = app
            host.run(maximumFrames: frames) { key in
                if app.handle(key) { return true }
                if key == .character("s") {
                    host.window.clock.speed = host.window.clock.speed < 1 ? 1 : 0.1
                    return true
                }
                return false
            }
            host.close()
        }
    }
}
