import Foundation
import Testing
import TestSupport
import UIKit

/// Masks (`CALayer.mask`, `UIView.mask`): kept by the masked layer apart from its sublayers and
/// subviews, in its window (so their animations run), taken from elsewhere when set, and let go
/// when unset.
@MainActor
struct CALayerMaskTests {
    @Test func aMaskIsNeitherASublayerNorASubviewAndTakesNoTouches() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(child)
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        view.layer.mask = shape
        #expect(view.layer.mask === shape)
        #expect(view.subviews == [child] && view.layer.sublayers?.count == 1 && view.subviewsInDrawingOrder == [child])
        #expect(shape.superlayer == nil)  // a mask has no superlayer, as in Core Animation
        let maskView = UIView(frame: view.bounds)
        maskView.backgroundColor = .black
        maskView.isUserInteractionEnabled = true
        child.mask = maskView
        #expect(child.mask === maskView && child.layer.mask === maskView.layer && child.subviews.isEmpty)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)  // the mask is not hit
        #expect(maskView.window === window)  // in the window: its animations run there
        #expect(InvariantChecker().check(window).isEmpty)
    }

    @Test func settingAMaskTakesItFromWhereItWasAndUnsettingLetsItGo() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let first = UIView(), second = UIView(), other = UIView()
        for view in [first, second, other] { window.addSubview(view) }
        let layer = CALayer()
        other.layer.addSublayer(layer)
        first.layer.mask = layer  // Core Animation leaves this undefined: here it leaves `other`
        #expect(other.layer.sublayers == nil && first.layer.mask === layer)
        second.layer.mask = layer  // a mask masks one layer
        #expect(first.layer.mask == nil && second.layer.mask === layer)
        let label = UILabel()
        other.addSubview(label)
        second.mask = label  // replaces the layer, which goes back to being a plain layer
        #expect(other.subviews.isEmpty && second.mask === label && layer.superlayer == nil)
        first.layer.addSublayer(layer)
        #expect(first.layer.sublayers?.first === layer && first.subviews.isEmpty)
        second.addSubview(label)  // added as a subview, it stops being the mask
        #expect(second.mask == nil && second.subviews == [label])
        second.mask = label
        label.removeFromSuperview()  // removed, it stops being the mask too
        #expect(second.mask == nil && label.superview == nil)
        first.addSubview(label)
        #expect(first.subviews == [label])  // a subview again, with its callbacks
        #expect(InvariantChecker().check(window).isEmpty)
    }

    @Test func aViewCannotMaskItselfOrAnAncestor() {
        let outer = UIView(), inner = UIView()
        outer.addSubview(inner)
        inner.mask = outer
        inner.mask = inner
        inner.layer.mask = outer.layer
        #expect(inner.mask == nil && outer.superview == nil && inner.superview === outer)
        inner.layer.mask = inner.layer.presentation()  // a presentation layer changes nothing
        #expect(inner.mask == nil)
    }

    @Test func theMaskedLayerKeepsItsMaskAndFreesItWithItself() {
        weak var mask: CALayer?
        weak var masked: UIView?
        do {
            let view = UIView()
            masked = view
            do {
                let layer = CAShapeLayer()
                mask = layer
                view.layer.mask = layer
            }
            #expect(mask != nil)  // the masked layer holds it
            view.layer.mask = nil
            #expect(mask == nil)  // unset and not referred to: freed
            view.layer.mask = CAGradientLayer()
            mask = view.layer.mask
        }
        #expect(masked == nil && mask == nil)  // no cycle between a layer and its mask
    }

    @Test func aMaskLaysOutAndAnimatesInTheMaskedViewsWindow() {
        final class StripesMask: UIView {
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
            }
        }
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let stripes = StripesMask(frame: view.bounds)
        view.mask = stripes
        window.layoutIfNeeded()
        #expect(stripes.layouts == 1)  // laid out with the masked view, as UIKit lays out masks

        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        view.layer.mask = shape
        let grow = CABasicAnimation(keyPath: "opacity")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        shape.add(grow, forKey: "grow")
        for _ in 0..<30 { window.tick(elapsed: 1.0 / 60) }
        let opacity = shape.presentation()?.opacity ?? -1
        #expect(abs(opacity - 0.5) < 0.01)  // the window's clock runs the mask's animation
        for _ in 0..<31 { window.tick(elapsed: 1.0 / 60) }
        #expect(shape.animation(forKey: "grow") == nil)  // and ends it
    }
}
