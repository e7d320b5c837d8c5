import ArgumentParser
import CairoRenderer
import Foundation
import TodayApp
import UIKit

/// `today fuzz`: seeded random input against the app for a while, every frame checked.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Play seeded random input against the Today app, checking every frame.",
        discussion: """
            Runs sequences with seeds S, S+1, … until the time is up (or --sequences N of them): \
            taps, drags, flings, two fingers, Escape and other keys, resizes from 1×1 to \
            10,000×10,000 points, frames of 0 to 250 ms. After every frame the engine's and the app's invariants are checked; when \
            input stops the app must settle and Escape must bring back the feed. Each frame is \
            also rendered (at scale 1, or 0.1 for windows over 2,000 points) unless --no-render \
            is given; a frame Cairo stopped drawing part way fails the sequence. A failure prints what broke, \
            writes the sequence as a script and exits 1; --replay plays a script again. \
            --digest prints each sequence's frames and a digest of their pixels: another run, in \
            another process or on another machine, must print the same.
            """
    )

    @Option(help: "How long to run, in seconds.")
    var seconds: Double = 60

    @Option(help: "The first sequence's seed.")
    var seed: UInt64 = 0

    @Option(help: "Play exactly this many sequences, however long they take (instead of --seconds).")
    var sequences: Int?

    @Flag(help: "Print each sequence's frame count and a digest of its rendered pixels.")
    var digest = false

    @Flag(inversion: .prefixedNo, help: "Render every frame too (slower; exercises the renderer).")
    var render = true

    @Option(help: "Play this script (written by a failing run) instead of random sequences.")
    var replay: String?

    @Option(help: "Where a failing sequence's script is written.")
    var out = "today-fuzz-failure.json"

    func validate() throws {
        if let sequences, sequences < 1 { throw ValidationError("--sequences must be at least 1, got \(sequences)") }
    }

    func run() throws {
        try failingClearly {
            try MainActor.assumeIsolated {
                var fuzzer = TodayFuzzer(library: try StoriesLibrary.defaultLibrary())
                // Frames Cairo refused part way (RenderStatistics.drawingErrors) fail a sequence too.
                final class DrawingErrors { var count = 0 }
                let drawingErrors = DrawingErrors()
                // The frames played and, rendered, a digest of their pixels (--digest).
                var frames = 0
                var pixels = PixelDigest()
                func digestLine() -> String { "\(frames) frames" + (render ? ", pixels \(pixels)" : "") }
                if render {
                    // Scale 1; windows over 2,000 points a side at 0.1 (a 10,000-point frame at
                    // scale 1 is 400 MB and takes a second).
                    let renderer = CairoRenderer(scale: 1), large = CairoRenderer(scale: 0.1)
                    fuzzer.onFrame = { window in
                        if window.textMeasurer == nil { renderer.attach(to: window) }
                        let huge = window.bounds.width > 2000 || window.bounds.height > 2000
                        let used = huge ? large : renderer
                        let frame = used.render(window)
                        drawingErrors.count += used.statistics.drawingErrors
                        frames += 1
                        if digest { pixels.add(frame) }
                    }
                } else {
                    fuzzer.onFrame = { _ in frames += 1 }
                }
                if let replay {
                    let text = try String(contentsOfFile: replay, encoding: .utf8)
                    let events = try FuzzEvent.events(fromScript: text)
                    if let failure = fuzzer.run(events) { try report(failure) }
                    if digest { print("replay: \(digestLine())") }
                    print("replayed \(events.count) events from \(replay): every check held")
                    return
                }
                let clock = ContinuousClock()
                let start = clock.now
                let budget = Duration.milliseconds(Int64(Swift.max(0, seconds.isFinite ? seconds : 0) * 1000))
                var current = seed
                var count = 0
                var progress = ProgressLine("fuzzing", unit: "sequences", total: sequences)
                defer { progress.finish() }
                repeat {
                    pixels = PixelDigest()
                    frames = 0
                    if let failure = fuzzer.run(seed: current) { try report(failure) }
                    if digest {
                        progress.finish()
                        print("seed \(current): \(digestLine())")
                    }
                    if drawingErrors.count > 0 {
                        try AtomicFile.write(Data(FuzzEvent.script(fuzzer.events(seed: current)).utf8), to: out)
                        FileHandle.standardError.write(Data("fuzz: seed \(current): Cairo stopped drawing \(drawingErrors.count) frame(s) part way\nthe sequence is in \(out); replay it with: today fuzz --replay \(out)\n".utf8))
                        throw ExitCode.failure
                    }
                    current &+= 1
                    count += 1
                    progress.update(count, remaining: sequences == nil ? Swift.max(0, (budget - (clock.now - start)).seconds) : nil)
                } while sequences.map { count < $0 } ?? (clock.now - start < budget)
                progress.finish()
                let elapsed = clock.now - start
                let perSecond = Double(count) / Swift.max(0.001, elapsed.seconds)
                print("\(count) sequences (seeds \(seed)…\(current &- 1)) in \(elapsed): every check held "
                      + "(\(Int(perSecond)) a second\(render ? ", rendered" : ""))")
            }
        }
    }

    private func report(_ failure: TodayFuzzer.Failure) throws -> Never {
        try AtomicFile.write(Data(FuzzEvent.script(failure.events).utf8), to: out)
        FileHandle.standardError.write(Data("fuzz: \(failure)\nthe sequence is in \(out); replay it with: today fuzz --replay \(out)\n".utf8))
        throw ExitCode.failure
    }
}
