import CairoRenderer
import Foundation
import TestSupport
import Testing
import TodayApp
import UIKit

/// Open and close stories many times: nothing stays behind (see ``TodaySoak``).
@MainActor
struct TodaySoakTests {
    /// 1,000 cycles in the long tier, 150 every day (after 100 of warming up in both).
    static let cycles = TestTier.count(everyday: 150, long: 1_000)

    @Test func openAndCloseCyclesLeaveNothingBehind() throws {
        var soak = TodaySoak(library: try StoriesLibrary.defaultLibrary())
        let renderer = CairoRenderer(scale: 1)
        var layersAtStart = 0
        soak.onStart = { window in
            renderer.attach(to: window)
            renderer.render(window)
            layersAtStart = renderer.statistics.cachedLayers
        }
        soak.onFrame = { window in renderer.render(window) }
        let report = soak.run(cycles: Self.cycles, warmUp: 100)
        #expect(report.cycles == Self.cycles && report.stuckCycles == 0)
        #expect(report.storiesAlive == 0, "\(report)")
        #expect(report.presentationControllersAlive == 0, "\(report)")
        // Back on the feed: the bitmaps of every story's views were released.
        #expect(renderer.statistics.cachedLayers == layersAtStart)
        #expect(report.memoryGrowth < 0.05, "\(report)")
    }
}
