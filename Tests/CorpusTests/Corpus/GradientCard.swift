import UIKit

// A feed card drawn with Core Animation layers, as App Store clones draw theirs: a background
// view backed by a gradient layer (`layerClass`), a standalone gradient layer darkening the
// bottom of the card under its title (sized in `layoutSubviews()` with actions disabled), and
// a highlight layer that fades in implicitly while the card is pressed.

/// A view whose layer is a gradient layer.
final class GradientBackgroundView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

final class GradientCardView: UIView {
    let background = GradientBackgroundView()
    let sun = UIView()
    let scrim = CAGradientLayer()
    let highlight = CALayer()
    let eyebrowLabel = UILabel()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 20
        layer.cornerCurve = .continuous
        clipsToBounds = true

        background.frame = bounds
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        background.gradientLayer.colors = [UIColor.systemTeal.cgColor, UIColor.systemIndigo.cgColor]
        background.gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        background.gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        addSubview(background)

        sun.backgroundColor = .systemYellow
        sun.layer.cornerRadius = 60
        addSubview(sun)

        scrim.colors = [UIColor.black.withAlphaComponent(0).cgColor, UIColor.black.withAlphaComponent(0.75).cgColor]
        scrim.locations = [0, 1]
        layer.addSublayer(scrim)

        eyebrowLabel.text = "GET STARTED"
        eyebrowLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        eyebrowLabel.textColor = UIColor.white.withAlphaComponent(0.8)
        addSubview(eyebrowLabel)
        titleLabel.text = "Layers, Not Just Views"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 2
        addSubview(titleLabel)

        highlight.backgroundColor = UIColor.white.cgColor
        highlight.opacity = 0
        layer.addSublayer(highlight)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Layers follow the card at once: no implicit animation of their frames.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scrim.frame = CGRect(x: 0, y: bounds.height * 0.4, width: bounds.width, height: bounds.height * 0.6)
        highlight.frame = bounds
        CATransaction.commit()
        sun.frame = CGRect(x: bounds.width - 150, y: 30, width: 120, height: 120)
        eyebrowLabel.frame = CGRect(x: 20, y: bounds.height - 110, width: bounds.width - 40, height: 18)
        titleLabel.frame = CGRect(x: 20, y: bounds.height - 88, width: bounds.width - 40, height: 70)
    }

    /// Lightens the card while the finger is on it (a quarter-second implicit fade).
    func setPressed(_ pressed: Bool) {
        highlight.opacity = pressed ? 0.3 : 0
    }
}
