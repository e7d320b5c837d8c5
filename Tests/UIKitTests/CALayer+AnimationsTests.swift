import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// Explicit Core Animation animations: what they show frame by frame, what they leave, and what
/// their delegates hear.
@MainActor
struct CALayerAnimationsTests {
    private func presentedOpacity(_ stage: AnimationStage) -> Double { stage.view.presentation.alpha }

    @Test func aBasicAnimationMovesWhatShowsAndLeavesTheModel() {
        let stage = AnimationStage()
        let listener = AnimationDelegateLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = listener
        stage.view.layer.add(fade, forKey: "fade")
        #expect(listener.log.isEmpty && stage.view.layer.animationKeys() == ["fade"] && stage.view.layer.animation(forKey: "fade") === fade)
        stage.frames(1)
        #expect(listener.log == ["start"])
        stage.frames(29)  // half a second
        #expect(isClose(presentedOpacity(stage), 0.5, within: 1e-9))
        #expect(stage.view.layer.opacity == 1)  // the model is not touched
        stage.frames(30)
        #expect(listener.log == ["start", "stop true"])
        #expect(presentedOpacity(stage) == 1 && stage.view.layer.animationKeys() == nil)  // removed: the model shows
        #expect(!stage.window.hasRunningAnimations)
    }

    @Test func keptWithAForwardsFillTheLastValueStays() {
        let stage = AnimationStage()
        let shrink = CABasicAnimation(keyPath: "bounds.size.width")
        shrink.toValue = 40
        shrink.duration = 0.5
        shrink.fillMode = .forwards
        shrink.isRemovedOnCompletion = false
        stage.view.layer.add(shrink, forKey: "shrink")
        stage.seconds(1)
        #expect(stage.view.presentation.bounds.width == 40 && stage.view.bounds.width == 100)
        #expect(stage.view.layer.animationKeys() == ["shrink"] && !stage.window.hasRunningAnimations)
        stage.view.layer.removeAnimation(forKey: "shrink")
        #expect(stage.view.presentation.bounds.width == 100)
    }

    @Test func aModelChangeDoesNotRemoveAnExplicitAnimationButTheSameKeyReplacesIt() {
        let stage = AnimationStage()
        let first = AnimationDelegateLog(), second = AnimationDelegateLog()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 300
        move.duration = 1
        move.delegate = first
        stage.view.layer.add(move, forKey: "move")
        stage.frames(30)
        stage.view.center = CGPoint(x: 200, y: 50)  // the model moves; the animation still shows
        #expect(isClose(stage.view.presentation.center.x, 150, within: 1e-9))
        let other = CABasicAnimation(keyPath: "position.x")
        other.toValue = 0
        other.delegate = second
        stage.view.layer.add(other, forKey: "move")
        #expect(first.log == ["start", "stop false"])
        #expect(isClose(stage.view.presentation.center.x, 200, within: 1e-9))  // from the model: 0.25 s from 200 to 0
        stage.frames(15)
        #expect(second.log == ["start", "stop true"] && stage.view.presentation.center.x == 200)
    }

    @Test func fromByAndToFillEachOtherIn() {
        let stage = AnimationStage()
        let grow = CABasicAnimation(keyPath: "cornerRadius")
        grow.byValue = 20  // from the model (0) to 20
        grow.duration = 1
        stage.view.layer.add(grow, forKey: nil)
        stage.frames(30)
        #expect(isClose(stage.view.presentation.cornerRadius, 10, within: 1e-9))
        #expect(stage.view.layer.animationKeys() == nil)  // added without a key
        let back = CABasicAnimation(keyPath: "shadowOffset")
        back.toValue = CGSize(width: 10, height: 10)
        back.byValue = CGSize(width: 10, height: 0)  // so from (0, 10)
        back.duration = 1
        stage.view.layer.add(back, forKey: "offset")
        #expect(stage.view.presentation.shadowOffset == CGSize(width: 0, height: 10))
    }

