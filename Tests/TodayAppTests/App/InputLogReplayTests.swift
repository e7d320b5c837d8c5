import Foundation
import HeadlessHost
import Motion
import TestSupport
import Testing
import TodayApp
import UIKit

/// The Today app played live and replayed from its input log gives the same frames.
@MainActor
struct InputLogReplayTests {
    @Test func replayingALogGivesTheSameFrames() throws {
        let library = try StoriesLibrary.defaultLibrary()
        let date = Date(timeIntervalSince1970: 1_795_305_600)
        let live = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        live.window.rootViewController = TodayAppController(library: library, date: date)
        let log = InputLog()
        // Tap the first card at frame 10 and let the opening run; ticks of uneven length, as a
        // real display's are.
        for frame in 0..<40 {
            if frame == 10 || frame == 14 {
                let touch = UITouch(location: CGPoint(x: 195, y: 300), phase: frame == 10 ? .began : .ended, timestamp: live.time)
                log.append(.touch(touch))
                live.window.send(touch)
            }
            let elapsed = frame % 3 == 0 ? 0.02 : 1.0 / 60
            log.append(.tick(elapsed))
            live.window.tick(elapsed: elapsed)
            live.render()
        }
        let expected = try #require(live.lastFrame?.image())
        let replay = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        replay.window.rootViewController = TodayAppController(library: library, date: date)
        var frames = 0
        replay.replay(log) { _, _ in frames += 1 }
        #expect(frames == 40)
        let actual = try #require(replay.lastFrame?.image())
        #expect(compare(actual, expected, channelTolerance: 0).differingPixels == 0)
        #expect(replay.window.rootViewController?.presentedViewController is StoryViewController)
    }
}
