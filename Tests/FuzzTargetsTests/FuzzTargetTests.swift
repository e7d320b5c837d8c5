import Foundation
import FuzzTargets
import Testing

/// The fuzz targets' committed inputs, run once each as `scripts/fuzz` would feed them.
///
/// `Corpus/TARGET/` holds each target's seeds: real files of the format, which libFuzzer mutates
/// from. `Findings/TARGET/` holds every input a fuzzing run found a fault with, kept after the
/// fix as a regression test. A file whose name starts with `refused-` must be refused with a
/// message; every other file must be accepted, so a parser that starts refusing good input, or
/// accepting bad, fails here and not only under the fuzzer.
@Suite struct FuzzTargetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The committed inputs of one target in one folder (`Corpus` or `Findings`), sorted.
    static func inputs(_ folder: String, _ target: FuzzTarget) throws -> [URL] {
        let directory = root.appendingPathComponent(folder).appendingPathComponent(target.rawValue)
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Runs one committed input and checks its outcome against its name.
    static func check(_ file: URL, _ target: FuzzTarget) throws {
        let input = try Data(contentsOf: file)
        #expect(input.count <= FuzzTarget.maximumInputLength, "\(file.lastPathComponent) is longer than the fuzzer's inputs")
        let outcome = target.run(input)
        if file.lastPathComponent.hasPrefix("refused-") {
            guard case .refused(let message) = outcome else {
                Issue.record("\(target.rawValue)/\(file.lastPathComponent) should be refused, was \(outcome)")
                return
            }
            #expect(!message.isEmpty)
        } else {
            guard case .accepted = outcome else {
                Issue.record("\(target.rawValue)/\(file.lastPathComponent) should be accepted, was \(outcome)")
                return
            }
        }
    }

    @Test("every seed gives the outcome its name says", arguments: FuzzTarget.allCases)
    func seeds(target: FuzzTarget) throws {
        let files = try Self.inputs("Corpus", target)
        // A fuzzer needs both sides of the parser: at least one good and one bad seed.
        #expect(files.contains { !$0.lastPathComponent.hasPrefix("refused-") }, "no accepted seed for \(target.rawValue)")
        #expect(files.contains { $0.lastPathComponent.hasPrefix("refused-") }, "no refused seed for \(target.rawValue)")
        for file in files { try Self.check(file, target) }
    }

    @Test("every past finding is handled and gives the outcome its name says", arguments: FuzzTarget.allCases)
    func findings(target: FuzzTarget) throws {
        for file in try Self.inputs("Findings", target) { try Self.check(file, target) }
    }

    @Test("images decoded at once each read their own input")
    func imagesAtOnce() async throws {
        // The image target goes through a scratch file; with one file a process, a test decoding
        // an image while another decoded one read the other's bytes (a JPEG seed refused as
        // "starts with 0x89 0x50", a PNG's first bytes).
        let inputs = try Self.inputs("Corpus", .image).map { try Data(contentsOf: $0) }
        try #require(inputs.count >= 2)
        /// Whether an outcome was accepted, and its text if so (a refusal names its scratch file).
        func summary(_ outcome: FuzzOutcome) -> String? {
            if case .accepted(let text) = outcome { return text }
            return nil
        }
        let alone = inputs.map { summary(FuzzTarget.image.run($0)) }
        let together = await withTaskGroup(of: (Int, String?).self) { group in
            for _ in 0..<32 {
                for (index, input) in inputs.enumerated() { group.addTask { (index, summary(FuzzTarget.image.run(input))) } }
            }
            var outcomes: [(Int, String?)] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        #expect(together.count == 32 * inputs.count)
        for (index, outcome) in together { #expect(outcome == alone[index], "input \(index)") }
    }

    @Test("every target has a seed folder and a findings folder, and no folder names an unknown target")
    func folders() throws {
        for folder in ["Corpus", "Findings"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path).sorted()
            #expect(names == FuzzTarget.allCases.map(\.rawValue).sorted(), "\(folder)/")
        }
    }
}
