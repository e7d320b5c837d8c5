import Foundation
import Motion
import Testing
import TestSupport
import TodayApp
import UIKit

/// The card's press highlight: it waits out the feed's 0.15 s touch delay, shrinks to 0.95 in
/// 0.1 s, and a scroll never starts it or takes it back.
@MainActor
struct TodayCardCellTests {
    /// The app with a finger just put down on the middle of the first card.
    func fingerOnFirstCard() throws -> (stage: TodayStage, cell: TodayCardCell, middle: CGPoint, finger: Finger) {
        let stage = try TodayStage()
        let cell = try #require(stage.feed.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodayCardCell)
        let frame = try #require(stage.cardFrame(row: 0))
        let middle = CGPoint(x: frame.midX, y: frame.midY)
        var finger = Finger(on: stage.window)
        finger.down(at: middle)
        return (stage, cell, middle, finger)
    }

    /// The card's presented scale (the shadow view carries the highlight transform).
    func scale(of cell: TodayCardCell) -> Double { cell.shadowView.presentation.transform.m11 }

    @Test func aPressShrinksTheCardAfterTheTouchDelayAndALiftOpensItsStory() throws {
        let (stage, cell, _, finger) = try fingerOnFirstCard()
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
        let (stage, cell, _, down) = try fingerOnFirstCard()
        var finger = down
        for _ in 0..<10 {
            finger.move(to: CGPoint(x: finger.location.x, y: finger.location.y - 12))
            #expect(scale(of: cell) == 1)
        }
        finger.up()
        finger.wait(frames: 30)
        #expect(scale(of: cell) == 1)
        #expect(stage.feed.openStory == nil)
        #expect(stage.feed.tableView.contentOffset.y > 50)
    }

    @Test func aScrollAfterThePressTakesTheHighlightBackAndOpensNothing() throws {
        let (stage, cell, middle, down) = try fingerOnFirstCard()
        var finger = down
        finger.wait(frames: 20)
        #expect(isClose(scale(of: cell), TodayMetrics.highlightScale, within: 1e-9))
        finger.move(to: CGPoint(x: middle.x, y: middle.y - 100), frames: 6)
        finger.up()
        finger.wait(frames: 18)  // 0.3 s back (it started during the move)
        #expect(isClose(scale(of: cell), 1, within: 1e-9))
        #expect(stage.feed.openStory == nil)
    }

    @Test func theCardIsRasterizedAtTheScreensScaleWhileItShrinksAndReturns() throws {
        let (stage, cell, middle, down) = try fingerOnFirstCard()
        var finger = down
        #expect(!cell.shadowView.layer.shouldRasterize)
        finger.wait(frames: 12)
        #expect(cell.shadowView.layer.shouldRasterize)
        #expect(Double(cell.shadowView.layer.rasterizationScale) == stage.window.screenScale)
        finger.move(to: CGPoint(x: middle.x, y: middle.y - 100), frames: 6)
        finger.up()
        finger.wait(frames: 6)  // on its way back
        #expect(cell.shadowView.layer.shouldRasterize)
        finger.wait(frames: 12)  // at rest: layer by layer again
        #expect(isClose(scale(of: cell), 1, within: 1e-9))
        #expect(!cell.shadowView.layer.shouldRasterize)
    }
}
