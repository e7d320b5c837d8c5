import Foundation
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
        layer.locations = [1.5, -1]  // clamped and sorted
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
}
