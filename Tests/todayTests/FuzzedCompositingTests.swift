import CairoRenderer
import Foundation
import Testing
import TestSupport
import TodayApp
import UIKit

/// Seeded random input against the Today app (``TodayFuzzer``'s sequences: scrolls, flings,
/// presses, taps, drags, stories opened and dragged closed, other tabs, resizes), every frame
/// rendered twice: by a renderer as the host uses it (damage only, in two bands, skipping
/// hidden drawing, copying scrolled pixels) and by one compositing the whole window on one
/// thread, compared on every pixel. The scripted session's test covers one path through the
/// app; this covers others a person might take. The first 120 sequences all match (seed 76
/// did not, by a level on one pixel, until a band's first row kept out of curves drawn inside
/// a rounded clip: docs/performance.md); the long tier plays the first 72.
@MainActor
struct FuzzedCompositingTests {
    /// 12 in the everyday tier, 72 in the long one, at scale 1, shared between `scripts/test`'s
    /// two processes (`TODAY_FUZZ_COMPOSITING_SEQUENCES` overrides it).
    static let sequences = Int(ProcessInfo.processInfo.environment["TODAY_FUZZ_COMPOSITING_SEQUENCES"] ?? "")
        ?? TestTier.count(everyday: 12, long: 72)
    /// The seeds played: this process's share of `0..<sequences`, or those
    /// `TODAY_FUZZ_COMPOSITING_SEEDS` lists (comma-separated), to look at one a longer run found.
    static let seeds: [UInt64] = ProcessInfo.processInfo.environment["TODAY_FUZZ_COMPOSITING_SEEDS"].map {
        $0.split(separator: ",").compactMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
    } ?? Array(TestTier.seeds(sequences))

    @Test func fuzzedSequencesCompositeAsTheWholeFrameDoes() throws {
        var fuzzer = TodayFuzzer(library: try StoriesLibrary.defaultLibrary())
        var differing: [String] = []
        var copied = 0, frames = 0
        for seed in Self.seeds where differing.count < 3 {
            let renderer = CairoRenderer(scale: 1)
            renderer.compositingBands = 2  // on one core too, the bands run (one after the other)
            let whole = CairoRenderer(scale: 1)
            // It returns an unchanged frame as it is too: a bitmap's scale follows the frames a
            // renderer composites (a label drawn small while its story shrank), and a frame
            // composited only to be the same would let the two keep different ones.
            whole.compositesDamageOnly = false
            whole.compositingBands = 1
            whole.skipsOccludedDrawing = false
            var frame = 0
            fuzzer.onFrame = { window in
                if frame == 0 { renderer.attach(to: window) }
                frame += 1
                let mine = renderer.render(window)
                if renderer.statistics.scrolledPixels > 0 { copied += 1 }
                let reference = whole.render(window)
                guard !mine.hasSamePixels(as: reference) else { return }
                let pixels = mine.differingPixels(from: reference)
                let left = pixels.map(\.x).min() ?? 0, top = pixels.map(\.y).min() ?? 0
                let right = pixels.map(\.x).max() ?? 0, bottom = pixels.map(\.y).max() ?? 0
                differing.append("seed \(seed), frame \(frame) (\(mine.pixelWidth) × \(mine.pixelHeight)): \(pixels.count) pixels "
                    + "in x \(left)...\(right), y \(top)...\(bottom), up to \(pixels.map(\.difference).max() ?? 0) levels")
            }
            if let failure = fuzzer.run(seed: seed) { Issue.record("\(failure)") }
            frames += frame
        }
        #expect(differing.isEmpty, "\(differing.prefix(10)) differ from the whole composite")
        // Scrolling must happen and be copied, or this test proves little.
        #expect(copied * 100 >= frames * 2, "only \(copied) of \(frames) frames copied scrolled pixels")
        print("fuzzed compositing: \(frames) frames, \(copied) copied scrolled pixels")
    }
}
