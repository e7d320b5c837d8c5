import Motion
import UIKit

/// A small window whose tree of views and standalone layers changes at random, one hierarchy
/// call a step (adding views and layers, inserting, moving, replacing and removing sublayers,
/// cycles the calls must refuse, opacity changes that animate implicitly, transitions, masks
/// set, taken and unset, frame ticks): for tests that the tree holds together and draws as a whole composite does.
@MainActor
public struct RandomLayerTree {
    /// The window (120 × 90 points).
    public let window = UIWindow(size: CGSize(width: 120, height: 90))
    /// Every view made so far (the window first), in or out of the tree.
    public private(set) var views: [UIView]
    /// Every layer made so far (the views' and the standalone ones).
    public private(set) var layers: [CALayer]
    private var random: SeededGenerator

    /// A tree of the window alone; `seed` fixes the calls.
    public init(seed: UInt64) {
        views = [window]
        layers = [window.layer]
        random = SeededGenerator(seed: seed)
    }

    /// Makes one random call.
    public mutating func step() {
        let target = layers[Int(random.next() % UInt64(layers.count))]
        switch random.next() % 12 {
        case 0, 1:
            let view = UIView(frame: CGRect(x: Double(random.next() % 80), y: Double(random.next() % 60), width: 30, height: 20))
            view.backgroundColor = UIColor(hue: random.nextUnit(), saturation: 0.8, brightness: 0.9, alpha: 1)
            let parent = views[Int(random.next() % UInt64(views.count))]
            views.append(view)
            layers.append(view.layer)
            parent.addSubview(view)
        case 2, 3:
            let kind = random.next() % 3
            let layer = kind == 0 ? CALayer() : kind == 1 ? CAGradientLayer() : CAShapeLayer()
            layer.frame = CGRect(x: Double(random.next() % 80), y: Double(random.next() % 60), width: 25, height: 25)
            layer.backgroundColor = UIColor(hue: random.nextUnit(), saturation: 0.6, brightness: 0.7, alpha: 0.8).cgColor
            layer.cornerRadius = Double(random.next() % 8)
            (layer as? CAGradientLayer)?.colors = [UIColor.white.cgColor, UIColor.black.withAlphaComponent(0.5).cgColor]
            if let shape = layer as? CAShapeLayer {
                // An arc that reaches past the layer's bounds, stroked part of the way.
                shape.path = UIBezierPath(arcCenter: CGPoint(x: 12, y: 12), radius: 16, startAngle: 0,
                                          endAngle: 2 * .pi * random.nextUnit(), clockwise: true).cgPath
                shape.strokeColor = UIColor.systemPink.cgColor
                shape.lineWidth = 3
                shape.strokeEnd = 0.2 + 0.8 * random.nextUnit()
            }
            layers.append(layer)
            target.insertSublayer(layer, at: UInt32(random.next() % 4))
        case 4:
            let sibling = target.sublayers.flatMap { $0.isEmpty ? nil : $0[Int(random.next() % UInt64($0.count))] }
            target.insertSublayer(pickMovable(), below: sibling)
        case 5:
            target.addSublayer(pickMovable())  // a cycle is refused
        case 6:
            if target !== window.layer { target.removeFromSuperlayer() }
        case 7:
            if let sublayers = target.sublayers, !sublayers.isEmpty {
                target.replaceSublayer(sublayers[Int(random.next() % UInt64(sublayers.count))], with: pickMovable())
            }
        case 8:
            target.opacity = Float(0.3 + 0.7 * random.nextUnit())
        case 9:
            // A transition, as before a change (replacing a running one; refused out of a
            // window).
            let transition = CATransition()
            transition.type = [.fade, .moveIn, .push, .reveal][Int(random.next() % 4)]
            transition.subtype = [.fromLeft, .fromRight, .fromTop, .fromBottom][Int(random.next() % 4)]
            transition.duration = 0.1 + 0.2 * random.nextUnit()
            target.add(transition, forKey: nil)
        case 10:
            // A mask: a circle, a fade, a layer of the tree (taken from where it is; the
            // layer itself or an ancestor is refused), or none.
            switch random.next() % 4 {
            case 0:
                let circle = CAShapeLayer()
                circle.path = UIBezierPath(ovalIn: CGRect(x: Double(random.next() % 20), y: Double(random.next() % 20),
                                                          width: 10 + Double(random.next() % 30), height: 20)).cgPath
                layers.append(circle)
                target.mask = circle
            case 1:
                let fade = CAGradientLayer()
                fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
                fade.frame = target.bounds.insetBy(dx: -5, dy: 2)
                layers.append(fade)
                target.mask = fade
            case 2:
                target.mask = pickMovable()
            default:
                target.mask = nil
            }
        default:
            window.tick(elapsed: 1.0 / 60)
        }
    }

    /// A layer to move: any but the window's (a window has no superview); a new one while
    /// there is no other.
    private mutating func pickMovable() -> CALayer {
        guard layers.count > 1 else {
            layers.append(CALayer())
            return layers[1]
        }
        return layers[1 + Int(random.next() % UInt64(layers.count - 1))]
    }
}
