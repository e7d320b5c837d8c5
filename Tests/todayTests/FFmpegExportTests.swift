import Foundation
import Testing
import TestSupport

/// `today record --out NAME.mp4` and `.gif`, through ffmpeg when it is installed (CI installs
/// it and sets TODAY_REQUIRE_FFMPEG=1, so there a missing ffmpeg fails instead of skipping);
/// without it, a clear refusal and no file.
@MainActor
struct FFmpegExportTests {
    static let script = #"{"duration": 1, "events": [{"tap": [195, 400], "at": 0.3}]}"#

    /// A tool on the PATH, if any.
    static func tool(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// How many video frames ffprobe counts in a file.
    static func frameCount(_ path: String, ffprobe: String) throws -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffprobe)
        process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=nb_read_frames,width,height",
                             "-of", "csv=p=0", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",")
        guard fields.count == 3, fields[0] == "390", fields[1] == "844" else { return nil }
        return Int(fields[2])
    }

    @Test func mp4AndGIFRecordingsAreAssembledByFFmpeg() throws {
        guard let ffmpeg = Self.tool("ffmpeg"), let ffprobe = Self.tool("ffprobe") else {
            if ProcessInfo.processInfo.environment["TODAY_REQUIRE_FFMPEG"] == "1" { Issue.record("ffmpeg and ffprobe are required here") }
            return
        }
        #expect(!ffmpeg.isEmpty)
        let folder = try ScratchFolder("ffmpeg")
        defer { folder.remove() }
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: folder.file("script.json")))
        for (name, every, frames) in [("s.mp4", 1, 61), ("s.gif", 2, 31)] {
            let record = try TodayProcess(["record", "--out", name, "--script", "script.json", "--scale", "1", "--every", "\(every)"],
                                          in: folder.path)
            let result = record.finish()
            #expect(result.status == 0, "\(name): \(result.error)")
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.file(name)))
            if name.hasSuffix(".mp4") {
                #expect(data.count > 8 && data[4..<8] == Data("ftyp".utf8))
            } else {
                #expect(data.prefix(6) == Data("GIF89a".utf8))
            }
            // The 1-second session at 60 Hz is 61 frames; every other frame, 31.
            #expect(try Self.frameCount(folder.file(name), ffprobe: ffprobe) == frames, "\(name)")
        }
        #expect(try folder.files().allSatisfy { !$0.hasPrefix(".") }, "a temporary file was left")
    }

    @Test func withoutFFmpegAnMP4IsRefusedClearlyAndNothingIsWritten() throws {
        let folder = try ScratchFolder("no-ffmpeg")
        defer { folder.remove() }
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: folder.file("script.json")))
        let record = try TodayProcess(["record", "--out", "s.mp4", "--script", "script.json", "--scale", "1"], in: folder.path,
                                      shellPrefix: "PATH=/nonexistent;")
        let result = record.finish()
        #expect(result.status != 0)
        #expect(result.error.contains("needs ffmpeg, which is not installed"), "\(result.error)")
        #expect(try folder.files() == ["script.json"])
    }
}
