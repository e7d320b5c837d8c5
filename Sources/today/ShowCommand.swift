import ArgumentParser
import Foundation
import SDLHost

/// `today show --scene gallery`: a scene in a real window (SDL2).
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Open a scene in a window (needs a display, e.g. Xvfb). q or closing the window quits.")

    @Option(help: "The scene: \(Scene.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: Scene = .gallery

    @OptionGroup var scaleOption: ScaleOption
    @OptionGroup var appearanceOption: AppearanceOption

    @Option(help: "Quit after this many frames (for scripted runs).")
    var frames: Int?

    func run() throws {
        try MainActor.assumeIsolated {
            let host = try failingClearly { try SDLHost(size: scene.windowSize, scale: scaleOption.scale, title: "Today — \(scene.rawValue)") }
            host.window.overrideUserInterfaceStyle = appearanceOption.appearance.style
            try failingClearly { try scene.install(in: host.window) }
            host.run(maximumFrames: frames)
            host.close()
        }
    }
}
