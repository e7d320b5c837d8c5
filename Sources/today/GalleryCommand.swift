import ArgumentParser
import Foundation
import HeadlessHost
import Motion
import SDLHost
import TodayApp
import ViewKit

/// `today gallery`: the transitions the seeds describe besides the Today card, in a window or
/// recorded headless.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "The transition gallery: a dimming sheet, the built-in styles, the pet-card flip.",
        discussion: """
            With a display, opens the gallery in a window: tap a row to run a demo; each closes \
            by its own means (Close, a tap on the dimming, a drag down, a swipe from the left \
            edge) or Escape; q quits. With --headless (or no display), plays every demo in turn \
            (open, hold, close) and writes an animated WebP (--out) and, per demo, a PNG a \
            quarter of a second into its opening (NAME-DEMO.png beside it; NAME-flip-card.png is a \
            card flipping).
            """
    )

    @OptionGroup var scaleOption: ScaleOption

    @Flag(help: "Record headless even when a display is available.")
    var headless = false

    @Option(help: "The recording (headless).")
    var out = "gallery.webp"

    @Option(help: "Quit the window after this many frames (for scripted runs).")
    var frames: Int?

    func run() throws {
        try failingClearly {
            try MainActor.assumeIsolated {
                let environment = ProcessInfo.processInfo.environment
                let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
                if headless || !hasDisplay {
                    try record()
                    return
                }
                let host = try SDLHost(scale: scaleOption.scale, title: "Today — transitions")
                let gallery = GalleryViewController()
                host.window.rootViewController = gallery
                host.run(maximumFrames: frames, onKey: { gallery.handle($0) })
                host.close()
            }
        }
    }

    @MainActor
    private func record() throws {
        let host = HeadlessHost(size: Size(width: 390, height: 844), scale: scaleOption.scale)
        let gallery = GalleryViewController()
        host.window.rootViewController = gallery
        let first = host.render()
        let writer = try AnimatedWebPWriter(pixelWidth: first.pixelWidth, pixelHeight: first.pixelHeight, quality: 70)
        var milliseconds = 0
        func frames(_ count: Int) throws {
            for _ in 0..<count {
                let frame = host.step()
                milliseconds += Int((host.frameDuration * 1000).rounded())
                if host.framesRendered % 2 == 0 { try writer.add(frame, atMilliseconds: milliseconds) }
            }
        }
        let base = (out as NSString).deletingPathExtension
        try frames(20)
        for demo in gallery.demos {
            let controller = gallery.open(demo)
            try frames(15)
            try host.writeFrame(to: "\(base)-\(demo.rawValue).png")
            try frames(50)
            if let grid = controller as? PetGridViewController {
                // The flip demo: flip a card open, and back.
                grid.reveal(petAt: 1)
                try frames(21)  // 0.35 s: the card turning in
                try host.writeFrame(to: "\(base)-flip-card.png")
                try frames(60)
                _ = gallery.handle(.escape)
                try frames(60)
            }
            _ = gallery.handle(.escape)
            try frames(50)
        }
        try writer.write(to: out)
        print("wrote \(out) and \(gallery.demos.count + 1) PNGs as \(base)-DEMO.png")
    }
}
