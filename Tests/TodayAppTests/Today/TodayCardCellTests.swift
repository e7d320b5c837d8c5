import Foundation
import Motion
import Testing
import TestSupport
import TodayApp
import ViewKit

/// The card's press highlight: it waits out the feed's 0.15 s touch delay, shrinks to 0.95 in
/// 0.1 s, and a scroll never starts it or takes it back.
@MainActor
struct TodayCardCellTests {
    func card(_ stage: TodayStage, row: Int = 0) throws -> TodayCardCell {
        try #require(stage.feed.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? TodayCardCell)
    }

    /// The card's presented scale (the shadow view carries the highlight transform).
    func scale(of cell: TodayCardCell) -> Double { cell.shadowView.presentation.transform.m11 }

    @Test func aPressShrinksTheCardAfterTheTouchDelayAndALiftOpensItsStory() throws {
        let stage = try TodayStage()
        let cell = try card(stage)
        let frame = try #require(stage.cardFrame(row: 0))
        var finger = Finger(on: stage.window)
        finger.down(at: Point(x: frame.midX, y: frame.midY))
        finger.wait(frames: 8)  // 0.133 s: the feed still holds the touch back
        #expect(scale(of: cell) == 1)
        finger.wait(frames: 1)  // 0.15 s: the highlight starts
        finger.wait(frames: 3)  // half of its 0.1 s, ease-out: past half way
        #expect(scale(of: cell) < 1 - (1 - TodayMetrics.highlightScale) / 2)
        #expect(scale(of: cell) > TodayMetrics.highlightScale)
        finger.wait(frames: 3)
        #expect(isClose(scale(of: cell), TodayMetrics.highlightScale, within: 1e-9))
        finger.up()
        #expect(stage.feed.openStory != nil)
    }

    @Test func aQuickScrollNeverShrinksTheCardOrOpensAStory() throws {
        let stage = try TodayStage()
        let cell = try card(stage)
        let frame = try #require(stage.cardFrame(row: 0))
        var finger = Finger(on: stage.window)
        finger.down(at: Point(x: frame.midX, y: frame.midY))
        for _ in 0..<10 {
            finger.move(to: Point(x: finger.location.x, y: finger.location.y - 12))
            #expect(scale(of: cell) == 1)
        }
        finger.up()
        finger.wait(frames: 30)
        #expect(scale(of: cell) == 1)
        #expect(stage.feed.openStory == nil)
        #expect(stage.feed.tableView.contentOffset.y > 50)
    }

    @Test func aScrollAfterThePressTakesTheHighlightBackAndOpensNothing() throws {
        let stage = try TodayStage()
        let cell = try card(stage)
        let frame = try #require(stage.cardFrame(row: 0))
        var finger = Finger(on: stage.window)
        finger.down(at: Point(x: frame.midX, y: frame.midY))
        finger.wait(frames: 20)
        #expect(isClose(scale(of: cell), TodayMetrics.highlightScale, within: 1e-9))
        finger.move(to: Point(x: frame.midX, y: frame.midY - 100), frames: 6)
        finger.up()
        finger.wait(frames: 18)  // 0.3 s back (it started during the move)
        #expect(isClose(scale(of: cell), 1, within: 1e-9))
        #expect(stage.feed.openStory == nil)
    }
}
