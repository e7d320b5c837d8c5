import ArgumentParser
import Foundation
import HeadlessHost
import Motion
import SDLHost
import TodayApp
import UIKit

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
            card flipping, NAME-matched-flight.png the elements half way).
            """
    )

    @OptionGroup var scaleOption: ScaleOption

    @Flag(help: "Record headless even when a display is available.")
    var headless = false

    @Option(help: "The recording (headless).")
    var out = "gallery.webp"

    @Option(help: "Quit the window after this many frames (for scripted runs).")
    var frames: Int?

    @Option(help: "Plot demos' timelines instead (\(GalleryDemo.allCases.map(\.rawValue).joined(separator: ", ")); several separated by commas, one above the other, as zoom,card): every animated property over time, written to --out as a PNG.")
    var plot: String?

    func run() throws {
        try failingClearly {
            try MainActor.assumeIsolated {
                let environment = ProcessInfo.processInfo.environment
                let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
                if let plot {
                    let demos = try plot.split(separator: ",").map { name in
                        guard let demo = GalleryDemo(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                            throw ValidationError("no demo \"\(name)\"; the demos are \(GalleryDemo.allCases.map(\.rawValue).joined(separator: ", "))")
                        }
                        return demo
                    }
                    guard !demos.isEmpty else { throw ValidationError("--plot needs a demo") }
                    try plotTimelines(of: demos)
                    return
                }
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

    /// Plays each demo and draws its timeline, one above the other under its title, all on the
    /// same time axis (the longest demo's).
    @MainActor
    private func plotTimelines(of demos: [GalleryDemo]) throws {
        let width = 1100.0
        let canvasView = UIView()
        canvasView.backgroundColor = .white
        var y = 0.0
        var summary: [String] = []
        let played = demos.map { ($0, timeline(of: $0)) }
        let span = played.map(\.1.1).max() ?? 1
        for (demo, (timeline, duration)) in played {
            let heading = UILabel(frame: CGRect(x: 16, y: y + 12, width: width - 32, height: 28))
            heading.text = "\(demo.title): \(demo.subtitle) (\(String(format: "%.2f", duration)) s)"
            heading.font = .system(size: 20, weight: .bold)
            canvasView.addSubview(heading)
            y += 48
            let chart = TimelineChartView(timeline: timeline)
            chart.timeSpan = span
            let size = chart.preferredSize(width: width)
            chart.frame = CGRect(x: 0, y: y, width: size.width, height: size.height)
            canvasView.addSubview(chart)
            y += size.height
            summary.append("\(demo.rawValue): \(timeline.lanes.count) animated properties over \(String(format: "%.2f", duration)) s")
        }
        let canvas = HeadlessHost(size: CGSize(width: width, height: y), scale: scaleOption.scale)
        canvasView.frame = CGRect(x: 0, y: 0, width: width, height: y)
        canvas.window.addSubview(canvasView)
        try canvas.writeFrame(to: out)
        print("wrote \(out): " + summary.joined(separator: "; "))
    }

    /// Plays the demo's opening and closing (for the flip, a card's flip open and back) headless
    /// at 60 Hz, samples every view each frame, and returns the timeline and its length.
    @MainActor
    private func timeline(of demo: GalleryDemo) -> (TransitionTimeline, Double) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let gallery = GalleryViewController()
        host.window.rootViewController = gallery
        host.render()
        var timeline = TransitionTimeline()
        var time = 0.0
        func run(_ action: () -> Void) {
            action()
            timeline.sample(host.window, at: time)
            for _ in 0..<240 {
                host.step()
                time += host.frameDuration
                timeline.sample(host.window, at: time)
                if host.window.activeTransition == nil, !host.window.hasRunningAnimations { break }
            }
        }
        if demo == .flip {
            guard let grid = gallery.open(demo, animated: false) as? PetGridViewController else { return (timeline, time) }
            host.step()
            run { grid.reveal(petAt: 1) }
            run { _ = gallery.handle(.escape) }
        } else if demo == .matchedElements {
            guard let list = gallery.open(demo, animated: false) as? MatchedListViewController else { return (timeline, time) }
            host.step()
            run { list.showDetail() }
            run { _ = gallery.handle(.escape) }
        } else {
            run { gallery.open(demo) }
            run { _ = gallery.handle(.escape) }
        }
        return (timeline, time)
    }

    @MainActor
    private func record() throws {
        let interruption = InterruptionMonitor()
        defer { interruption.stop() }
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: scaleOption.scale)
        let gallery = GalleryViewController()
        host.window.rootViewController = gallery
        let first = host.render()
        let writer = try AnimatedWebPWriter(pixelWidth: first.pixelWidth, pixelHeight: first.pixelHeight, quality: 70)
        var milliseconds = 0
        var progress = ProgressLine("recording the gallery", unit: "frames", total: nil)
        defer { progress.finish() }
        func frames(_ count: Int) throws {
            for _ in 0..<count {
                try interruption.check()
                progress.update(host.framesRendered)
                let frame = host.step()
                milliseconds += Int((host.frameDuration * 1000).rounded())
                if host.framesRendered % 2 == 0 {
                    try writer.add(frame, atMilliseconds: milliseconds)
                } else {
                    writer.skip(frame)
                }
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
            if let list = controller as? MatchedListViewController {
                list.showDetail()
                try frames(30)
                try host.writeFrame(to: "\(base)-matched-flight.png")
                try frames(60)
                _ = gallery.handle(.escape)
                try frames(80)
            }
            _ = gallery.handle(.escape)
            try frames(50)
        }
        try writer.write(to: out)
        progress.finish()
        print("wrote \(out) and \(gallery.demos.count + 2) PNGs as \(base)-DEMO.png")
    }
}
