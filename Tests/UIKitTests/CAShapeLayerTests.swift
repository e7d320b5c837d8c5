import Foundation
import Motion
import Testing
import TestSupport
@testable import UIKit

/// A shape layer's path, fill and stroke become the look its drawing view draws, as set and
/// as animations move them.
@MainActor
struct CAShapeLayerTests {
    /// The look the view drawing `layer` draws now (nil before the layer draws).
    private func drawn(_ layer: CAShapeLayer) -> ShapeLook? {
        drawing(of: layer)?.look
    }

    private func drawing(of layer: CAShapeLayer) -> ShapeContentView? {
        let view = layer.superlayer.map { _ in layer.modelView } ?? layer.modelView
        return view?.childViews.lazy.compactMap { $0 as? ShapeContentView }.first
    }

    /// A line 100 points long across a stage's view, stroked, on screen for a frame.
    private func lineLayer(on stage: AnimationStage) -> CAShapeLayer {
        let layer = CAShapeLayer()
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 50))
        line.addLine(to: CGPoint(x: 100, y: 50))
        layer.path = line.cgPath
        layer.strokeColor = UIColor.systemBlue.cgColor
        layer.lineWidth = 4
        stage.view.layer.addSublayer(layer)
        stage.frames(1)
        return layer
    }

    @Test func thePathIsDrawnWhereItLiesBehindTheSublayersAndListedNowhere() throws {
        let stage = AnimationStage()
        let layer = lineLayer(on: stage)
        let child = CALayer()
        layer.addSublayer(child)
        let content = try #require(drawing(of: layer))
        // A layer with no size draws its path; the drawing covers the stroke's reach (the
        // mitre limit's, 10 half-widths, and a pixel).
        #expect(layer.bounds == .zero)
        #expect(content.frame == CGRect(x: -21, y: 29, width: 142, height: 42))
        #expect(layer.modelView?.childViews.first === content && content.childRole == .layerContent)
        #expect(layer.sublayers?.count == 1 && layer.modelView?.subviews.isEmpty == true)
        #expect(stage.view.layer.sublayers?.count == 1)
        let look = try #require(drawn(layer))
        #expect(look.strokeColor == .systemBlue.inLight && look.fillColor == .black && look.stroke.lineWidth == 4)
    }

    @Test func anExplicitStrokeEndAnimationDrawsTheLineOn() {
        let stage = AnimationStage()
        let layer = lineLayer(on: stage)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        layer.add(draw, forKey: "draw")
        #expect(drawn(layer)?.strokeEnd == 0)  // shown at once, before a frame
        stage.frames(15)
        #expect(isClose(drawn(layer)?.strokeEnd ?? -1, 0.25, within: 1e-9))
        #expect(layer.strokeEnd == 1)  // the model is not touched
        stage.frames(45)
        #expect(drawn(layer)?.strokeEnd == 1 && !stage.window.hasRunningAnimations)
        layer.add(draw, forKey: "draw")
        stage.frames(6)
        layer.removeAnimation(forKey: "draw")
        #expect(drawn(layer)?.strokeEnd == 1)  // removed: the model at once
    }

    @Test func aStandaloneLayerOnScreenAnimatesImplicitlyUnlessActionsAreOff() {
        let stage = AnimationStage()
        let layer = lineLayer(on: stage)
        layer.strokeEnd = 0.5
        #expect(drawn(layer)?.strokeEnd == 1)  // from what showed
        stage.frames(15)  // the transaction's 0.25 s on Core Animation's default curve
        #expect(drawn(layer)?.strokeEnd == 0.5 && !stage.window.hasRunningAnimations)
        stage.frames(1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.lineWidth = 9
        CATransaction.commit()
        #expect(drawn(layer)?.stroke.lineWidth == 9 && !stage.window.hasRunningAnimations)
    }

    @Test func pathsOfTheSameElementsMorphOthersJump() throws {
        let stage = AnimationStage()
        let layer = lineLayer(on: stage)
        let bent = UIBezierPath()
        bent.move(to: CGPoint(x: 0, y: 0))
        bent.addLine(to: CGPoint(x: 100, y: 100))
        let morph = CABasicAnimation(keyPath: "path")
        morph.toValue = bent.cgPath
        morph.duration = 1
        layer.add(morph, forKey: "morph")
        stage.frames(30)
        var halfway = Path()
        halfway.move(to: CGPoint(x: 0, y: 25))
        halfway.addLine(to: CGPoint(x: 100, y: 75))
        #expect((drawn(layer)?.path?.pointDistance(to: halfway) ?? 1) < 1e-9)
        let circle = CABasicAnimation(keyPath: "path")
        circle.toValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).cgPath
        circle.duration = 1
        layer.add(circle, forKey: "morph")
        stage.frames(30)
        #expect(drawn(layer)?.path == layer.path?.path)  // different elements: the start until the end
    }

    @Test func badInputDrawsWhatItCanOrNothing() {
        let stage = AnimationStage()
        let layer = lineLayer(on: stage)
        CATransaction.setDisableActions(true)
        layer.lineWidth = .nan
        layer.strokeEnd = .infinity
        layer.lineDashPattern = [4, -2]  // a negative length: a solid line
        CATransaction.setDisableActions(false)
        let look = drawn(layer)
        #expect(look?.stroke.lineWidth == 1 && look?.strokeEnd == 1 && look?.stroke.drawnDashes == nil)
        layer.path = nil  // no path to blend to: at once
        #expect(drawing(of: layer)?.drawsContent == false && !stage.window.hasRunningAnimations)
        // A key path a shape does not have is refused, as for any layer.
        let delegate = AnimationDelegateLog()
        let odd = CABasicAnimation(keyPath: "strokeMiddle")
        odd.toValue = 1
        odd.delegate = delegate
        layer.add(odd, forKey: nil)
        #expect(delegate.log == ["stop false"])
    }
}
