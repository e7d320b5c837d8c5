import ArgumentParser
import CairoRenderer
import Foundation
import TodayApp
import UIKit

/// `today soak`: open and close stories many times, rendering, and show nothing accumulates.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Open and close stories many times headless; report memory and leaks.",
        discussion: """
            Runs open/close cycles of the stories in turn on one app, rendering every frame at \
            scale 2, and prints the resident memory after the warm-up and at the end, the story \
            and presentation controllers still alive, and the cached layer bitmaps before and \
            after. Exits 1 when memory grew by 5 % or more after the warm-up, a controller \
            survived its story, a bitmap was not released, or a cycle got stuck.
            """
    )

    @Option(help: "Open/close cycles.")
    var cycles = 1000

    @Option(help: "Cycles before the first memory reading.")
    var warmUp = 100

    func run() throws {
        try failingClearly {
            try MainActor.assumeIsolated {
                var soak = TodaySoak(library: try StoriesLibrary.defaultLibrary())
                let renderer = CairoRenderer(scale: 2)
                var layersAtStart = 0
                soak.onStart = { window in
                    renderer.attach(to: window)
                    renderer.render(window)
                    layersAtStart = renderer.statistics.cachedLayers
                }
                soak.onFrame = { window in renderer.render(window) }
                var progress = ProgressLine("soaking", unit: "cycles", total: cycles)
                soak.onCycle = { progress.update($0) }
                let report = soak.run(cycles: cycles, warmUp: warmUp)
                progress.finish()
                let layersAtEnd = renderer.statistics.cachedLayers
                print(report)
                print("cached layer bitmaps: \(layersAtStart) on the feed before, \(layersAtEnd) after")
                if report.memoryGrowth >= 0.05 || report.storiesAlive > 0 || report.presentationControllersAlive > 0
                    || layersAtEnd != layersAtStart || report.stuckCycles > 0
                {
                    throw ExitCode.failure
                }
            }
        }
    }
}
