import CairoRenderer
import Foundation
import HeadlessHost
import Motion
import Testing
import TestSupport
import TodayApp
import UIKit

/// What the opening's first frames cost the renderer: the story shows what its card already
/// drew, so it reuses the card's bitmaps instead of drawing them again (the frame that used to
/// take 12 ms at scale 2; a list story's app icons, 1.2 ms at scale 3), and its body below the
/// fold is not drawn until it can be seen.
@MainActor
struct OpeningCostTests {
    @Test func theStorysFirstFrameReusesTheCardsBitmaps() throws {
        let (host, app) = try HeadlessHost.todayFeed(scale: 2)
        app.today.open(storyAt: 0)
        var shared = 0, redrawn = 0
        for _ in 0..<3 {
            host.step()
            shared += host.renderer.statistics.contentShared
            redrawn += host.renderer.statistics.contentRedraws
        }
        // The artwork and the eyebrow, title and subtitle (the gradient scrims are filled
        // straight onto the frame: no bitmaps).
        #expect(shared >= 4, "shared \(shared)")
        // Only what the card does not show: the close button, and the article's first
        // paragraph once the story grows past the artwork (the rest is below the fold).
        #expect(redrawn <= 2, "redrawn \(redrawn)")
    }

    @Test func aCardUnderTheFingerHasItsStorysTextMeasuredBeforeTheTap() throws {
        let (host, app) = try HeadlessHost.todayFeed()
        let measurer = RecordingTextMeasurer(answeringFrom: host.renderer)
        host.window.textMeasurer = measurer
        let paragraphs = Set(app.today.stories[0].body)
        try #require(!paragraphs.isEmpty)
        // The finger rests on the first card: after the feed's 0.15 s wait the card highlights,
        // and its story's paragraphs are measured then.
        host.touch(.began, at: CGPoint(x: 195, y: 300))
        host.advance(by: 0.2)
        #expect(app.today.openStory == nil)
        #expect(paragraphs.isSubset(of: measurer.texts), "measured under the finger: \(measurer.texts)")
        // The tap opens that story without measuring them again.
        measurer.removeAll()
        host.touch(.ended, at: CGPoint(x: 195, y: 300))
        host.step(frames: 3)
        #expect(app.today.openStory?.story == app.today.stories[0])
        #expect(paragraphs.isDisjoint(with: measurer.texts), "measured again at the tap: \(measurer.texts)")
    }

    @Test func aStoryOpenedWithoutAFingerMeasuresItsTextAsItOpens() throws {
        // A key or a test opens a story with no highlight before it: its paragraphs are
        // measured in the opening's frame (what the test above keeps out of it).
        let (host, app) = try HeadlessHost.todayFeed()
        let measurer = RecordingTextMeasurer(answeringFrom: host.renderer)
        host.window.textMeasurer = measurer
        app.today.open(storyAt: 0)
        host.step()
        #expect(Set(app.today.stories[0].body).isSubset(of: measurer.texts))
    }

    @Test func aListStorysFirstFrameReusesTheCardsAppIcons() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let library = try StoriesLibrary.defaultLibrary()
        let index = try #require(library.stories.firstIndex { $0.kind == .list && $0.apps.count >= 5 })
        let app = TodayAppController(library: library, date: Date(timeIntervalSince1970: 1_795_305_600))
        host.window.rootViewController = app
        host.render()
        app.today.tableView.scrollToRow(at: IndexPath(row: index, section: 0), at: .top, animated: false)
        host.render()
        #expect(app.today.tableView.indexPathsForVisibleRows.contains(IndexPath(row: index, section: 0)))
        app.today.open(storyAt: index)
        host.step()
        // The story's header shows the card's five app icons and GET buttons at the same size:
        // their bitmaps are shared, not drawn again (with each icon drawing its own: 11 shared,
        // 12 drawn; with each GET button drawing its own: 16 shared, 7 drawn).
        let statistics = host.renderer.statistics
        #expect(statistics.contentShared >= 21, "shared \(statistics.contentShared)")
        #expect(statistics.contentRedraws <= 2, "redrawn \(statistics.contentRedraws)")
    }
}
