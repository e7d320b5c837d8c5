import CairoRenderer
import Foundation
import HeadlessHost
import Motion
import Testing
import TodayApp
import UIKit

/// What the opening's first frames cost the renderer: the story shows what its card already
/// drew, so it reuses the card's bitmaps instead of drawing them again (the frame that used to
/// take 12 ms at scale 2), and its body below the fold is not drawn until it can be seen.
@MainActor
struct OpeningCostTests {
    @Test func theStorysFirstFrameReusesTheCardsBitmaps() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let app = TodayAppController(library: try StoriesLibrary.defaultLibrary(), date: Date(timeIntervalSince1970: 1_795_305_600))
        host.window.rootViewController = app
        host.render()
        app.today.open(storyAt: 0)
        var shared = 0, redrawn = 0
        for _ in 0..<3 {
            host.step()
            shared += host.renderer.statistics.contentShared
            redrawn += host.renderer.statistics.contentRedraws
        }
        // The artwork, both gradient scrims and the eyebrow, title and subtitle.
        #expect(shared >= 6, "shared \(shared)")
        // Only what the card does not show: the close button, and the article's first
        // paragraph once the story grows past the artwork (the rest is below the fold).
        #expect(redrawn <= 2, "redrawn \(redrawn)")
    }
}
