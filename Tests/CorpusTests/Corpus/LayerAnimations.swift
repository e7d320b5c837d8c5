import UIKit

// Core Animation's explicit animations as iOS tutorials write them: a spinner that turns for
// ever, a card that shakes when an action fails, a badge that springs, and a corner radius
// animated with CABasicAnimation beside a frame change in an animation block (the way App
// Store clones rounded their cards before UIView animated cornerRadius).

/// A ring with a dot on it, turning once a second while loading.
final class SpinnerView: UIView {
    let ring = CALayer()
    let dot = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ring.frame = bounds
        ring.cornerRadius = bounds.width / 2
        ring.borderWidth = 4
        ring.borderColor = UIColor.systemGray5.cgColor
        layer.addSublayer(ring)
        dot.frame = CGRect(x: bounds.midX - 6, y: -4, width: 12, height: 12)
        dot.cornerRadius = 6
        dot.backgroundColor = UIColor.systemBlue.cgColor
        ring.addSublayer(dot)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startAnimating() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        ring.add(spin, forKey: "spin")
    }

    func stopAnimating() {
        ring.removeAnimation(forKey: "spin")
    }
}

extension UIView {
    /// Shakes the view sideways, as a failed sign-in does.
    func shake() {
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.timingFunction = CAMediaTimingFunction(name: .linear)
        shake.duration = 0.6
        shake.values = [-20.0, 20.0, -20.0, 20.0, -10.0, 10.0, -5.0, 5.0, 0.0]
        layer.add(shake, forKey: "shake")
    }

    /// Springs the view up from a little smaller.
    func pop() {
        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 0.8
        pop.toValue = 1
        pop.damping = 8
        pop.initialVelocity = 0.5
        pop.duration = pop.settlingDuration
        layer.add(pop, forKey: "pop")
    }
}

extension UIView {
    /// Flies the view along an arc to `destination`, turning with the arc and shrinking, as a
    /// shop drops an item into its cart.
    func fly(to destination: CGPoint) {
        let arc = UIBezierPath()
        arc.move(to: center)
        arc.addQuadCurve(to: destination, controlPoint: CGPoint(x: (center.x + destination.x) / 2,
                                                                y: min(center.y, destination.y) - 120))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = arc.cgPath
        move.calculationMode = .paced
        move.rotationMode = .rotateAuto
        let shrink = CABasicAnimation(keyPath: "transform.scale")
        shrink.toValue = 0.3
        let flight = CAAnimationGroup()
        flight.animations = [move, shrink]
        flight.duration = 0.8
        layer.add(flight, forKey: "fly")
        center = destination
    }
}

/// A rounded card that becomes a square full-width banner.
final class BannerCardView: UIView, CAAnimationDelegate {
    private(set) var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemPink
        layer.cornerRadius = 20
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func expand(to frame: CGRect) {
        UIView.animate(withDuration: 0.4) {
            self.frame = frame
        }
        let corner = CABasicAnimation(keyPath: "cornerRadius")
        corner.fromValue = layer.cornerRadius
        corner.toValue = 0
        corner.duration = 0.4
        corner.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        corner.delegate = self
        layer.add(corner, forKey: "cornerRadius")
        layer.cornerRadius = 0
    }

    func animationDidStart(_ anim: CAAnimation) {
        log.append("started")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append(flag ? "finished" : "stopped")
    }
}
