import Foundation
import Testing
@testable import today

/// `today bench app`'s own measurements of the process.
struct AppBenchmarkTests {
    /// This thread's CPU time so far, in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }

    /// The process's CPU time never goes back, and takes in at least the work done on this
    /// thread. (Other threads' time is counted when their core next accounts it, up to a tick
    /// late; the bench reads it at frame ends, when its band threads wait.)
    @Test func theProcessCPUTimeCountsTheWorkDoneOnItsThreads() {
        let before = AppBenchmark.processCPUMilliseconds(), threadBefore = Self.threadCPUMilliseconds()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var after = before, threadAfter = threadBefore
        // Work until this thread has taken 5 ms of CPU.
        while threadAfter - threadBefore < 5 {
            for _ in 0..<100_000 { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
            threadAfter = Self.threadCPUMilliseconds()
            let now = AppBenchmark.processCPUMilliseconds()
            #expect(now >= after)
            after = now
        }
        #expect(state != 0)
        #expect(after - before >= threadAfter - threadBefore, "\(after - before) ms of the process, \(threadAfter - threadBefore) of this thread")
    }
}