    @Test func repeatsAutoreversesAndFractionsOfACycle() {
        let stage = AnimationStage()
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0
        pulse.duration = 0.5
        pulse.autoreverses = true
        pulse.repeatCount = 1.5  // forward, back, forward
        let listener = AnimationDelegateLog()
        pulse.delegate = listener
        stage.view.layer.add(pulse, forKey: "pulse")
        stage.frames(15)
        #expect(isClose(presentedOpacity(stage), 0.5, within: 1e-9))  // going out
        stage.frames(30)
        #expect(isClose(presentedOpacity(stage), 0.5, within: 1e-9))  // coming back
        stage.frames(29)
        #expect(listener.log == ["start"])
        stage.frames(16)  // 1.5 s: ended part-way through the second cycle
        #expect(listener.log == ["start", "stop true"])

        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        stage.view.layer.add(spin, forKey: "spin")
        stage.seconds(10.25)
        #expect(isClose(stage.view.presentation.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), within: 1e-6))
        #expect(stage.window.hasRunningAnimations)  // for ever
    }

    @Test func aFullTurnIsATurnAndScaleKeepsTheModelsOtherParts() {
        let stage = AnimationStage()
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        stage.view.layer.add(spin, forKey: "spin")
        stage.frames(30)
        #expect(isClose(stage.view.presentation.transform, CATransform3DMakeRotation(.pi, 0, 0, 1), within: 1e-6))
        stage.view.layer.removeAllAnimations()
        stage.view.transform = CGAffineTransform(translationX: 30, y: 0)
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.toValue = 2  // from the model's scale, 1
        scale.duration = 1
        stage.view.layer.add(scale, forKey: "scale")
        stage.frames(30)
        let expected = CATransform3DMakeScale(1.5, 1.5, 1.5).concatenating(CATransform3DMakeTranslation(30, 0, 0))
        #expect(isClose(stage.view.presentation.transform, expected, within: 1e-6))
    }

    @Test func keyframesFollowAPathByItsSegmentsOrAtAnEvenSpeed() {
        let stage = AnimationStage()
        // Right 100 points, then down 300.
        let route = UIBezierPath()
        route.move(to: CGPoint(x: 0, y: 0))
        route.addLine(to: CGPoint(x: 100, y: 0))
        route.addLine(to: CGPoint(x: 100, y: 300))
        let bySegment = CAKeyframeAnimation(keyPath: "position")
        bySegment.path = route.cgPath
        bySegment.values = [CGPoint(x: 9, y: 9)]  // ignored with a path
        bySegment.duration = 1
        stage.view.layer.add(bySegment, forKey: "route")
        stage.frames(15)  // each segment a keyframe: half the first in a quarter of the time
        #expect(isClose(stage.view.presentation.center, CGPoint(x: 50, y: 0), within: 1e-9))
        stage.frames(30)  // half the second
        #expect(isClose(stage.view.presentation.center, CGPoint(x: 100, y: 150), within: 1e-9))
        let even = CAKeyframeAnimation(keyPath: "position")
        even.path = route.cgPath
        even.calculationMode = .paced
        even.duration = 1
        stage.view.layer.add(even, forKey: "route")
        stage.frames(30)  // half of 400 points
        #expect(isClose(stage.view.presentation.center, CGPoint(x: 100, y: 100), within: 1e-9))
        let held = CAKeyframeAnimation(keyPath: "position")
        held.path = route.cgPath
        held.calculationMode = .discrete
        held.keyTimes = [0, 0.2, 1]
        held.duration = 1
        stage.view.layer.add(held, forKey: "route")
        stage.frames(15)  // past the key at 0.2: held at the corner
        #expect(isClose(stage.view.presentation.center, CGPoint(x: 100, y: 0), within: 1e-9))
    }

    @Test func aLayerOnAPathTurnsWithItWhenAsked() throws {
        let stage = AnimationStage()
        let route = UIBezierPath()
        route.move(to: CGPoint(x: 0, y: 0))
        route.addLine(to: CGPoint(x: 100, y: 0))
        route.addLine(to: CGPoint(x: 100, y: 100))
        let turning = CAKeyframeAnimation(keyPath: "position")
        turning.path = route.cgPath
        turning.rotationMode = .rotateAuto
        turning.duration = 1
        stage.view.layer.add(turning, forKey: "route")
        stage.frames(15)
        #expect(isClose(stage.view.presentation.transform, .identity, within: 1e-9))  // heading right
        stage.frames(30)
        #expect(isClose(stage.view.presentation.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), within: 1e-9))  // down
        turning.rotationMode = .rotateAutoReverse
        stage.view.layer.add(turning, forKey: "route")
        stage.frames(15)
        #expect(isClose(stage.view.presentation.transform, CATransform3DMakeRotation(.pi, 0, 0, 1), within: 1e-9))
        // A path on a property that is not a point cannot be run.
        let listener = AnimationDelegateLog()
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.path = route.cgPath
        fade.delegate = listener
        stage.view.layer.add(fade, forKey: nil)
        #expect(listener.log == ["stop false"])
    }

