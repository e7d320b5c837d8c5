import CairoRenderer
import Foundation
import Testing
import TestSupport
import UIKit

/// `today record` as a user runs it: a full disk and Ctrl-C never leave a half-written file.
@MainActor
struct RecordCommandTests {
    /// A one-second script (a tap on the feed), so a debug build records it in a few seconds.
    static let shortScript = #"{"duration": 1, "events": [{"tap": [195, 400], "at": 0.3}]}"#

    /// ThreadSanitizer's runtime dies with SIGBUS under a file-size limit before `today` runs,
    /// so this test is left out of `scripts/test --sanitize thread` (which sets TSAN_OPTIONS).
    @Test(.disabled(if: ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil, "ThreadSanitizer cannot start under a file-size limit"))
    func aFullDiskFailsNamingTheFileAndLeavesNothingPartial() throws {
        let folder = try ScratchFolder("full-disk")
        defer { folder.remove() }
        try Data(Self.shortScript.utf8).write(to: URL(fileURLWithPath: folder.file("script.json")))
        // The file-size limit (64 blocks: 32 KB in dash) fails every write past it, as a full
        // disk does (with EFBIG rather than ENOSPC); SIGXFSZ is ignored so the write returns.
        let record = try TodayProcess(["record", "--out", "s.webp", "--script", "script.json"], in: folder.path,
                                      shellPrefix: "trap '' XFSZ; ulimit -f 64;")
        let result = record.finish()
        #expect(result.status == 1)
        #expect(result.error.contains("cannot write s.webp: File too large"), "\(result.error)")
        #expect(try folder.files() == ["script.json"])
    }

    @Test func ctrlCHalfWayFinishesTheFramesSoFarAndLeavesOnlyWholeFiles() throws {
        let folder = try ScratchFolder("interrupted")
        defer { folder.remove() }
        let record = try TodayProcess(["record", "--out", "s.webp"], in: folder.path)
        // Half way: once the feed's key moment (1 s into the 9.5 s session) is written.
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: folder.file("s-feed.png")), record.process.isRunning, Date() < deadline {
            usleep(20_000)
        }
        try #require(record.process.isRunning, "the recording ended before it could be interrupted")
        kill(record.process.processIdentifier, SIGINT)
        let result = record.finish()
        #expect(result.status == 130)
        #expect(result.error.contains("interrupted (SIGINT): wrote the"), "\(result.error)")
        #expect(!result.error.contains("\u{1B}["), "a progress line was drawn on a pipe")  // quiet off a terminal
        let files = try folder.files()
        #expect(files.contains("s.webp"))
        #expect(!files.contains("s-list-story.png"), "the session ran to its end before the signal")
        #expect(files.allSatisfy { !$0.hasPrefix(".") }, "a temporary file was left: \(files)")
        for name in files where name.hasSuffix(".png") {
            let image = try UIImage.load(contentsOfFile: folder.file(name))
            #expect(image.size.width == 390, "\(name)")
        }
        try expectValidWebP(folder.file("s.webp"))
    }

    /// `--appearance dark` records the app in Dark Mode (the feed's background black, where
    /// it is the light grouped grey otherwise); an unknown appearance is refused before anything
    /// is written.
    @Test func theAppearanceOptionRecordsInDarkAndRefusesOthers() throws {
        let folder = try ScratchFolder("appearance")
        defer { folder.remove() }
        try Data(Self.shortScript.utf8).write(to: URL(fileURLWithPath: folder.file("script.json")))
        for appearance in ["light", "dark"] {
            let record = try TodayProcess(["record", "--out", "\(appearance).webp", "--script", "script.json", "--appearance", appearance,
                                           "--frames", appearance], in: folder.path)
            #expect(record.finish().status == 0)
        }
        // Under the status bar, above the date: the feed's background.
        let light = try UIImage.load(contentsOfFile: folder.file("light/frame-0000.png"))
        let dark = try UIImage.load(contentsOfFile: folder.file("dark/frame-0000.png"))
        #expect(light.color(atPixelX: 200, y: 42) == .systemGroupedBackground.inLight)
        #expect(dark.color(atPixelX: 200, y: 42) == .systemGroupedBackground.inDark)
        let refused = try TodayProcess(["record", "--out", "s.webp", "--appearance", "sepia"], in: folder.path).finish()
        #expect(refused.status == 64 && refused.error.contains("sepia"), "\(refused.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("s.webp")))
    }

    /// A RIFF WebP whose header's length matches the file: not truncated.
    func expectValidWebP(_ path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try #require(data.count > 12)
        #expect(data.prefix(4) == Data("RIFF".utf8))
        #expect(data[8..<12] == Data("WEBP".utf8))
        let length = data[4..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
        #expect(length + 8 == data.count)
    }
}
