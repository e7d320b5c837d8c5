import UIKit

// Masks as iOS code uses them outside transitions: a list whose bottom edge fades out through
// a gradient mask, a "slide to unlock" label whose shine is a gradient seen through the
// label's text (the label is the gradient view's mask), and a photo cut to a star by a shape
// layer. Plain iOS code: it compiles against Apple's UIKit too.

/// Rows of text whose last 60 points fade to nothing: a CAGradientLayer from opaque to clear
/// is the layer's mask.
final class FadingListView: UIView {
    let fadeMask = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        for row in 0..<5 {
            let label = UILabel(frame: CGRect(x: 16, y: 12 + CGFloat(row) * 36, width: bounds.width - 32, height: 28))
            label.text = "Message \(row + 1)"
            label.textColor = .white
            label.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
            addSubview(label)
        }
        fadeMask.colors = [UIColor.black.cgColor, UIColor.black.cgColor, UIColor.clear.cgColor]
        fadeMask.locations = [0, NSNumber(value: Double((bounds.height - 60) / bounds.height)), 1]
        fadeMask.frame = bounds
        layer.mask = fadeMask
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A light band sweeping across grey text: a gradient view masked by a label, so the
/// gradient shows only through the letters.
final class ShimmeringLabelView: UIView {
    let textMask = UILabel()
    let shine = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        shine.colors = [UIColor.systemGray.cgColor, UIColor.white.cgColor, UIColor.systemGray.cgColor]
        shine.locations = [0, 0.5, 1]
        shine.startPoint = CGPoint(x: 0, y: 0.5)
        shine.endPoint = CGPoint(x: 1, y: 0.5)
        shine.frame = CGRect(x: -bounds.width, y: 0, width: bounds.width * 3, height: bounds.height)
        layer.addSublayer(shine)
        textMask.frame = bounds
        textMask.text = "slide to unlock"
        textMask.font = UIFont.systemFont(ofSize: 28, weight: .medium)
        textMask.textAlignment = .center
        mask = textMask
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startShimmering() {
        let sweep = CABasicAnimation(keyPath: "position.x")
        sweep.fromValue = shine.position.x - bounds.width
        sweep.toValue = shine.position.x + bounds.width
        sweep.duration = 2
        sweep.repeatCount = .infinity
        shine.add(sweep, forKey: "shimmer")
    }
}

/// A square of colour with a shadow of its own cut to a five-pointed star by a shape layer
/// mask (the mask cuts the shadow too, as on iOS).
final class StarBadgeView: UIView {
    let starMask = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.systemYellow.cgColor, UIColor.systemOrange.cgColor]
        gradient.frame = bounds
        layer.addSublayer(gradient)
        layer.shadowOpacity = 0.5
        layer.shadowRadius = 6
        let star = UIBezierPath()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for point in 0..<10 {
            let radius = point % 2 == 0 ? bounds.width / 2 : bounds.width / 5
            let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
            let corner = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { star.move(to: corner) } else { star.addLine(to: corner) }
        }
        star.close()
        starMask.path = star.cgPath
        layer.mask = starMask
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