    @Test func aWindowDroppedWhileItsOwnLayerAnimatesIsFreed() {
        // A window animating itself (a transition on its layer) once listed itself among its
        // animating views: dropped mid-animation, it held itself for ever (and stayed the key
        // window, which CACurrentMediaTime() of later windows read).
        weak var dropped: UIWindow?
        weak var droppedAtOnce: UIWindow?
        do {
            let window = UIWindow(size: CGSize(width: 100, height: 100))
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            window.layer.add(fade, forKey: nil)
            droppedAtOnce = window
        }
        #expect(droppedAtOnce == nil)
        do {
            let window = UIWindow(size: CGSize(width: 100, height: 100))
            let delegate = AnimationDelegateLog()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 1
            fade.delegate = delegate
            window.layer.add(fade, forKey: nil)
            window.tick(elapsed: 1.0 / 60)
            #expect(window.hasRunningAnimations && delegate.log == ["start"])
            window.tick(elapsed: 1.0 / 60)
            dropped = window
        }
        #expect(dropped == nil)
        // And a window's own animation still ends as any other.
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        let delegate = AnimationDelegateLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.1
        fade.delegate = delegate
        window.layer.add(fade, forKey: nil)
        for _ in 0..<7 { window.tick(elapsed: 1.0 / 60) }
        #expect(delegate.log == ["start", "stop true"] && !window.hasRunningAnimations)
    }

    @Test func aGroupInsideAGroupRunsOnItsGroupsTime() {
        let stage = AnimationStage()
        let listener = AnimationDelegateLog()
        let fade = CABasicAnimation(keyPath: "opacity")  // no duration: its group's
        fade.fromValue = 1
        fade.toValue = 0
        let inner = CAAnimationGroup()
        inner.animations = [fade]
        inner.beginTime = 0.5  // in the outer group's time
        inner.duration = 0.5
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 2
        let outer = CAAnimationGroup()
        outer.animations = [grow, inner]
        outer.duration = 1
        outer.delegate = listener
        stage.view.layer.add(outer, forKey: "outer")
        stage.frames(15)
        #expect(presentedOpacity(stage) == 1)  // the inner group has not begun
        #expect(isClose(stage.view.presentation.transform, CATransform3DMakeScale(1.25, 1.25, 1.25), within: 1e-9))
        stage.frames(30)  // 0.75 s: half the inner group's half second
        #expect(isClose(presentedOpacity(stage), 0.5, within: 1e-9))
        #expect(listener.log == ["start"] && stage.view.layer.animationKeys() == ["outer"])
        stage.frames(15)
        #expect(listener.log == ["start", "stop true"] && presentedOpacity(stage) == 1)
    }

    @Test func aGroupedAnimationOfNoDurationRunsForTheGroups() {
        let stage = AnimationStage()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let group = CAAnimationGroup()
        group.animations = [fade]
        group.duration = 1
        stage.view.layer.add(group, forKey: "group")
        stage.frames(30)  // not the transaction's 0.25 s: the group's second
        #expect(isClose(stage.view.presentation.alpha, 0.5, within: 1e-9))
    }

