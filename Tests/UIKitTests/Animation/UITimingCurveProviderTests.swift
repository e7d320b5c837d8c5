import Motion
import Testing
import TestSupport
import UIKit

/// A timing provider written as an app would: an ease-out curve, read through the protocol.
@MainActor
private final class EaseOutProvider: UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { .cubic }
    var cubicTimingParameters: UICubicTimingParameters? {
        UICubicTimingParameters(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
    }
    var springTimingParameters: UISpringTimingParameters? { nil }
}

/// UIKit's timing parameter classes drive a property animator as UIKit documents (values within
/// 1e-6 of Motion's curves, which have their own tests against UIKit's).
@MainActor
struct UITimingCurveProviderTests {
    func run(_ animator: UIViewPropertyAnimator, on stage: AnimationStage, seconds: Double) {
        animator.startAnimation()
        for _ in 0..<Int((seconds / AnimationStage.frame).rounded()) { stage.window.tick(elapsed: AnimationStage.frame) }
    }

    @Test func aCubicCurveFromControlPointsShapesTheRun() {
        let stage = AnimationStage()
        let start = stage.view.center.x
        let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 1, y: 1)) {
            stage.view.center.x = start + 200
        }
        #expect(animator.timingParameters?.timingCurveType == .cubic)
        run(animator, on: stage, seconds: 0.5)
        #expect(isClose(stage.view.presentation.center.x, start + 200 * TimingCurve.easeIn.value(at: 0.5), within: 1e-6))
    }

    @Test func aProviderOfYourOwnIsReadThroughTheProtocol() {
        let stage = AnimationStage()
        let start = stage.view.center.x
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: EaseOutProvider())
        animator.addAnimations { stage.view.center.x = start + 100 }
        run(animator, on: stage, seconds: 0.25)
        #expect(isClose(stage.view.presentation.center.x, start + 100 * TimingCurve.easeOut.value(at: 0.25), within: 1e-6))
    }

    @Test func aPhysicalSpringIgnoresTheAnimatorsDuration() {
        let stage = AnimationStage()
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: spring)
        var ended = false
        animator.addAnimations { stage.view.alpha = 0 }
        animator.addCompletion { _ in ended = true }
        // ζ = 1, ω = 10: settled well within 1.5 s, though the animator says 10.
        run(animator, on: stage, seconds: 1.5)
        #expect(ended)
    }

    @Test func durationAndBounceBecomeUIKitsPhysicalSpring() {
        // bounce 0.3 over 0.5 s: mass 1, k = (2π/0.5)², c = 4π·0.7/0.5, whatever the animator's duration.
        let expected = Spring(mass: 1, stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi * 0.7 / 0.5)
        let stage = AnimationStage()
        let start = stage.view.center.x
        let animator = UIViewPropertyAnimator(duration: 3, timingParameters: UISpringTimingParameters(duration: 0.5, bounce: 0.3))
        animator.addAnimations { stage.view.center.x = start + 100 }
        run(animator, on: stage, seconds: 0.3)
        #expect(isClose(stage.view.presentation.center.x, start + 100 * expected.value(at: 0.3, initialVelocity: 0), within: 1e-6))
        // Non-finite input is clamped: the animator still runs to its end.
        let wild = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(duration: .nan, bounce: .infinity))
        var ended = false
        wild.addAnimations { stage.view.alpha = 0.5 }
        wild.addCompletion { _ in ended = true }
        run(wild, on: stage, seconds: 12)
        #expect(ended && stage.view.presentation.alpha == 0.5)
    }

    @Test func delayedAnimationsStartAfterTheirShareOfTheRun() {
        let stage = AnimationStage()
        let start = stage.view.center.x
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ stage.view.center.x = start + 100 }, delayFactor: 0.5)
        run(animator, on: stage, seconds: 0.4)
        #expect(isClose(stage.view.presentation.center.x, start, within: 1e-6))
        run(animator, on: stage, seconds: 0.35)  // 0.75 s: half way through its half
        #expect(isClose(stage.view.presentation.center.x, start + 50, within: 1e-6))
    }

    @Test func aRunningPropertyAnimatorStartsAtOnceWithTheOptionsCurve() {
        let stage = AnimationStage()
        let start = stage.view.center.x
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: { stage.view.center.x = start + 100 },
            completion: { positions.append($0) })
        #expect(animator.isRunning)
        for _ in 0..<30 { stage.window.tick(elapsed: AnimationStage.frame) }
        #expect(isClose(stage.view.presentation.center.x, start + 50, within: 1e-6))
        for _ in 0..<31 { stage.window.tick(elapsed: AnimationStage.frame) }
        #expect(positions == [.end])
    }
}
