import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// Implicit animations of standalone layers and the transactions that set them.
@MainActor
struct CATransactionTests {
    /// A window ticked a frame (1/60 s) at a time, with a standalone layer on screen (a frame
    /// committed since it was added).
    @MainActor private struct Stage {
        let stage = AnimationStage()
        let layer = CALayer()

        init() {
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            stage.view.layer.addSublayer(layer)
            stage.frames(1)
        }
    }

    @Test func aLayerOnScreenAnimatesOverAQuarterSecondOnTheDefaultCurve() {
        let stage = Stage()
        stage.layer.opacity = 0
        #expect(stage.layer.opacity == 0)  // the model at once
        stage.stage.frames(6)  // 0.1 s
        let expected = 1 - TimingCurve.default.value(at: 0.1 / 0.25)
        #expect(isClose(Double(stage.layer.presentation()?.opacity ?? -1), expected, within: 1e-6))
        stage.stage.frames(9)  // 0.25 s
        #expect(stage.layer.presentation()?.opacity == 0)
        #expect(!stage.stage.window.hasRunningAnimations)
    }

    @Test func aLayerAddedAndChangedBeforeItIsDrawnDoesNotAnimate() {
        let stage = AnimationStage()
        let layer = CAGradientLayer()
        stage.view.layer.insertSublayer(layer, at: 0)
        layer.frame = stage.view.bounds  // its first look, as in layoutSubviews before the first frame
        #expect(layer.presentation()?.frame == stage.view.bounds)
        stage.frames(1)
        #expect(!stage.window.hasRunningAnimations)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)  // drawn once now: this one animates
        #expect(stage.window.hasRunningAnimations)
    }

    @Test func disabledActionsChangeAtOnceEvenInsideAnAnimationBlock() {
        let stage = Stage()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        UIView.animate(withDuration: 1) {
            stage.layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        }
        CATransaction.commit()
        #expect(stage.layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!CATransaction.disableActions())  // the group's setting ended with it
    }

    @Test func anAnimationBlockDoesNotTimeAStandaloneLayerButTimesTheView() {
        let stage = Stage()
        UIView.animate(withDuration: 2, options: [.curveLinear]) {
            stage.layer.opacity = 0  // implicit: a quarter second, as on iOS
            stage.stage.view.alpha = 0  // the view's own layer: the block's two seconds
        }
        stage.stage.frames(15)  // 0.25 s
        #expect(stage.layer.presentation()?.opacity == 0)
        #expect(isClose(Double(stage.stage.view.presentation.alpha), 0.875, within: 1e-9))
    }

    @Test func aViewsOwnLayerNeverAnimatesImplicitly() {
        let stage = AnimationStage()
        stage.frames(1)
        stage.view.layer.opacity = 0.5
        #expect(stage.view.presentation.alpha == 0.5 && !stage.window.hasRunningAnimations)
    }

    @Test func aGroupSetsDurationAndTimingAndItsCompletionWaitsForItsAnimations() {
        let stage = Stage()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { log.append("done") }
        #expect(CATransaction.animationDuration() == 1 && CATransaction.completionBlock() != nil)
        stage.layer.position = CGPoint(x: 120, y: 20)  // from (20, 20)
        CATransaction.commit()
        #expect(log.isEmpty)  // an animation is running
        stage.stage.frames(30)
        #expect(isClose(stage.layer.presentation()?.position ?? .zero, CGPoint(x: 70, y: 20), within: 1e-9))
        #expect(log.isEmpty)
        stage.stage.frames(30)
        #expect(log == ["done"])
        #expect(CATransaction.animationDuration() == 0.25 && CATransaction.animationTimingFunction() == nil)
    }

    @Test func aCompletionWithNothingToWaitForRunsAtCommit() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        log.append("set")
        CATransaction.commit()
        log.append("committed")
        #expect(log == ["set", "done", "committed"])
    }

    @Test func nestedGroupsSeeTheSettingsAroundThem() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2 && CATransaction.disableActions())
        CATransaction.setDisableActions(false)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        CATransaction.commit()  // unbalanced: ignored
        #expect(!CATransaction.disableActions() && CATransaction.animationDuration() == 0.25)
    }

    @Test func settingsOutsideAGroupLastUntilTheNextFrame() {
        let stage = Stage()
        CATransaction.setDisableActions(true)  // the implicit transaction
        stage.layer.opacity = 0.5
        #expect(stage.layer.presentation()?.opacity == 0.5)
        stage.stage.frames(1)  // the frame ends the implicit transaction
        #expect(!CATransaction.disableActions())
        stage.layer.opacity = 1
        #expect(stage.layer.presentation()?.opacity == 0.5)  // animating again
    }

    @Test func aBadDurationMakesChangesAtOnce() {
        let stage = Stage()
        CATransaction.begin()
        CATransaction.setAnimationDuration(.nan)
        #expect(CATransaction.animationDuration() == 0)
        stage.layer.opacity = 0
        CATransaction.commit()
        #expect(stage.layer.presentation()?.opacity == 0 && !stage.stage.window.hasRunningAnimations)
    }

    @Test func aNewChangeStartsFromWhereTheLayerIsShown() {
        let stage = Stage()
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        stage.layer.opacity = 0
        CATransaction.commit()
        stage.stage.frames(6)  // 0.1 s of 0.25: shown at 0.6
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        stage.layer.opacity = 1  // replaces the running animation, from 0.6
        CATransaction.commit()
        #expect(isClose(Double(stage.layer.presentation()?.opacity ?? -1), 0.6, within: 1e-6))
        stage.stage.frames(6)
        #expect(isClose(Double(stage.layer.presentation()?.opacity ?? -1), 0.6 + 0.4 * 0.4, within: 1e-6))
    }

    @Test func timingFunctionsGiveTheirControlPoints() {
        let function = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.4, 1)
        #expect(function.controlPoint(at: 0) == .zero && function.controlPoint(at: 3) == CGPoint(x: 1, y: 1))
        #expect(isClose(function.controlPoint(at: 1), CGPoint(x: 0.2, y: 0.8), within: 1e-6))
        #expect(CAMediaTimingFunction(name: .default).controlPoint(at: 1) == CGPoint(x: 0.25, y: 0.1))
        #expect(CAMediaTimingFunction(controlPoints: 2, .nan, 0, 1).controlPoint(at: 1) == .zero)  // non-finite: linear
    }
}
