import Foundation
import Motion
import Testing
import TestSupport

struct SpringMotionTests {
    @Test func numbersFollowTheProgressCurve() {
        let spring = Spring.bouncy
        let motion = SpringMotion(spring: spring, from: 10.0, to: 110.0)
        for time in stride(from: 0.0, through: 1.5, by: 0.05) {
            #expect(isClose(motion.value(at: time), 10 + 100 * spring.value(at: time), within: 1e-9))
            #expect(isClose(motion.velocity(at: time), 100 * spring.velocity(at: time), within: 1e-9))
        }
    }

    @Test func retargetingKeepsPositionAndVelocity() {
        let motion = SpringMotion(spring: .snappy, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 300, y: 120))
        let elapsed = 0.17
        let retargeted = motion.retargeted(to: CGPoint(x: -50, y: 400), at: elapsed)
        #expect(isClose(retargeted.value(at: 0), motion.value(at: elapsed), within: 1e-9))
        #expect(isClose(retargeted.velocity(at: 0), motion.velocity(at: elapsed), within: 1e-9))
        #expect(retargeted.target == CGPoint(x: -50, y: 400))
        #expect(isClose(retargeted.value(at: 20), CGPoint(x: -50, y: 400), within: 1e-6))
        // No jump in the frame after the retarget either: continuous within one velocity step.
        let nextFrame = 1.0 / 120
        let jump = retargeted.value(at: nextFrame).distance(to: motion.value(at: elapsed))
        #expect(jump <= motion.velocity(at: elapsed).magnitude * nextFrame * 1.5 + 1)
    }

    @Test func respringingKeepsPositionAndVelocity() {
        let motion = SpringMotion(spring: .interactive, from: 0.0, to: 1.0, initialVelocity: 3)
        let changed = motion.respringing(.smooth, at: 0.05)
        #expect(isClose(changed.value(at: 0), motion.value(at: 0.05), within: 1e-12))
        #expect(isClose(changed.velocity(at: 0), motion.velocity(at: 0.05), within: 1e-12))
    }

    @Test func rectanglesMoveComponentWise() {
        let from = CGRect(x: 20, y: 300, width: 350, height: 410)
        let to = CGRect(x: 0, y: 0, width: 390, height: 844)
        let motion = SpringMotion(spring: Spring(dampingRatio: 0.8, duration: 0.7), from: from, to: to)
        #expect(motion.value(at: 0) == from)
        #expect(isClose(motion.value(at: 0.7), to, within: 844 * 0.001 + 1e-9))
    }

    @Test func settlingDurationUsesTheVelocityAlongTheTravel() {
        let still = SpringMotion(spring: .smooth, from: 0.0, to: 100.0)
        #expect(isClose(still.settlingDuration, Spring.smooth.settlingDuration, within: 1e-9))
        let nothing = SpringMotion(spring: .smooth, from: 5.0, to: 5.0)
        #expect(nothing.settlingDuration == 0)
        let flung = SpringMotion(spring: .smooth, from: 0.0, to: 100.0, initialVelocity: 500)
        #expect(isClose(flung.settlingDuration, Spring.smooth.settlingDuration(initialVelocity: 5), within: 1e-9))
    }
}
