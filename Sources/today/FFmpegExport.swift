import CairoRenderer
import Foundation
import HeadlessHost
import Motion
import TodayApp
import UIKit

/// MP4 and GIF recordings: the session's frames as PNGs in a temporary folder, assembled by
/// ffmpeg (which Today does not install: it is only used when it is on the PATH).
enum FFmpegExport {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The ffmpeg executable on the PATH, if any.
    static func executable() -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(separator: ":")
        return paths.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @MainActor
    static func export(library: StoriesLibrary, scale: Double, script: InputScript, every: Int, to out: String) throws {
        guard let ffmpeg = executable() else {
            throw Failure(description: "writing \(out) needs ffmpeg, which is not installed (apt-get install ffmpeg), or write a .webp")
        }
        let folder = NSTemporaryDirectory() + "today-frames-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: scale)
        host.window.rootViewController = TodayAppController(library: library, date: Scene.referenceDate,
                                                            imageLoader: { try? UIImage.load(contentsOfFile: $0) })
        host.window.layoutIfNeeded()
        var written = 0
        try host.play(script) { frame, index in
            guard index % every == 0 else { return }
            try frame.writePNG(to: String(format: "%@/frame-%05d.png", folder, written))
            written += 1
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        let gif = out.lowercased().hasSuffix(".gif")
        process.arguments = ["-y", "-loglevel", "error", "-framerate", String(60 / every), "-i", "\(folder)/frame-%05d.png"]
            + (gif ? ["-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse"] : ["-pix_fmt", "yuv420p", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2"])
            + [out]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "ffmpeg could not write \(out) (exit \(process.terminationStatus))") }
        print("wrote \(out) (\(written) frames through ffmpeg)")
    }
}
