import CairoRenderer
import Foundation
import HeadlessHost
import Motion
import TestSupport
import Testing
import TodayApp
import UIKit

/// Files, strings, images, parameters and window sizes nobody should send, each ending in a
/// clear error or a documented clamp, never a crash, and never a broken invariant.
@MainActor
struct BadInputTests {
    /// A library file of `stories` (JSON objects without the braces) and one catalog app.
    static func file(_ stories: [String]) -> String {
        ##"{"catalog": [{"id": "a", "name": "Alpha", "icon": {"colors": ["#FF0000"]}}], "stories": ["##
            + stories.map { "{\($0)}" }.joined(separator: ",") + "]}"
    }

    static func feature(id: String, title: String = "Title", subtitle: String = "Subtitle", body: [String] = ["Body."],
                        artwork: String = ##"{"colors": ["#203040", "#405060"]}"##) -> String {
        func quoted(_ text: String) -> String {
            String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), as: UTF8.self)
                .dropFirst().dropLast().description
        }
        return #""id": \#(quoted(id)), "kind": "appOfTheDay", "eyebrow": "APP OF THE DAY", "title": \#(quoted(title)), "#
            + #""subtitle": \#(quoted(subtitle)), "style": "lightOnDark", "artwork": \#(artwork), "apps": ["a"], "#
            + #""body": [\#(body.map(quoted).joined(separator: ","))]"#
    }

    /// A loader that decodes images as the app does.
    static let loader = StoriesLoader { path in _ = try MainActor.assumeIsolated { try UIImage.load(contentsOfFile: path) } }

    /// Runs the app on a library headless: the feed, a scroll to the last card, the last story
    /// open and closed; returns the broken invariants.
    func exercise(_ library: StoriesLibrary, size: CGSize = CGSize(width: 390, height: 844), scale: Double = 1) -> [String] {
        let host = HeadlessHost(size: size, scale: scale)
        let app = TodayAppController(library: library, date: Date(timeIntervalSince1970: 0),
                                     imageLoader: { try? UIImage.load(contentsOfFile: $0) })
        host.invariantChecker = InvariantChecker()
        host.invariantChecker.map(app.addInvariants)
        host.window.rootViewController = app
        host.render()
        let last = library.stories.count - 1
        if last >= 0 {
            app.today.tableView.scrollToRow(at: IndexPath(row: last, section: 0), at: .top, animated: false)
            host.step()
            _ = app.today.open(storyAt: last)
            host.advance(by: 1)
            _ = app.handle(.escape)
            host.advance(by: 1)
        }
        return host.invariantViolations.map { "frame \($0.frame): \($0.violation)" }
    }

    @Test func aHundredMegabyteFileIsRefusedBeforeItIsRead() throws {
        let folder = try ScratchFolder("bad-input")
        defer { folder.remove() }
        let path = folder.file("huge.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100 * 1_048_576)  // sparse: costs no disk
        try handle.close()
        do {
            _ = try StoriesLoader().load(contentsOfFile: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "\(path): is 100.0 MB; a stories file may be at most 32 MB", "\(error)")
        }
    }

    @Test func truncatedAndWronglyTypedFilesAreErrors() {
        let whole = Self.file([Self.feature(id: "one")])
        for cut in [1, whole.count / 3, whole.count / 2, whole.count - 1] {
            #expect(throws: StoriesError.self) { try Self.loader.load(data: Data(whole.prefix(cut).utf8), file: "cut.json", baseDirectory: "/") }
        }
        for wrong in [#"{"catalog": 3, "stories": []}"#, #"{"catalog": [], "stories": {}}"#, #"{"catalog": [], "stories": [7]}"#, "null", "\"\"", ""] {
            #expect(throws: StoriesError.self) { try Self.loader.load(data: Data(wrong.utf8), file: "wrong.json", baseDirectory: "/") }
        }
    }

    @Test func tenThousandStoriesLoadScrollAndOpen() throws {
        let stories = (0..<10_000).map { Self.feature(id: "story-\($0)", title: "Story \($0)") }
        let library = try Self.loader.load(data: Data(Self.file(stories).utf8), file: "many.json", baseDirectory: "/")
        #expect(library.stories.count == 10_000)
        let violations = exercise(library)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func absurdStringsAreShownWithoutBreakingAnything() throws {
        let stories = [
            Self.feature(id: "long", title: String(repeating: "Wide ", count: 20_000), body: [String(repeating: "word ", count: 50_000)]),
            Self.feature(id: "rtl", title: "مرحبا بالعالم", subtitle: "שלום עולם", body: ["\u{202E}reversed\u{202C} and mixed עברית text"]),
            Self.feature(id: "emoji", title: "🚀🌃✨👩🏽‍💻🇰🇷", subtitle: "🧪" + String(repeating: "🎉", count: 500)),
            Self.feature(id: "control", title: "Bell\u{07} tab\t null\u{0} escape\u{1B}[31m", subtitle: "\u{FEFF}\u{200B}", body: ["", "\n\n\n"]),
            Self.feature(id: "blank", title: "x", subtitle: "", body: []),
        ]
        let library = try Self.loader.load(data: Data(Self.file(stories).utf8), file: "absurd.json", baseDirectory: "/")
        #expect(library.stories.count == 5)
        let violations = exercise(library)
        #expect(violations.isEmpty, "\(violations)")
        // An empty id is not absurd but wrong: a named error.
        do {
            _ = try Self.loader.load(data: Data(Self.file([Self.feature(id: "")]).utf8), file: "absurd.json", baseDirectory: "/")
            Issue.record("expected an error")
        } catch {
            #expect(error.field == "id" && error.message == "is empty")
        }
    }

    @Test(arguments: [
        ("empty.png", Data(), "the file is empty"),
        ("text.png", Data("hello, I am not a picture".utf8), "it is not a PNG or JPEG image"),
        ("corrupt.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 0x42, count: 64), "more than the file holds"),
        ("corrupt.jpg", Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 0x13, count: 64), "JPEG"),
        ("wide.png", BadInputTests.png(width: 50_000, height: 1), "at most 16384 on a side"),
        ("none.png", nil, "no such file"),
    ] as [(String, Data?, String)])
    func badImagesNameTheStoryAndTheField(name: String, contents: Data?, message: String) throws {
        let folder = try ScratchFolder("bad-input")
        defer { folder.remove() }
        let path = folder.file(name)
        if let contents { #expect(FileManager.default.createFile(atPath: path, contents: contents)) }
        let json = Self.file([Self.feature(id: "pictured", artwork: #"{"image": "\#(name)"}"#)])
        do {
            _ = try Self.loader.load(data: Data(json.utf8), file: "images.json", baseDirectory: folder.path)
            Issue.record("expected an error for \(name)")
        } catch {
            #expect(error.story == "pictured" && error.field == "artwork.image", "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
        // Leniently, the story is left out and the rest of the feed still runs.
        let lenient = StoriesLoader(lenient: true, validateImage: Self.loader.validateImage)
        let library = try lenient.load(data: Data(Self.file([Self.feature(id: "fine"), Self.feature(id: "pictured", artwork: #"{"image": "\#(name)"}"#)]).utf8),
                                       file: "images.json", baseDirectory: folder.path)
        #expect(library.stories.map(\.id) == ["fine"] && library.problems.count == 1)
    }

    @Test func tinyAndHugeWindowsWork() throws {
        let library = try StoriesLibrary.defaultLibrary()
        // Playing the app in a 10,000-point window takes about 100 s in a debug build: the long
        // tier plays it; every day plays a 2,000-point one and renders one 10,000-point frame.
        let huge = Double(TestTier.count(everyday: 2_000, long: 10_000))
        for size in [CGSize(width: 1, height: 1), CGSize(width: 0, height: 0), CGSize(width: huge, height: huge)] {
            let violations = exercise(library, size: size, scale: 1)
            #expect(violations.isEmpty, "\(size): \(violations)")
        }
        // A 10,000-point window at scale 2 is drawn at a lowered scale: at most 64 megapixels.
        let host = HeadlessHost(size: CGSize(width: 10_000, height: 10_000), scale: 2)
        let frame = host.render()
        #expect(frame.pixelWidth * frame.pixelHeight <= 64 * 1_048_576)
        #expect(frame.pixelWidth >= 8000)
    }

    @Test func nonsenseAnimationParametersClampAndFinish() {
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var finished = 0
        for duration in [Double.nan, .infinity, -1, 0] {
            UIView.animate(withDuration: duration, animations: { view.center.x += 10 }, completion: { _ in finished += 1 })
            UIView.animate(withDuration: duration, delay: duration, usingSpringWithDamping: duration, initialSpringVelocity: duration,
                         animations: { view.alpha = 0.5 }, completion: { _ in finished += 1 })
            window.tick(elapsed: 1.0 / 60)
        }
        for (response, damping) in [(0.0, 0.0), (-3, -3), (.nan, .nan), (0.3, .infinity)] {
            UIView.animate(with: Spring(response: response, dampingRatio: damping), animations: { view.center.y += 5 },
                         completion: { _ in finished += 1 })
        }
        // An infinite response is clamped to 1,000 s (documented): slow, but it ends.
        #expect(Spring(response: .infinity, dampingRatio: 1).settlingDuration.isFinite)
        for _ in 0..<600 { window.tick(elapsed: 1.0 / 60) }
        #expect(finished == 12)
        #expect(view.presentation.center.isFinite && view.presentation.alpha.isFinite)
        #expect(InvariantChecker().check(window).isEmpty)
    }

    /// A valid PNG of a grey image (`width` × `height`, RGB), with stored (uncompressed)
    /// deflate blocks so no compressor is needed.
    nonisolated static func png(width: Int, height: Int) -> Data {
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }
        var raw: [UInt8] = []
        for _ in 0..<height { raw += [0] + [UInt8](repeating: 0x80, count: width * 3) }
        var deflate: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = Swift.min(65_535, raw.count - offset)
            let last: UInt8 = offset + length >= raw.count ? 1 : 0
            deflate += [last, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            deflate += raw[offset..<(offset + length)]
            offset += length
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        deflate += bigEndian(b << 16 | a)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", deflate) + chunk("IEND", [])
        return Data(bytes)
    }
}
