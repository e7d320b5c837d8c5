import UIKit

// A loading placeholder as feed apps draw one while content loads: grey bars in the shape of
// the content, with a light band sweeping across them (a gradient layer whose locations are
// animated from before the start to past the end, for ever).

final class SkeletonCardView: UIView {
    private(set) var bars: [UIView] = []
    private var shimmers: [CAGradientLayer] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 16
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.08
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 2)
        for _ in 0..<4 {
            let bar = UIView()
            bar.layer.cornerRadius = 6
            bar.clipsToBounds = true
            let shimmer = CAGradientLayer()
            shimmer.colors = [UIColor.systemGray5.cgColor, UIColor.systemGray6.cgColor, UIColor.systemGray5.cgColor]
            shimmer.startPoint = CGPoint(x: 0, y: 0.5)
            shimmer.endPoint = CGPoint(x: 1, y: 0.5)
            shimmer.locations = [-1, -0.5, 0]
            bar.layer.addSublayer(shimmer)
            addSubview(bar)
            bars.append(bar)
            shimmers.append(shimmer)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let widths: [CGFloat] = [bounds.width - 32, bounds.width * 0.7, bounds.width * 0.5, bounds.width - 32]
        let heights: [CGFloat] = [120, 20, 16, 16]
        var y: CGFloat = 16
        for (index, bar) in bars.enumerated() {
            bar.frame = CGRect(x: 16, y: y, width: widths[index], height: heights[index])
            y += heights[index] + 12
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            shimmers[index].frame = bar.bounds
            CATransaction.commit()
        }
    }

    func startShimmering() {
        for shimmer in shimmers {
            let animation = CABasicAnimation(keyPath: "locations")
            animation.fromValue = [-1.0, -0.5, 0.0]
            animation.toValue = [1.0, 1.5, 2.0]
            animation.duration = 1.2
            animation.repeatCount = .infinity
            shimmer.add(animation, forKey: "shimmer")
        }
    }
}
