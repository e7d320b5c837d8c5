import Testing
@testable import UIKit

/// The frame clock: observers every tick, and work that waits for the next one.
@MainActor
struct FrameClockTests {
    @Test func workForTheNextTickRunsOnceAfterTheObserversInOrder() {
        let clock = FrameClock()
        var log: [String] = []
        let token = clock.addObserver { time in log.append("observer \(time)") }
        clock.afterNextTick { log.append("first") }
        clock.afterNextTick {
            log.append("second")
            // Asked for during a tick: the tick after.
            clock.afterNextTick { log.append("third") }
        }
        #expect(log.isEmpty)
        clock.advance(by: 0.5)  // capped to a quarter second
        #expect(log == ["observer 0.25", "first", "second"])
        clock.advance(by: 0.25)
        #expect(log == ["observer 0.25", "first", "second", "observer 0.5", "third"])
        clock.removeObserver(token)
        clock.advance(by: 0.25)
        #expect(log.count == 5)
        #expect(clock.observerCount == 0)
    }
}