    @Test func keyframesPassThroughTheirValues() {
        let stage = AnimationStage()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [50, 40, 60, 50]
        shake.keyTimes = [0, 0.25, 0.75, 1]
        shake.duration = 1
        stage.view.layer.add(shake, forKey: "shake")
        stage.frames(15)
        #expect(isClose(stage.view.presentation.center.x, 40, within: 1e-9))
        stage.frames(15)
        #expect(isClose(stage.view.presentation.center.x, 50, within: 1e-9))  // half way from 40 to 60
        stage.view.layer.removeAllAnimations()
        let paced = CAKeyframeAnimation(keyPath: "position.x")
        paced.values = [0, 10, 40]
        paced.keyTimes = [0, 0.9, 1]  // ignored: paced keys are spaced by distance (10 of 40)
        paced.calculationMode = .paced
        paced.duration = 1
        stage.view.layer.add(paced, forKey: "paced")
        stage.frames(15)
        #expect(isClose(stage.view.presentation.center.x, 10, within: 1e-9))
        let curved = CAKeyframeAnimation(keyPath: "position.x")
        curved.values = [0, 30, 40]
        curved.calculationMode = .cubic
        curved.keyTimes = [0, 1.5, 1]  // out of range and not rising: spaced evenly
        curved.duration = 1
        stage.view.layer.add(curved, forKey: "paced")
        stage.frames(30)  // the middle key, reached through it on the curve
        #expect(isClose(stage.view.presentation.center.x, 30, within: 1e-9))
        stage.frames(6)  // past it the curve eases in, above the straight line from 30 to 40
        #expect(stage.view.presentation.center.x > 30 + 10 * 0.2 + 1e-6)
        stage.view.layer.removeAllAnimations()
        let nudge = CAKeyframeAnimation(keyPath: "position.x")
        nudge.values = [0, 10, -10, 0]  // offsets, added to where the layer is
        nudge.isAdditive = true
        nudge.duration = 1.5
        stage.view.layer.add(nudge, forKey: "nudge")
        stage.frames(30)
        #expect(isClose(stage.view.presentation.center.x, 60, within: 1e-9))
        let steps = CAKeyframeAnimation(keyPath: "backgroundColor")
        steps.values = [UIColor.red.cgColor, UIColor.green.cgColor]
        steps.calculationMode = .discrete
        steps.duration = 1
        stage.view.layer.add(steps, forKey: "steps")
        stage.frames(29)
        #expect(stage.view.presentation.backgroundColor == .red)  // each held for half the time
        stage.frames(2)
        #expect(stage.view.presentation.backgroundColor == .green)
    }

    @Test func aSpringMovesAsTheSpringDoes() {
        let stage = AnimationStage()
        let bounce = CASpringAnimation(keyPath: "position.y")
        bounce.fromValue = 0
        bounce.toValue = 100
        bounce.damping = 5
        bounce.duration = bounce.settlingDuration
        stage.view.layer.add(bounce, forKey: "bounce")
        stage.frames(12)
        let spring = Spring(mass: 1, stiffness: 100, damping: 5)
        #expect(isClose(stage.view.presentation.center.y, 100 * spring.value(at: 0.2), within: 1e-6))
        #expect(bounce.settlingDuration == spring.settlingDuration)
        let swiftUIStyle = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        #expect(swiftUIStyle.duration == Spring(duration: 0.5, bounce: 0.2).settlingDuration)
    }

    @Test func aLaterBeginShowsTheModelOrTheFirstValueUntilThen() {
        let stage = AnimationStage()
        stage.frames(60)
        #expect(isClose(CACurrentMediaTime(), 1, within: 1e-9))  // the window clock
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 0
        fade.beginTime = CACurrentMediaTime() + 0.5
        stage.view.layer.add(fade, forKey: "fade")
        stage.frames(6)
        #expect(presentedOpacity(stage) == 1)  // not begun: the model
        fade.fillMode = .backwards
        stage.view.layer.add(fade, forKey: "fade")  // read again now, filling backwards
        #expect(isClose(presentedOpacity(stage), 0.2, within: 1e-9))
    }

    @Test func badAnimationsAreRefusedAndSaySo() {
        let stage = AnimationStage()
        let listener = AnimationDelegateLog()
        let unknown = CABasicAnimation(keyPath: "contents")
        unknown.toValue = 1
        unknown.delegate = listener
        stage.view.layer.add(unknown, forKey: "contents")
        let noValues = CABasicAnimation(keyPath: "opacity")
        noValues.delegate = listener
        stage.view.layer.add(noValues, forKey: "none")
        let wrongType = CABasicAnimation(keyPath: "position")
        wrongType.toValue = "here"
        wrongType.delegate = listener
        stage.view.layer.add(wrongType, forKey: "wrong")
        let nan = CABasicAnimation(keyPath: "opacity")
        nan.toValue = Double.nan
        nan.delegate = listener
        stage.view.layer.add(nan, forKey: "nan")
        #expect(listener.log == ["stop false", "stop false", "stop false", "stop false"])
        #expect(stage.view.layer.animationKeys() == nil && !stage.window.hasRunningAnimations)
        let offscreen = CABasicAnimation(keyPath: "opacity")
        offscreen.toValue = 0
        offscreen.delegate = listener
        UIView().layer.add(offscreen, forKey: "fade")  // no window, no clock
        #expect(listener.log.last == "stop false")
    }

