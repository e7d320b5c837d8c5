import ArgumentParser
import CairoRenderer
import Foundation
import HeadlessHost
import Motion
import TodayApp
import UIKit

/// `today record`: the scripted session rendered headless to an animated WebP and PNGs.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render the scripted Today session headless to an animated WebP (and PNGs).",
        discussion: """
            The session scrolls the feed, opens the first story, scrolls it, drags it closed, then \
            opens the list story and closes it with the button. Key moments are written as PNGs \
            next to the recording (NAME-feed.png, NAME-opening-1.png, …); --frames DIR writes \
            every frame.
            """
    )

    @Option(help: "The file to write: an animated WebP, or .mp4 or .gif through ffmpeg when it is installed.")
    var out = "today.webp"

    @Option(help: "Also write every frame as a PNG into this directory.")
    var frames: String?

    @Option(help: "A script file (JSON: taps, drags and resizes at times) to play instead of the default session.")
    var script: String?

    @OptionGroup var storiesOptions: StoriesOptions
    @OptionGroup var appearanceOption: AppearanceOption

    @Option(help: "Pixels per point of the recording: 1, 2 or 3.")
    var scale: Double = 1

    @Flag(help: "Skip the key-moment PNGs.")
    var noKeyFrames = false

    @Option(help: "WebP quality, 0 (smallest) to 100.")
    var quality: Float = 80

    @Option(help: "Keep one frame in N in the WebP (2 gives 30 frames per second and a smaller file).")
    var every: Int = 1

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
        guard quality >= 0, quality <= 100 else { throw ValidationError("--quality must be in 0...100, got \(quality)") }
        guard (1...10).contains(every) else { throw ValidationError("--every must be in 1...10, got \(every)") }
    }

    func run() throws {
        let library = try storiesOptions.library()
        let fileExtension = (out as NSString).pathExtension.lowercased()
        let session = try script.map { path in try failingClearly { try InputScript.load(contentsOfFile: path) } } ?? TodaySession.script
        let interruption = InterruptionMonitor()
        defer { interruption.stop() }
        try MainActor.assumeIsolated {
            try failingClearly {
                if fileExtension == "mp4" || fileExtension == "gif" {
                    try FFmpegExport.export(library: library, scale: scale, appearance: appearanceOption.appearance.style, script: session,
                                            every: every, to: out, interruption: interruption)
                } else {
                    try Self.record(library: library, scale: scale, appearance: appearanceOption.appearance.style, out: out, framesDirectory: frames,
                                    keyFrames: !noKeyFrames && script == nil, script: session, quality: quality, every: every,
                                    interruption: interruption)
                }
            }
        }
    }

    /// The key moments written as PNGs: (seconds, name).
    static let keyMoments: [(Double, String)] = [
        (1.0, "feed"), (1.28, "pressed"), (1.32, "opening-1"), (1.42, "opening-2"), (1.62, "opening-3"), (2.2, "story"),
        (4.7, "dragging"), (5.0, "closing"), (7.6, "list-story"),
    ]

    /// Records the session into `out` (and the key-moment PNGs beside it, and every frame into
    /// `framesDirectory`). Every file is written whole or not at all.
    ///
    /// When `interruption` reports a signal, the frames rendered so far are finished into `out`
    /// (a valid, shorter recording, which the message names) and the command fails with the
    /// signal's status.
    @MainActor
    static func record(library: StoriesLibrary, scale: Double, appearance: UIUserInterfaceStyle = .light, out: String,
                       framesDirectory: String?, keyFrames: Bool,
                       script: InputScript = TodaySession.script, quality: Float = 80, every: Int = 1,
                       interruption: InterruptionMonitor? = nil) throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: scale)
        host.window.overrideUserInterfaceStyle = appearance
        let app = TodayAppController(library: library, date: Scene.referenceDate, imageLoader: { try? UIImage.load(contentsOfFile: $0) })
        host.window.rootViewController = app
        host.window.layoutIfNeeded()
        if let framesDirectory {
            try FileManager.default.createDirectory(atPath: framesDirectory, withIntermediateDirectories: true)
        }
        let first = host.render()
        let writer = try AnimatedWebPWriter(pixelWidth: first.pixelWidth, pixelHeight: first.pixelHeight, quality: quality)
        let base = (out as NSString).deletingPathExtension
        var pendingMoments = keyFrames ? keyMoments[...] : []
        var keyFramesWritten = 0
        var recorded = 0.0
        var progress = ProgressLine("recording", unit: "frames", total: Int((script.duration / host.frameDuration).rounded()) + 1)
        defer { progress.finish() }
        do {
            try host.play(script) { frame, index in
                progress.update(index + 1)
                try interruption?.check()
                let seconds = Double(index) * host.frameDuration
                if index % every == 0 {
                    try writer.add(frame, atMilliseconds: Int((seconds * 1000).rounded()))
                } else {
                    writer.skip(frame)
                }
                if let framesDirectory {
                    try frame.writePNG(to: (framesDirectory as NSString).appendingPathComponent(String(format: "frame-%04d.png", index)))
                }
                while let moment = pendingMoments.first, moment.0 <= seconds + 1e-9 {
                    pendingMoments.removeFirst()
                    try frame.writePNG(to: "\(base)-\(moment.1).png")
                    keyFramesWritten += 1
                }
                recorded = seconds
            }
        } catch let interrupted as InterruptionMonitor.Interrupted {
            progress.finish()
            guard writer.frameCount > 0 else { throw interrupted }  // before the first frame: nothing to keep
            try writer.write(to: out)
            FileHandle.standardError.write(Data("""
                \(interrupted): wrote the \(String(format: "%.2f", recorded)) s recorded so far to \(out) \
                (\(writer.frameCount) frames) and \(keyFramesWritten) of \(keyFrames ? keyMoments.count : 0) key-moment PNGs

                """.utf8))
            throw ExitCode(interrupted.exitStatus)
        }
        try writer.write(to: out)
        progress.finish()
        print("wrote \(out) (\(writer.frameCount) frames at scale \(Int(scale)))" + (keyFrames ? " and \(keyMoments.count) key-moment PNGs as \(base)-*.png" : ""))
    }
}

/// `--stories FILE` and `--lenient`, shared by the commands that show the app.
struct StoriesOptions: ParsableArguments {
    @Option(help: "A stories file (JSON) to show instead of the embedded default stories.")
    var stories: String?

    @Flag(help: "Skip bad stories (reporting them) instead of refusing the file.")
    var lenient = false

    /// The library to show; prints the problem and exits non-zero when the file is bad.
    func library() throws -> StoriesLibrary {
        do {
            guard let stories else { return try StoriesLibrary.defaultLibrary() }
            let loader = StoriesLoader(lenient: lenient) { path in
                _ = try MainActor.assumeIsolated { try UIImage.load(contentsOfFile: path) }
            }
            let library = try loader.load(contentsOfFile: stories)
            for problem in library.problems { FileHandle.standardError.write(Data("warning: skipped: \(problem)\n".utf8)) }
            return library
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.validationFailure
        }
    }
}
