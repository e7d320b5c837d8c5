import Foundation
import Motion
import Testing
import TestSupport
import UIKit

/// A gradient layer's colours, stops and axis become the fill the renderer draws.
@MainActor
struct CAGradientLayerTests {
    @Test func colorsLocationsAndPointsBecomeTheFill() {
        let layer = CAGradientLayer()
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1) && layer.type == .axial)
        #expect(drawnFill(layer) == nil)  // no colours, no gradient
        layer.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
        layer.locations = [0.4, 1]
        layer.startPoint = CGPoint(x: 0, y: 0)
        layer.endPoint = CGPoint(x: 1, y: 1)
        let fill = drawnFill(layer)
        #expect(fill?.gradient == Gradient(colors: [.clear, UIColor.black.withAlphaComponent(0.6)], locations: [0.4, 1]))
        #expect(fill?.startPoint == .zero && fill?.endPoint == CGPoint(x: 1, y: 1))
    }

    @Test func badInputDrawsWhatItCanOrNothing() {
        let layer = CAGradientLayer()
        layer.colors = [UIColor.red, UIColor.blue.cgColor, "green"]  // UIColor and text are skipped, as iOS draws nothing for them
        #expect(drawnFill(layer)?.gradient.colors == [.blue])
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        layer.locations = [0.2]  // a count that differs: evenly spaced
        #expect(drawnFill(layer)?.gradient.locations == [0, 1])
        layer.locations = [0.2, NSNumber(value: Double.nan)]  // not finite: evenly spaced
        #expect(drawnFill(layer)?.gradient.locations == [0, 1])
        layer.startPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(drawnFill(layer) == nil)  // a NaN axis draws no gradient
        layer.startPoint = .zero
        layer.type = .radial
        #expect(drawnFill(layer) == nil)  // not drawn yet (docs/porting.md)
    }

    /// The fill the renderer reads for `layer`: that of the view drawing it among a view's
    /// sublayers.
    private func drawnFill(_ layer: CALayer) -> LinearGradientFill? {
        let view = UIView()
        view.layer.addSublayer(layer)
        defer { layer.removeFromSuperlayer() }
        return view.subviewsInDrawingOrder.first?.gradientFill
    }

    @Test func aChangeRedrawsTheLayer() {
        let view = UIView()
        let layer = CAGradientLayer()
        view.layer.addSublayer(layer)
        let host = view.subviewsInDrawingOrder[0]
        let version = host.contentVersion
        layer.colors = [UIColor.white.cgColor]
        #expect(host.contentVersion > version)
        #expect(host.gradientFill?.gradient.colors == [.white])  // what the renderer reads
    }

    @Test func locationsOutsideTheAxisStretchIt() {
        let layer = CAGradientLayer()
        layer.colors = [UIColor.gray.cgColor, UIColor.white.cgColor, UIColor.gray.cgColor]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        layer.locations = [-1, -0.5, 0]  // a shimmer's highlight before the start
        let fill = drawnFill(layer)
        #expect(fill?.gradient.locations == [0, 0.25, 0.5])
        #expect(fill?.startPoint == CGPoint(x: -1, y: 0.5) && fill?.endPoint == CGPoint(x: 1, y: 0.5))
    }

    /// A gradient layer on screen in a window (a frame committed), with three colours across.
    private func stagedShimmer() -> (AnimationStage, CAGradientLayer) {
        let stage = AnimationStage()
        let layer = CAGradientLayer()
        layer.frame = stage.view.bounds
        layer.colors = [UIColor.gray.cgColor, UIColor.white.cgColor, UIColor.gray.cgColor]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        layer.locations = [-1, -0.5, 0]
        stage.view.layer.addSublayer(layer)
        stage.frames(1)
        return (stage, layer)
    }

    @Test func aShimmerMovesItsLocationsAcross() {
        let (stage, layer) = stagedShimmer()
        let shimmer = CABasicAnimation(keyPath: "locations")
        shimmer.fromValue = [-1.0, -0.5, 0.0]
        shimmer.toValue = [1.0, 1.5, 2.0]
        shimmer.duration = 1
        shimmer.repeatCount = .infinity
        layer.add(shimmer, forKey: "shimmer")
        let host = stage.view.subviewsInDrawingOrder[0]
        /// Whether the fill's stops and axis are these, within rounding.
        func fillIs(_ locations: [Double], from start: CGPoint, to end: CGPoint) -> Bool {
            guard let fill = host.gradientFill else { return false }
            return zip(fill.gradient.locations, locations).allSatisfy { isClose($0, $1, within: 1e-9) }
                && isClose(fill.startPoint, start, within: 1e-9) && isClose(fill.endPoint, end, within: 1e-9)
        }
        stage.frames(30)  // half way: the highlight in the middle
        #expect(fillIs([0, 0.5, 1], from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 1, y: 0.5)))
        #expect(layer.locations == [-1, -0.5, 0])  // the model stays
        stage.frames(15)  // locations 0.5, 1, 1.5: the axis stretched to 1.5
        #expect(fillIs([1 / 3.0, 2 / 3.0, 1], from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 1.5, y: 0.5)))
    }

    @Test func colorsAnimateImplicitlyOnScreenAndAtOnceWithoutActions() {
        let (stage, layer) = stagedShimmer()
        let host = stage.view.subviewsInDrawingOrder[0]
        layer.colors = [UIColor.black.cgColor, UIColor.black.cgColor, UIColor.black.cgColor]
        #expect(layer.animationKeys() == ["colors"])  // Core Animation's implicit action, under its key
        stage.frames(6)  // 0.1 s of 0.25 on the default curve
        let amount = TimingCurve.default.value(at: 0.4)
        #expect(host.gradientFill?.gradient.colors.first.map { isClose($0.red, UIColor.gray.red * (1 - amount), within: 1e-6) } == true)
        stage.frames(9)
        #expect(host.gradientFill?.gradient.colors == [.black, .black, .black] && layer.animationKeys() == nil)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.colors = [UIColor.white.cgColor, UIColor.white.cgColor]  // another count: no animation anyway
        layer.startPoint = .zero
        CATransaction.commit()
        #expect(layer.animationKeys() == nil && host.gradientFill?.gradient.colors == [.white, .white])
    }

    @Test func aViewsOwnGradientLayerAnimatesOnlyExplicitly() {
        final class Backed: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let stage = AnimationStage()
        let view = Backed(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.view.addSubview(view)
        stage.frames(1)
        let layer = view.layer as? CAGradientLayer
        layer?.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        #expect(layer?.animationKeys() == nil)  // a view's layer has no implicit actions
        let fade = CABasicAnimation(keyPath: "colors")
        fade.toValue = [UIColor.black.cgColor, UIColor.black.cgColor]
        fade.duration = 1
        layer?.add(fade, forKey: "fade")
        stage.frames(30)
        #expect(view.gradientFill?.gradient.colors.first.map { isClose($0.red, 0.5, within: 1e-9) } == true)
    }
}
