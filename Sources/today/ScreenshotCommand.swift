import ArgumentParser
import Foundation
import HeadlessHost
import Motion

/// `today screenshot --scene gallery --out gallery.png`: one frame of a scene, headless.
struct ScreenshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshot", abstract: "Render one frame of a scene to a PNG, headless.")

    @Option(help: "The scene: \(Scene.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: Scene = .gallery

    @OptionGroup var scaleOption: ScaleOption
    @OptionGroup var appearanceOption: AppearanceOption

    @Option(help: "The PNG file to write.")
    var out: String = "gallery.png"

    func run() throws {
        try MainActor.assumeIsolated {
            let host = HeadlessHost(size: scene.windowSize, scale: scaleOption.scale)
            host.window.overrideUserInterfaceStyle = appearanceOption.appearance.style
            try failingClearly { try scene.install(in: host.window) }
            try failingClearly { try host.writeFrame(to: out) }
            let frame = host.lastFrame
            print("wrote \(out) (\(frame?.pixelWidth ?? 0)x\(frame?.pixelHeight ?? 0) pixels)")
        }
    }
}
