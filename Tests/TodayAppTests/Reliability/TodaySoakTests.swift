import CairoRenderer
import Foundation
import Testing
import TodayApp
import ViewKit

/// Open and close stories many times: nothing stays behind (see ``TodaySoak``).
@MainActor
struct TodaySoakTests {
    @Test func threeHundredCyclesLeaveNothingBehind() throws {
        var soak = TodaySoak(library: try StoriesLibrary.defaultLibrary())
        let renderer = CairoRenderer(scale: 1)
        var layersAtStart = 0
        soak.onStart = { window in
            renderer.attach(to: window)
            renderer.render(window)
            layersAtStart = renderer.statistics.cachedLayers
        }
        soak.onFrame = { window in renderer.render(window) }
        let report = soak.run(cycles: 300, warmUp: 100)
        #expect(report.cycles == 300 && report.stuckCycles == 0)
        #expect(report.storiesAlive == 0, "\(report)")
        #expect(report.presentationControllersAlive == 0, "\(report)")
        // Back on the feed: the bitmaps of every story's views were released.
        #expect(renderer.statistics.cachedLayers == layersAtStart)
        #expect(report.memoryGrowth < 0.05, "\(report)")
    }
}
