import CairoRenderer
import Foundation
import HeadlessHost
import Motion
import TodayApp
import UIKit

/// A place where Today reads input from outside, as a coverage-guided fuzzer drives it: each
/// target takes arbitrary bytes, hands them to the real parser, and reports whether the parser
/// accepted them or refused them with an error.
///
/// Either outcome is fine; what a fuzzer looks for is everything else: a trap (an integer that
/// does not fit, an index out of range), a memory error in the C decoders, an input that takes
/// more than a second, or memory that is never given back. `scripts/fuzz TARGET` runs one under
/// libFuzzer; the tests run every committed seed and every past finding through ``run(_:)``.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The stories file (`--stories`): JSON with a catalog and stories, image paths included.
    case stories
    /// The input script of `today record --script`: JSON taps, drags and resizes.
    case inputScript = "input-script"
    /// The curve specification of `today curves` (`spring(damping: 0.5, duration: 1)`).
    case curve
    /// The PNG and JPEG decoders (libpng through Cairo, libjpeg through the CImageCodecs shim).
    case image
    /// The replay log: a fuzzed session's failure script (`today fuzz --replay`).
    case replay

    /// The longest input a target is given, in bytes: long enough for every format's
    /// interesting structure, short enough that each run stays well under a millisecond.
    public static let maximumInputLength = 16_384

    /// Runs the target's parser on `input` and says whether it was accepted.
    ///
    /// Never throws: refusing bad input is the parser's job, and the refusal's message is
    /// returned. Anything else (a crash, a hang) is the finding a fuzzer reports.
    public func run(_ input: Data) -> FuzzOutcome {
        switch self {
        case .stories:
            // Image paths resolve against a made-up folder and are checked without the disk:
            // a resolved path must be absolute, and only `.png` and `.jpg` names "exist".
            let loader = StoriesLoader(lenient: true) { path in
                precondition(path.hasPrefix("/"), "an image path resolved to a relative path: \(path)")
                guard path.hasSuffix(".png") || path.hasSuffix(".jpg") else { throw StoriesLoaderMessage("no such file: \(path)") }
            }
            do {
                let library = try loader.load(data: input, file: "fuzz.json", baseDirectory: "/nonexistent-today-fuzz")
                return .accepted("\(library.stories.count) stories, \(library.problems.count) problems")
            } catch {
                return .refused(error.description)
            }
        case .inputScript:
            do {
                let script = try InputScript.load(data: input, file: "fuzz.json")
                return .accepted("\(script.events.count) events over \(script.duration) s")
            } catch {
                return .refused(error.description)
            }
        case .curve:
            do {
                let curve = try Curve(parsing: String(decoding: input, as: UTF8.self))
                // Sample it as `today curves` does: a curve that parses must also evaluate.
                let samples = curve.samples(count: 61)
                return .accepted("\(samples.count) samples over \(curve.naturalDuration) s")
            } catch {
                return .refused(error.description)
            }
        case .image:
            return Self.decodeImage(input)
        case .replay:
            do {
                let events = try FuzzEvent.events(fromScript: String(decoding: input, as: UTF8.self))
                return .accepted("\(events.count) events")
            } catch {
                return .refused(error.description)
            }
        }
    }

    /// The bytes are decoded twice, as a file and as data in memory (`UIImage(data:)`), and the
    /// two must agree: the same pixels, or both refused. The file is a scratch file named for
    /// this call alone: the tests run several inputs at once in one process, and a file named
    /// for the process was once overwritten by another test's input between its write and its
    /// read.
    private static func decodeImage(_ input: Data) -> FuzzOutcome {
        let name = "today-fuzz-image-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
        guard FileManager.default.createFile(atPath: path, contents: input) else {
            // Not the decoder's fault: the fuzzer's machine cannot write its scratch file.
            fatalError("today-fuzz: cannot write the scratch image \(path)")
        }
        defer { unlink(path) }
        let fromFile = Result { () throws(RenderError) in try UIImage.load(contentsOfFile: path) }
        let fromData = Result { () throws(RenderError) in try UIImage.load(data: input) }
        switch (fromFile, fromData) {
        case (.success(let image), .success(let same)):
            guard image.pixelWidth == same.pixelWidth, image.pixelHeight == same.pixelHeight, image.pixels == same.pixels else {
                fatalError("today-fuzz: the file and the same bytes in memory decode to different pixels")
            }
            return .accepted("\(image.pixelWidth) x \(image.pixelHeight) pixels")
        case (.failure(let error), .failure):
            return .refused(error.description)
        case (.success, .failure(let error)):
            fatalError("today-fuzz: the file decodes, the same bytes in memory do not: \(error)")
        case (.failure(let error), .success):
            fatalError("today-fuzz: the bytes in memory decode, the file does not: \(error)")
        }
    }
}

/// What a parser made of a fuzzer's input.
public enum FuzzOutcome: Equatable, Sendable {
    /// The input parsed; the text summarises what came out.
    case accepted(String)
    /// The parser refused the input with this message.
    case refused(String)
}
