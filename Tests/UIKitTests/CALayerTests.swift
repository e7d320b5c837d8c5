import Testing
import TestSupport
import UIKit

/// A view's layer is the view's own state under Core Animation's names.
@MainActor
struct CALayerTests {
    @Test func theLayerAndTheViewAreTheSameState() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let layer = view.layer
        #expect(layer === view.layer)  // one layer per view
        #expect(layer.frame == view.frame && layer.position == view.center && layer.bounds == view.bounds)
        layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.alpha = 0.25
        #expect(layer.opacity == 0.25)
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!layer.masksToBounds)
        layer.position = CGPoint(x: 200, y: 300)
        #expect(view.center == CGPoint(x: 200, y: 300))
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(view.transform3D == CATransform3DMakeScale(2, 2, 1))
        view.transform = .identity
        #expect(CATransform3DIsIdentity(layer.transform))
        layer.cornerRadius = -4
        #expect(layer.cornerRadius == 0)  // negative radii clamp to 0
        layer.shadowOpacity = .nan
        #expect(layer.shadowOpacity == 0)
    }

    @Test func colorsCrossAsCGColors() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.shadowColor = UIColor.systemBlue.cgColor
        #expect(view.model.shadowColor == .systemBlue.inLight)
        #expect(UIColor(cgColor: view.layer.borderColor ?? UIColor.clear.cgColor) == .black)  // the default border colour
        view.layer.borderColor = nil
        #expect(view.model.borderColor == .clear)  // nil draws no border
        view.backgroundColor = .white
        #expect(view.layer.backgroundColor == UIColor.white.cgColor)
        #expect(UIColor.systemBlue.cgColor.components?.count == 4 && UIColor.systemBlue.cgColor.alpha == 1)
    }

    @Test func thePresentationLayerShowsTheAnimatedValuesAndIgnoresWrites() {
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        UIView.animate(withDuration: 1, options: [.curveLinear], animations: { view.layer.cornerRadius = 20 })
        for _ in 0..<30 { window.tick(elapsed: 1.0 / 60) }  // half a second
        let presented = view.layer.presentation()
        #expect(view.layer.cornerRadius == 20)  // the model is at the end
        #expect(isClose(Double(presented?.cornerRadius ?? 0), 10, within: 1e-9))  // half way on screen
        presented?.cornerRadius = 99
        #expect(view.layer.cornerRadius == 20 && presented?.model() === view.layer)
    }
}
