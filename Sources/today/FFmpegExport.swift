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
    static func export(library: StoriesLibrary, scale: Double, appearance: UIUserInterfaceStyle = .light, script: InputScript,
                       every: Int, to out: String, interruption: InterruptionMonitor? = nil) throws {
        guard let ffmpeg = executable() else {
            throw Failure(description: "writing \(out) needs ffmpeg, which is not installed (apt-get install ffmpeg), or write a .webp")
        }
        let folder = NSTemporaryDirectory() + "today-frames-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: scale)
        host.window.overrideUserInterfaceStyle = appearance
        host.window.rootViewController = TodayAppController(library: library, date: Scene.referenceDate,
                                                            imageLoader: { try? UIImage.load(contentsOfFile: $0) })
        host.window.layoutIfNeeded()
        var written = 0
        try host.play(script) { frame, index in
            try interruption?.check()
            guard index % every == 0 else { return }
            try frame.writePNG(to: String(format: "%@/frame-%05d.png", folder, written))
            written += 1
        }
        let gif = out.lowercased().hasSuffix(".gif")
        // ffmpeg writes a hidden temporary file (so it is told the format, not left to guess it
        // from the name), renamed over `out` only when it succeeded.
        try AtomicFile.write(to: out) { (temporaryPath: String) throws(RenderError) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ffmpeg)
            process.arguments = ["-y", "-loglevel", "error", "-framerate", String(60 / every), "-i", "\(folder)/frame-%05d.png"]
                + (gif ? ["-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", "-f", "gif"]
                       : ["-pix_fmt", "yuv420p", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-f", "mp4"])
                + [temporaryPath]
            do {
                try process.run()
            } catch {
                throw .writeFailed(path: out, reason: "ffmpeg did not start (\(error.localizedDescription))")
            }
            process.waitUntilExit()
            guard process.terminationStatus == 0, process.terminationReason == .exit else {
                throw .writeFailed(path: out, reason: "ffmpeg failed (status \(process.terminationStatus)); its message is above")
            }
        }
        print("wrote \(out) (\(written) frames through ffmpeg)")
    }
}