    @Test func aTransactionsCompletionWaitsForItsExplicitAnimations() {
        let stage = AnimationStage()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.5
        stage.view.layer.add(fade, forKey: "fade")
        CATransaction.commit()
        stage.frames(29)
        #expect(log.isEmpty)
        stage.frames(1)
        #expect(log == ["done"])
    }

    @Test func anExplicitAnimationTakesNoTouchesAway() {
        let stage = AnimationStage()
        let wobble = CABasicAnimation(keyPath: "transform.rotation.z")
        wobble.toValue = 0.1
        wobble.duration = 1
        stage.view.layer.add(wobble, forKey: "wobble")
        stage.frames(1)
        #expect(stage.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === stage.view)
    }

    @Test func aGroupRunsItsAnimationsOnItsClockAndSpeaksForThem() {
        let stage = AnimationStage()
        let listener = AnimationDelegateLog(), childListener = AnimationDelegateLog()
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 1.5
        grow.duration = 1
        grow.delegate = childListener
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.beginTime = 0.5  // from the group's start
        fade.duration = 1  // cut off by the group at its half
        let group = CAAnimationGroup()
        group.animations = [grow, fade]
        group.duration = 1
        group.delegate = listener
        stage.view.layer.add(group, forKey: "both")
        #expect(stage.view.layer.animationKeys() == ["both"] && stage.view.layer.animation(forKey: "both") === group)
        stage.frames(15)
        let scale = (stage.view.presentation.transform.decomposed() ?? .identity).scale.x
        #expect(isClose(scale, 1.125, within: 1e-9) && presentedOpacity(stage) == 1)  // the fade has not begun
        stage.frames(30)
        #expect(isClose(presentedOpacity(stage), 0.75, within: 1e-9))
        #expect(listener.log == ["start"])
        stage.frames(15)
        #expect(listener.log == ["start", "stop true"] && childListener.log.isEmpty)
        #expect(presentedOpacity(stage) == 1 && CATransform3DIsIdentity(stage.view.presentation.transform))

        // Repeated and reversed as a whole.
        let again = CAAnimationGroup()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 0.5
        again.animations = [move]
        again.duration = 0.5
        again.autoreverses = true
        again.repeatCount = 2
        stage.view.layer.add(again, forKey: "again")
        stage.frames(45)  // 0.75 s: half-way back in the first cycle
        #expect(isClose(stage.view.presentation.center.x, 50, within: 1e-9))
        stage.frames(30)
        #expect(isClose(stage.view.presentation.center.x, 50, within: 1e-9))  // half-way out in the second
        stage.view.layer.removeAnimation(forKey: "again")
        #expect(stage.view.layer.animationKeys() == nil)
    }

    @Test func aGroupWithAnythingItCannotRunIsRefusedWhole() {
        let stage = AnimationStage()
        let listener = AnimationDelegateLog()
        let good = CABasicAnimation(keyPath: "opacity")
        good.toValue = 0
        let bad = CABasicAnimation(keyPath: "contents")
        bad.toValue = 1
        let group = CAAnimationGroup()
        group.animations = [good, bad]
        group.delegate = listener
        stage.view.layer.add(group, forKey: "group")
        let nested = CAAnimationGroup()  // refused whole however deep what it cannot run lies
        let inner = CAAnimationGroup()
        inner.animations = [good, bad]
        nested.animations = [good, inner]
        nested.delegate = listener
        stage.view.layer.add(nested, forKey: "nested")
        #expect(listener.log == ["stop false", "stop false"] && stage.view.layer.animationKeys() == nil)

        let empty = CAAnimationGroup()  // animates nothing, but keeps its time
        empty.duration = 0.5
        empty.delegate = listener
        stage.view.layer.add(empty, forKey: "empty")
        stage.frames(29)
        #expect(listener.log.suffix(1) == ["start"])
        stage.frames(1)
        #expect(listener.log.suffix(2) == ["start", "stop true"] && presentedOpacity(stage) == 1)
    }
}
