import UIKit

// CAShapeLayer as iOS tutorials use it: a progress ring whose stroke end animates to the
// progress (its percentage a CATextLayer), a checkmark drawn on inside a filled circle, a dashed drop zone whose dashes march,
// and a badge ring cut with the even-odd rule. Plain iOS code: it compiles against Apple's
// UIKit too.

/// A circular progress indicator: a grey track, a blue arc over it, and the percentage in the
/// middle.
final class ProgressRingView: UIView {
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()
    let percentLayer = CATextLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let circle = UIBezierPath(arcCenter: center, radius: bounds.width / 2 - 8, startAngle: -.pi / 2,
                                  endAngle: 1.5 * .pi, clockwise: true)
        trackLayer.path = circle.cgPath
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.lineWidth = 10
        layer.addSublayer(trackLayer)
        progressLayer.path = circle.cgPath
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.lineWidth = 10
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        layer.addSublayer(progressLayer)
        percentLayer.string = "0%"
        percentLayer.fontSize = 22
        percentLayer.font = UIFont.systemFont(ofSize: 22, weight: .semibold)
        percentLayer.foregroundColor = UIColor.label.cgColor
        percentLayer.alignmentMode = .center
        percentLayer.contentsScale = UIScreen.main.scale
        percentLayer.frame = CGRect(x: 0, y: bounds.midY - 14, width: bounds.width, height: 30)
        layer.addSublayer(percentLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setProgress(_ progress: CGFloat, duration: TimeInterval) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = progressLayer.strokeEnd
        animation.toValue = progress
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        progressLayer.strokeEnd = progress
        progressLayer.add(animation, forKey: "progress")
        percentLayer.string = "\(Int((progress * 100).rounded()))%"
    }
}

/// A green circle with a white checkmark drawn on.
final class CheckmarkView: UIView {
    let circleLayer = CAShapeLayer()
    let checkLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        circleLayer.path = UIBezierPath(ovalIn: bounds).cgPath
        circleLayer.fillColor = UIColor.systemGreen.cgColor
        layer.addSublayer(circleLayer)
        let check = UIBezierPath()
        check.move(to: CGPoint(x: bounds.width * 0.27, y: bounds.height * 0.52))
        check.addLine(to: CGPoint(x: bounds.width * 0.44, y: bounds.height * 0.68))
        check.addLine(to: CGPoint(x: bounds.width * 0.74, y: bounds.height * 0.34))
        checkLayer.path = check.cgPath
        checkLayer.strokeColor = UIColor.white.cgColor
        checkLayer.fillColor = nil
        checkLayer.lineWidth = 6
        checkLayer.lineCap = .round
        checkLayer.lineJoin = .round
        checkLayer.strokeEnd = 0
        layer.addSublayer(checkLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func drawCheck() {
        checkLayer.strokeEnd = 1
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 0.4
        checkLayer.add(draw, forKey: "draw")
    }
}

/// A dashed rounded outline where files can be dropped; its dashes march while a file hovers.
final class DropZoneView: UIView {
    let borderLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        borderLayer.path = UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 14).cgPath
        borderLayer.strokeColor = UIColor.systemIndigo.cgColor
        borderLayer.fillColor = UIColor.systemIndigo.withAlphaComponent(0.08).cgColor
        borderLayer.lineWidth = 3
        borderLayer.lineDashPattern = [10, 6]
        layer.addSublayer(borderLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startMarching() {
        let march = CABasicAnimation(keyPath: "lineDashPhase")
        march.fromValue = 0
        march.toValue = 16
        march.duration = 0.5
        march.repeatCount = .infinity
        borderLayer.add(march, forKey: "march")
    }
}

/// A ring badge: two circles filled with the even-odd rule leave a hole; the view's own layer
/// is the shape layer.
final class RingBadgeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let ring = UIBezierPath(ovalIn: bounds)
        ring.append(UIBezierPath(ovalIn: bounds.insetBy(dx: 12, dy: 12)))
        shapeLayer.path = ring.cgPath
        shapeLayer.fillRule = .evenOdd
        shapeLayer.fillColor = UIColor.systemOrange.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
