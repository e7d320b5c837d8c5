import Foundation
import Motion
import TestSupport
import Testing
import TodayApp
import UIKit

/// Seeded random input against the Today app, every frame checked (see ``TodayFuzzer``).
@MainActor
struct TodayFuzzerTests {
    /// 6,000 in the long tier, 1,000 every day (`TODAY_FUZZ_SEQUENCES` overrides both),
    /// shared between the test processes `scripts/test` runs (``TestTier/seeds(_:)``).
    static let sequences = Int(ProcessInfo.processInfo.environment["TODAY_FUZZ_SEQUENCES"] ?? "")
        ?? TestTier.count(everyday: 1_000, long: 6_000)

    @Test func fuzzedSequencesBreakNothing() throws {
        let fuzzer = TodayFuzzer(library: try StoriesLibrary.defaultLibrary())
        var failures: [TodayFuzzer.Failure] = []
        for seed in TestTier.seeds(Self.sequences) {
            if let failure = fuzzer.run(seed: seed) {
                failures.append(failure)
                if failures.count >= 3 { break }
            }
        }
        for failure in failures {
            Issue.record("\(failure)\nreplay with: today fuzz --replay FILE, FILE holding:\n\(FuzzEvent.script(failure.events))")
        }
    }

    @Test func theGalleryAndItsFlipSurviveFuzzedSequences() throws {
        // The gallery (every demo, opened by random taps on its rows) and the pet flip on its
        // own (taps flip cards open; edge swipes and Escape flip them back).
        let fuzzer = TodayFuzzer(library: try StoriesLibrary.defaultLibrary())
        var failures: [TodayFuzzer.Failure] = []
        for seed in TestTier.seeds(Self.sequences / 5) where failures.count < 3 {
            let failure: TodayFuzzer.Failure?
            if seed % 2 == 0 {
                let gallery = GalleryViewController()
                failure = fuzzer.run(fuzzer.events(seed: seed), seed: seed, root: gallery) { _ = gallery.handle($0) }
            } else {
                let grid = PetGridViewController()
                failure = fuzzer.run(fuzzer.events(seed: seed), seed: seed, root: grid) { key in
                    if key == .escape, let presented = grid.presentedViewController { presented.dismiss(animated: true) }
                }
            }
            if let failure { failures.append(failure) }
        }
        for failure in failures {
            Issue.record("\(failure)\n\(FuzzEvent.script(failure.events))")
        }
    }

    /// The two test processes `scripts/test` runs take consecutive halves of the seeds, which
    /// together are every seed once, whatever the count.
    @Test func theShardsShareTheSeedsBetweenThem() {
        #expect(TestTier.seeds(10, shard: nil) == 0..<10)
        #expect(TestTier.seeds(10, shard: "") == 0..<10)
        #expect([TestTier.seeds(1_001, shard: "0/2"), TestTier.seeds(1_001, shard: "1/2")] == [0..<500, 500..<1_001])
        let thirds = (0..<3).map { TestTier.seeds(10, shard: "\($0)/3") }
        #expect(thirds.flatMap { Array($0) } == Array(0..<10))
    }

    @Test func theSameSeedGivesTheSameEventsAndAScriptRoundTrips() throws {
        let fuzzer = TodayFuzzer(library: try StoriesLibrary.defaultLibrary())
        #expect(fuzzer.events(seed: 42) == fuzzer.events(seed: 42))
        #expect(fuzzer.events(seed: 42) != fuzzer.events(seed: 43))
        let events = fuzzer.events(seed: 42) + [.key(.character("q")), .resize(CGSize(width: 1, height: 1))]
        #expect(try FuzzEvent.events(fromScript: FuzzEvent.script(events)) == events)
        #expect(throws: FuzzScriptError.self) { try FuzzEvent.events(fromScript: #"[{"tick": "soon"}]"#) }
        #expect(throws: FuzzScriptError.self) { try FuzzEvent.events(fromScript: "not json") }
    }

    @Test func aBrokenRuleIsReportedWithTheFrameItBrokeOn() throws {
        // Present a story over a story by hand: the app's "stories" rule must catch it.
        let library = try StoriesLibrary.defaultLibrary()
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let app = TodayAppController(library: library, date: Date(timeIntervalSince1970: 0))
        window.rootViewController = app
        window.layoutIfNeeded()
        let checker = InvariantChecker()
        app.addInvariants(to: checker)
        #expect(checker.check(window).isEmpty)
        let story = try #require(app.today.open(storyAt: 0, animated: false))
        #expect(checker.check(window).isEmpty)
        story.present(StoryViewController(story: library.stories[1], cardSize: CGSize(width: 350, height: 410),
                                          artworkSize: CGSize(width: 390, height: 500), image: nil), animated: false)
        #expect(checker.check(window).map(\.rule).contains("stories"))
    }
}
