import Foundation
import Testing
import TestSupport
import UIKit

/// Standalone layers: made by the app, added among a view's sublayers, drawn in sublayer
/// order, not listed as subviews, and owned by the tree once added.
@MainActor
struct CALayerSublayersTests {
    @Test func aStandaloneLayerSitsAmongTheSubviewsInSublayerOrder() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel()
        view.addSubview(label)
        let gradient = CAGradientLayer()
        gradient.name = "scrim"
        view.layer.insertSublayer(gradient, at: 0)  // behind the label
        let badge = CALayer()
        view.layer.addSublayer(badge)  // in front of the label
        let button = UIButton()
        view.addSubview(button)  // a subview added later goes in front of the badge

        #expect(view.subviews == [label, button])  // layers are not subviews
        #expect(view.layer.sublayers?.map(\.name) == ["scrim", nil, nil, nil])
        #expect(view.layer.sublayers?.count == 4)
        let order = view.layer.sublayers ?? []
        #expect(order[0] === gradient && order[1] === label.layer && order[2] === badge && order[3] === button.layer)
        #expect(gradient.superlayer === view.layer && label.layer.superlayer === view.layer)
        #expect(view.subviewsInDrawingOrder.count == 4)  // the renderer draws all four

        view.layer.insertSublayer(badge, below: label.layer)
        #expect((view.layer.sublayers ?? []).firstIndex { $0 === badge } == 1)
        view.layer.insertSublayer(badge, above: button.layer)
        #expect(view.layer.sublayers?.last === badge)
        view.sendSubviewToBack(button)  // behind the standalone layers too, as on iOS
        #expect(view.layer.sublayers?.first === button.layer && view.subviews == [button, label])

        gradient.removeFromSuperlayer()
        #expect(gradient.superlayer == nil && view.layer.sublayers?.count == 3)
        #expect(UIView().layer.sublayers == nil)  // none is nil, as in Core Animation
    }

    @Test func subviewIndicesCountSubviewsOnly() {
        let view = UIView()
        let first = UIView(), second = UIView(), inserted = UIView()
        let layer = CALayer()
        view.addSubview(first)
        view.layer.addSublayer(layer)
        view.addSubview(second)
        view.insertSubview(inserted, at: 1)  // between the two subviews, just below `second`
        #expect(view.subviews == [first, inserted, second])
        #expect(view.layer.sublayers?[1] === layer)  // the layer keeps its place
    }

    @Test func replacingAndSettingSublayers() {
        let view = UIView()
        let old = CALayer(), new = CAGradientLayer(), other = CALayer()
        view.layer.addSublayer(other)
        view.layer.addSublayer(old)
        view.layer.replaceSublayer(old, with: new)
        #expect(view.layer.sublayers?.count == 2 && view.layer.sublayers?.last === new && old.superlayer == nil)
        view.layer.replaceSublayer(old, with: CALayer())  // not a sublayer: nothing happens
        #expect(view.layer.sublayers?.count == 2)
        view.layer.sublayers = [new, other]
        #expect(view.layer.sublayers?.first === new && view.layer.sublayers?.last === other)
        view.layer.sublayers = nil
        #expect(view.layer.sublayers == nil)
    }

    @Test func aLayerCannotContainItself() {
        let outer = CALayer(), inner = CALayer()
        outer.addSublayer(inner)
        inner.addSublayer(outer)  // a cycle: refused
        outer.addSublayer(outer)
        #expect(inner.superlayer === outer && outer.superlayer == nil && inner.sublayers == nil)
    }

    @Test func aStandaloneLayerHoldsItsOwnStateAndTakesNoTouches() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 50, height: 40)
        layer.backgroundColor = UIColor.systemRed.cgColor
        layer.cornerRadius = 8
        layer.opacity = 0.5
        view.layer.addSublayer(layer)
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 50, height: 40))
        #expect(layer.position == CGPoint(x: 35, y: 40) && layer.bounds.size == CGSize(width: 50, height: 40))
        #expect(layer.backgroundColor == UIColor.systemRed.cgColor && layer.cornerRadius == 8 && layer.opacity == 0.5)
        #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === view)  // the layer takes no touches
    }

    @Test func theTreeKeepsALayerTheAppDroppedAndFreesItWhenRemoved() {
        let view = UIView()
        weak var dropped: CALayer?
        do {
            let layer = CALayer()
            dropped = layer
            view.layer.addSublayer(layer)
        }
        #expect(dropped != nil)  // the superlayer holds it
        dropped?.removeFromSuperlayer()
        #expect(dropped == nil)  // removed and not referred to: freed
        weak var kept: CALayer?
        do {
            let layer = CALayer()
            kept = layer
            #expect(kept != nil)
        }
        #expect(kept == nil)  // never added: freed with the app's last reference
    }

    @Test func aDroppedTreeFreesItsLayers() {
        weak var layer: CALayer?
        weak var view: UIView?
        do {
            let parent = UIView()
            let gradient = CAGradientLayer()
            gradient.addSublayer(CALayer())  // a layer inside a standalone layer too
            parent.layer.addSublayer(gradient)
            layer = gradient
            view = parent
        }
        #expect(view == nil && layer == nil)  // no cycle between a layer and its view
    }

    @Test func aViewOfALayerClassHasALayerOfThatClass() {
        final class GradientBackedView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let view = GradientBackedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let layer = view.layer as? CAGradientLayer
        #expect(layer != nil && view.layer === view.layer)
        layer?.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        #expect(view.gradientFill?.gradient == Gradient(colors: [.white, .black]))
        layer?.cornerRadius = 6
        #expect(view.layer.cornerRadius == 6 && view.model.cornerRadius == 6)  // still the view's state
        #expect(view.layer.superlayer == nil && view.subviews.isEmpty)
        #expect(!(UIView().layer is CAGradientLayer))
    }
}

/// Random sequences of hierarchy calls on views and standalone layers: after every call the
/// tree holds together.
@MainActor
struct CALayerSublayersRandomTests {
    @Test func randomTreesOfViewsAndLayersHoldTogether() {
        var layersShown = 0, deepest = 0
        for sequence in 0..<TestTier.count(everyday: 20, long: 200) {
            var tree = RandomLayerTree(seed: UInt64(sequence))
            for step in 0..<40 {
                tree.step()
                let place = "sequence \(sequence), step \(step)"
                #expect(InvariantChecker().check(tree.window).isEmpty, "\(place)")
                for layer in tree.layers {
                    let sublayers = layer.sublayers ?? []
                    #expect(sublayers.allSatisfy { $0.superlayer === layer && $0 !== layer }, "\(place)")
                }
                for view in tree.views {
                    #expect(view.subviews.allSatisfy { $0.superview === view && $0.childRole == .subview }, "\(place)")
                    #expect(view.subviews.count <= view.layer.sublayers?.count ?? 0, "\(place)")
                }
            }
            let inWindow = tree.layers.filter { layer in
                var current = layer.superlayer, depth = 1
                while let parent = current, parent !== tree.window.layer { current = parent.superlayer; depth += 1 }
                deepest = Swift.max(deepest, current == nil ? 0 : depth)
                return current != nil && layer.sublayers?.count != nil
            }
            layersShown += inWindow.count
        }
        // Not vacuous: the calls built trees of some depth, layers holding layers, in the window.
        #expect(layersShown > 20 && deepest >= 3)
    }
}
