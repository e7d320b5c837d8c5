import Motion
import Testing
import TestSupport
import UIKit

@MainActor
struct ViewAnimationTests {
    let frame = AnimationStage.frame

    func makeWindow() -> (UIWindow, UIView) {
        let stage = AnimationStage()
        return (stage.window, stage.view)
    }

    func tick(_ window: UIWindow, seconds: Double) {
        for _ in 0..<Int((seconds / frame).rounded()) { window.tick(elapsed: frame) }
    }

    @Test func anAnimationStartedInACompletionOnTheSameViewsRunsToItsEnd() {
        // What a transition queued behind another does: its animations start in the first
        // one's completion, on views whose animations just ended. Found by fuzzing the flip
        // demo: the second animation was never finished, so its transition never ended.
        let (window, view) = makeWindow()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(other)
        var order: [String] = []
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.5; other.alpha = 0.5 }, completion: { _ in
            order.append("first")
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 1; other.alpha = 1 }, completion: { finished in
                order.append("second \(finished)")
            })
        })
        tick(window, seconds: 0.25)
        #expect(order == ["first"])
        #expect(view.presentation.alpha < 1)
        tick(window, seconds: 0.25)
        #expect(order == ["first", "second true"])
        #expect(view.presentation.alpha == 1 && other.presentation.alpha == 1)
    }

    @Test func theModelChangesAtOnceAndThePresentationFollowsTheCurve() {
        let (window, view) = makeWindow()
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log.append("completion(\($0))") })
        #expect(view.alpha == 0)
        #expect(view.presentation.alpha == 1)
        tick(window, seconds: 0.25)
        #expect(isClose(view.presentation.alpha, 1 - TimingCurve.easeInEaseOut.value(at: 0.25), within: 1e-9))
        tick(window, seconds: 0.5)
        #expect(isClose(view.presentation.alpha, 1 - TimingCurve.easeInEaseOut.value(at: 0.75), within: 1e-9))
        #expect(log.isEmpty)
        tick(window, seconds: 0.25)
        #expect(log == ["completion(true)"])
        #expect(view.presentation == view.model)
        #expect(!view.hasAnimations)
    }

    @Test func curveOptionsChooseTheCurve() {
        let (window, view) = makeWindow()
        UIView.animate(withDuration: 1, options: .curveLinear, animations: { view.center = CGPoint(x: 150, y: 50) })
        tick(window, seconds: 0.3)
        #expect(isClose(view.presentation.center.x, 50 + 100 * 0.3, within: 1e-6))  // the Bézier solve's 1e-9 in x
        UIView.animate(withDuration: 1, options: [.curveEaseOut, .beginFromCurrentState], animations: { view.alpha = 0.5 })
        tick(window, seconds: 0.2)
        #expect(isClose(view.presentation.alpha, 1 - 0.5 * TimingCurve.easeOut.value(at: 0.2), within: 1e-9))
    }

    @Test func aSecondAnimationAddsToTheFirstAndStartsWhereItIs() {
        let (window, view) = makeWindow()
        var log: [String] = []
        UIView.animate(withDuration: 1, options: .curveLinear, animations: { view.center.x = 150 }, completion: { log.append("first \($0)") })
        tick(window, seconds: 0.5)
        #expect(isClose(view.presentation.center.x, 100, within: 1e-9))
        UIView.animate(withDuration: 1, options: .curveLinear, animations: { view.center.x = 250 }, completion: { log.append("second \($0)") })
        #expect(isClose(view.presentation.center.x, 100, within: 1e-9))  // no jump
        tick(window, seconds: 0.5)
        // model 250, first offset (50 − 150)·0 = 0, second (150 − 250)·(1 − 0.5) = −50
        #expect(isClose(view.presentation.center.x, 200, within: 1e-9))
        #expect(log == ["first true"])
        tick(window, seconds: 0.5)
        #expect(log == ["first true", "second true"])
        #expect(view.presentation.center.x == 250)
    }

    @Test func beginFromCurrentStateReplacesAndInterruptsTheFirst() {
        let (window, view) = makeWindow()
        var log: [String] = []
        UIView.animate(withDuration: 1, options: .curveLinear, animations: { view.center.x = 150 }, completion: { log.append("first \($0)") })
        tick(window, seconds: 0.5)
        UIView.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState], animations: { view.center.x = 300 },
                     completion: { log.append("second \($0)") })
        #expect(log == ["first false"])
        tick(window, seconds: 0.5)
        #expect(isClose(view.presentation.center.x, 100 + 200 * 0.5, within: 1e-9))
    }

    @Test func settingAPropertyWithoutAnimationStopsItsAnimation() {
        let (window, view) = makeWindow()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0; view.layer.cornerRadius = 20 }, completion: { finished = $0 })
        tick(window, seconds: 0.2)
        view.alpha = 0.7
        #expect(view.presentation.alpha == 0.7)
        #expect(finished == nil)  // the corner radius is still animating
        tick(window, seconds: 1)
        #expect(finished == false)
    }

    @Test func theSpringFormFollowsUIKitsSpring() {
        let (window, view) = makeWindow()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                     animations: { view.center.y = 250 })
        let spring = Spring(dampingRatio: 0.5, duration: 1)
        for step in 1...59 {
            window.tick(elapsed: frame)
            let expected = 50 + 200 * spring.value(at: Double(step) * frame)
            #expect(isClose(view.presentation.center.y, expected, within: 1e-9))
        }
        window.tick(elapsed: frame)
        // At the duration the envelope is 0.1 % of the distance, so ending jumps at most 0.2 pt.
        #expect(!view.hasAnimations)
        #expect(isClose(spring.value(at: 1) * 200, 200, within: 0.2))
    }

    @Test func aDelayHoldsTheOldValue() {
        let (window, view) = makeWindow()
        UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        tick(window, seconds: 0.4)
        #expect(view.presentation.alpha == 1)
        tick(window, seconds: 0.35)
        #expect(isClose(view.presentation.alpha, 0.5, within: 1e-9))
    }

    @Test func keyframesPassThroughTheirValuesAtTheirTimes() {
        let (window, view) = makeWindow()
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 1, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 1 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.center.x = 250 }
        }, completion: { finished = $0 })
        tick(window, seconds: 0.25)
        #expect(isClose(view.presentation.alpha, 0.5, within: 1e-9))
        #expect(view.presentation.center.x == 50)  // held until its keyframe starts
        tick(window, seconds: 0.25)
        #expect(isClose(view.presentation.alpha, 0, within: 1e-9))
        tick(window, seconds: 0.25)
        #expect(isClose(view.presentation.alpha, 1, within: 1e-9))
        #expect(isClose(view.presentation.center.x, 50, within: 1e-9))
        tick(window, seconds: 0.15)
        #expect(isClose(view.presentation.center.x, 50 + 200 * 0.6, within: 1e-9))
        tick(window, seconds: 0.1)
        #expect(finished == true)
        #expect(view.presentation.center.x == 250)
    }

    @Test func discreteKeyframesJump() {
        let (window, view) = makeWindow()
        UIView.animateKeyframes(withDuration: 1, options: .calculationModeDiscrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.2 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.6 }
        })
        tick(window, seconds: 0.25)
        #expect(view.presentation.alpha == 1)
        tick(window, seconds: 0.5)
        #expect(view.presentation.alpha == 0.2)
    }

    @Test func repeatingAutoreversingAnimationsRunUntilRemoved() {
        let (window, view) = makeWindow()
        var finished: Bool?
        UIView.animate(withDuration: 0.5, options: [.repeat, .autoreverse, .curveLinear], animations: { view.alpha = 0 },
                     completion: { finished = $0 })
        tick(window, seconds: 0.25)
        #expect(isClose(view.presentation.alpha, 0.5, within: 1e-9))
        tick(window, seconds: 0.5)
        #expect(isClose(view.presentation.alpha, 0.5, within: 1e-9))  // on the way back
        tick(window, seconds: 10)
        #expect(finished == nil)
        view.removeAllAnimations()
        #expect(finished == false)
        #expect(view.presentation.alpha == 0)
    }

    @Test func turningAnimationsOffMakesBlocksImmediate() {
        let (window, view) = makeWindow()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.2 }, completion: { finished = $0 })
        #expect(view.presentation.alpha == 0.2 && finished == true)
        UIView.setAnimationsEnabled(true)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 })
        window.tick(elapsed: frame)
        #expect(view.presentation.alpha < 1)
    }

    @Test func changesInsidePerformWithoutAnimationAreImmediate() {
        let (window, view) = makeWindow()
        UIView.animate(withDuration: 1, animations: {
            view.alpha = 0.5
            UIView.performWithoutAnimation {
                view.layer.cornerRadius = 12
                #expect(!UIView.areAnimationsEnabled)
            }
            #expect(UIView.areAnimationsEnabled)
        })
        #expect(UIView.areAnimationsEnabled)  // on by default, as UIKit
        #expect(view.presentation.cornerRadius == 12)
        window.tick(elapsed: frame)
        #expect(view.presentation.alpha > 0.5)
    }

    @Test func viewsOutsideAWindowAndEmptyBlocksCompleteAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log.append($0) })
        UIView.animate(withDuration: 1, animations: {}, completion: { log.append($0) })
        #expect(log == [true, true])
        #expect(view.presentation.alpha == 0)
    }

    @Test func badDurationsAreClampedAndFinishOnTheNextFrame() {
        let (window, view) = makeWindow()
        var finished: Bool?
        UIView.animate(withDuration: .nan, delay: -3, animations: { view.alpha = 0 }, completion: { finished = $0 })
        window.tick(elapsed: frame)
        #expect(finished == true)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: .infinity,
                     animations: { view.alpha = 1 })
        window.tick(elapsed: frame)
        #expect(view.presentation.alpha.isFinite)
    }

    @Test func animatingViewsTakeNoTouchesUnlessAllowed() {
        let (window, view) = makeWindow()
        UIView.animate(withDuration: 1, animations: { view.center.x = 60 })
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === window)
        view.removeAllAnimations()
        UIView.animate(withDuration: 1, options: .allowUserInteraction, animations: { view.center.x = 70 })
        #expect(window.hitTest(CGPoint(x: 30, y: 20), with: nil) === view)
    }

    @Test func backgroundColourFadesInFromNil() {
        let (window, view) = makeWindow()
        UIView.animate(withDuration: 1, options: .curveLinear, animations: { view.backgroundColor = .systemBlue })
        tick(window, seconds: 0.5)
        #expect(isClose(view.presentation.backgroundColor?.alpha ?? -1, 0.5, within: 1e-9))
        tick(window, seconds: 0.5)
        #expect(view.presentation.backgroundColor == .systemBlue.inLight)
    }

    @Test func aPerspectiveFlipAnimatesAsARotation() {
        let (window, view) = makeWindow()
        var flip = CATransform3D.identity
        flip.m34 = -1.0 / 500
        view.transform3D = flip
        UIView.animate(withDuration: 1, options: .curveLinear, animations: { view.transform3D = flip.rotated(by: .pi, x: 0, y: 1, z: 0) })
        tick(window, seconds: 0.5)
        #expect(isClose(view.presentation.transform, flip.rotated(by: .pi / 2, x: 0, y: 1, z: 0), within: 1e-9))
    }
}
