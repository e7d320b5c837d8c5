import Motion
import Testing
import TestSupport
import UIKit

@MainActor
struct PropertyAnimatorTests {
    func makeWindow() -> (UIWindow, UIView) {
        let stage = AnimationStage()
        return (stage.window, stage.view)
    }

    func tick(_ window: UIWindow, frames: Int) {
        for _ in 0..<frames { window.tick(elapsed: AnimationStage.frame) }
    }

    /// What an animator refused and the positions it completed at, in order.
    final class AnimatorRecord {
        var refused: [UIViewPropertyAnimator.RefusedCall] = []
        var positions: [UIViewAnimatingPosition] = []
    }

    /// A linear one-second animator moving `view`'s centre to x = 250, recording its refusals
    /// and completions.
    func makeRecordedAnimator(moving view: UIView) -> (UIViewPropertyAnimator, AnimatorRecord) {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        let record = AnimatorRecord()
        animator.refusedCallHandler = { record.refused.append($0) }
        animator.addCompletion { record.positions.append($0) }
        return (animator, record)
    }

    @Test func itRunsToTheEndAndCompletesThere() throws {
        let (window, view) = makeWindow()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 250)  // the model changes at once
        tick(window, frames: 30)
        #expect(isClose(view.presentation.center.x, 150, within: 1e-9))
        #expect(isClose(animator.fractionComplete, 0.5, within: 1e-9))
        tick(window, frames: 30)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.presentation.center.x == 250)
        #expect(window.clock.observerCount == 0)
    }

    @Test func blocksWithTheirOwnTimingKeepItAndReverseTogether() throws {
        let (window, view) = makeWindow()
        let startX = view.center.x, startAlpha = view.alpha
        let spring = SpringTimingParameters(dampingRatio: 0.5)
        let curve = TimingCurve.easeIn
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.center.x = startX + 100 }, timingParameters: UISpringTimingParameters(dampingRatio: 0.5))
        animator.addAnimations({ view.alpha = 0 }, timingParameters: UICubicTimingParameters(animationCurve: .easeIn))
        animator.startAnimation()
        let springCurve = spring.spring(forDuration: 1)
        var overshot = false
        for frame in 1...30 {
            tick(window, frames: 1)
            let time = Double(frame) * AnimationStage.frame
            // Each block follows its own timing in time, within 1e-6 (the frames' summed
            // fractions drift from the exact time by about 1e-10 a frame).
            let springProgress = springCurve.value(at: time, initialVelocity: 0)
            #expect(isClose(view.presentation.center.x, startX + 100 * springProgress, within: 1e-6))
            #expect(isClose(view.presentation.alpha, startAlpha * (1 - curve.value(at: time)), within: 1e-6))
            if view.presentation.center.x > startX + 100 { overshot = true }
        }
        #expect(overshot)  // ζ = 0.5 overshoots by half a second; the curve never does
        // Reversed from half way, both turn back at once and retrace their own timing.
        let turnX = view.presentation.center.x, turnAlpha = view.presentation.alpha
        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        tick(window, frames: 1)
        #expect(abs(view.presentation.center.x - turnX) < 10 && abs(view.presentation.alpha - turnAlpha) < 0.05)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        tick(window, frames: 40)
        #expect(positions == [.start])
        #expect(view.center.x == startX && view.alpha == startAlpha)
    }

    @Test func pausedItScrubsLinearlyOrAlongTheCurve() throws {
        let (window, view) = makeWindow()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
        animator.fractionComplete = 0.25  // a scrub activates it, paused
        #expect(animator.state == .active && !animator.isRunning)
        #expect(isClose(view.presentation.alpha, 0.75, within: 1e-9))
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.25
        #expect(isClose(view.presentation.alpha, 1 - TimingCurve.easeInEaseOut.value(at: 0.25), within: 1e-9))
        animator.fractionComplete = .nan
        #expect(animator.fractionComplete == 0.25)
        tick(window, frames: 10)
        #expect(animator.fractionComplete == 0.25)  // paused: the clock does not move it
    }

    @Test func reversedItReturnsToTheStartAndRestoresTheModel() throws {
        let (window, view) = makeWindow()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        tick(window, frames: 30)
        animator.isReversed = true
        tick(window, frames: 15)
        #expect(isClose(view.presentation.center.x, 100, within: 1e-9))
        tick(window, frames: 15)
        #expect(positions == [.start])
        #expect(view.center.x == 50)  // the model went back too
        #expect(view.presentation.center.x == 50)
    }

    @Test func continuingWithNewTimingDoesNotJump() throws {
        let (window, view) = makeWindow()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.fractionComplete = 0.4
        let before = view.presentation.center.x
        #expect(isClose(before, 130, within: 1e-9))
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1), durationFactor: 0.5)
        window.tick(elapsed: AnimationStage.frame)
        let after = view.presentation.center.x
        #expect(after > before && after - before < 5)
        var ended = false
        animator.addCompletion { ended = $0 == .end }
        tick(window, frames: 30)
        #expect(ended)
    }

    @Test func cancellingAnInteractionReversesFromWhereItIs() throws {
        let (window, view) = makeWindow()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        tick(window, frames: 12)  // 0.2 s of the 0.4 remaining
        #expect(isClose(view.presentation.alpha, 0.8, within: 1e-9))
        tick(window, frames: 12)
        #expect(positions == [.start])
        #expect(view.alpha == 1)
    }

    @Test func animationsAddedWhileRunningRunOverTheRest() throws {
        let (window, view) = makeWindow()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.startAnimation()
        tick(window, frames: 30)
        animator.addAnimations { view.alpha = 0 }
        #expect(view.presentation.alpha == 1)
        tick(window, frames: 15)
        #expect(isClose(view.presentation.alpha, 0.5, within: 1e-9))
        tick(window, frames: 15)
        #expect(view.presentation.alpha == 0 && animator.state == .inactive)
    }

    @Test func stoppingWaitsForFinishAndRefusedCallsChangeNothing() throws {
        let (window, view) = makeWindow()
        let (animator, record) = makeRecordedAnimator(moving: view)
        animator.stopAnimation(false)  // not active yet: refused, still inactive
        #expect(record.refused == [.notActive(.inactive)] && animator.state == .inactive)
        animator.startAnimation()
        animator.finishAnimation(at: .end)  // not stopped: refused, still running
        #expect(record.refused.last == .notStopped(.active) && animator.state == .active && animator.isRunning)
        tick(window, frames: 15)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        let held = view.presentation.center.x
        animator.startAnimation()
        animator.addAnimations { view.alpha = 0 }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(record.refused.suffix(3) == [.stopped, .stopped, .stopped])
        tick(window, frames: 10)
        #expect(animator.state == .stopped && view.presentation.center.x == held && view.alpha == 1)
        #expect(record.positions.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(record.positions == [.current])
        #expect(isClose(view.center.x, 100, within: 1e-9))
        #expect(animator.state == .inactive)
        #expect(record.refused.count == 5)
        #expect("\(UIViewPropertyAnimator.RefusedCall.stopped)".contains("finishAnimation"))
    }

    @Test func stoppingWithoutFinishingKeepsThePresentedValuesAndSkipsCompletions() throws {
        let (window, view) = makeWindow()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        tick(window, frames: 30)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && !called)
        #expect(isClose(view.center.x, 150, within: 1e-9))
        #expect(!view.hasAnimations)
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() throws {
        let (window, view) = makeWindow()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        tick(window, frames: 40)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        tick(window, frames: 15)
        #expect(isClose(view.presentation.alpha, 0.5, within: 1e-9))
    }

    /// UIKit: a non-interruptible animator runs to completion once started (it cannot be
    /// paused, stopped or scrubbed), and `isInterruptible` and `isUserInteractionEnabled`
    /// cannot change while it is active. Each refused call changes nothing.
    @Test func aNonInterruptibleAnimatorRunsToItsEnd() throws {
        let (window, view) = makeWindow()
        let (animator, record) = makeRecordedAnimator(moving: view)
        #expect(animator.isInterruptible)
        animator.isInterruptible = false
        animator.fractionComplete = 0.5  // a scrub would make it active and paused
        #expect(record.refused == [.notInterruptible] && animator.state == .inactive)
        animator.startAnimation()
        tick(window, frames: 30)
        animator.pauseAnimation()
        animator.stopAnimation(false)
        animator.stopAnimation(true)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        animator.isInterruptible = true
        animator.isUserInteractionEnabled = false
        #expect(record.refused == [.notInterruptible, .notInterruptible, .notInterruptible, .notInterruptible, .notPaused,
                                   .settingWhileActive("isInterruptible"), .settingWhileActive("isUserInteractionEnabled")])
        #expect(animator.state == .active && animator.isRunning && !animator.isInterruptible && animator.isUserInteractionEnabled)
        #expect(isClose(view.presentation.center.x, 150, within: 1e-9))
        tick(window, frames: 30)
        #expect(record.positions == [.end] && animator.state == .inactive && view.presentation.center.x == 250)
        // Inactive again, it takes both settings.
        animator.isInterruptible = true
        animator.isUserInteractionEnabled = false
        #expect(animator.isInterruptible && !animator.isUserInteractionEnabled && record.refused.count == 7)
        #expect("\(UIViewPropertyAnimator.RefusedCall.settingWhileActive("isInterruptible"))".contains("isInterruptible"))
    }

    /// With no window, and so no clock, a run reaches its end at once. With
    /// `pausesOnCompletion` it stays active there, paused rather than running with nothing to
    /// move it, and can be run back.
    @Test func withoutAClockItReachesTheEndAtOnceAndPausesThereWhenAsked() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var positions: [UIViewAnimatingPosition] = []
        let finishing = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        finishing.addCompletion { positions.append($0) }
        finishing.startAnimation()
        #expect(finishing.state == .inactive && !finishing.isRunning && positions == [.end])

        let pausing = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        pausing.pausesOnCompletion = true
        pausing.addCompletion { positions.append($0) }
        pausing.startAnimation()
        #expect(pausing.state == .active && !pausing.isRunning)
        #expect(pausing.fractionComplete == 1 && positions == [.end])
        pausing.isReversed = true
        pausing.startAnimation()
        #expect(pausing.state == .active && !pausing.isRunning && pausing.fractionComplete == 0)
        pausing.stopAnimation(false)
        pausing.finishAnimation(at: .start)
        #expect(pausing.state == .inactive && positions == [.end, .start] && view.alpha == 0.5)
    }
}
