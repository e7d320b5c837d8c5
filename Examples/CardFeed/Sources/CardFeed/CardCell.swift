import UIKit

/// A card in the feed: a coloured rounded rectangle with two labels over a gradient that
/// darkens its top (a `CAGradientLayer` behind the labels). It shrinks a little while the
/// finger is on it.
final class CardCell: UICollectionViewCell {
    static let reuseIdentifier = "CardCell"

    let kickerLabel = UILabel()
    let titleLabel = UILabel()
    private let scrim = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 16
        contentView.layer.cornerCurve = .continuous
        contentView.clipsToBounds = true
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 6)
        kickerLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        kickerLabel.textColor = UIColor.white.withAlphaComponent(0.8)
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 2
        scrim.colors = [UIColor.black.withAlphaComponent(0.35).cgColor, UIColor.black.withAlphaComponent(0).cgColor]
        contentView.layer.addSublayer(scrim)
        contentView.addSubview(kickerLabel)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: isHighlighted ? 0.12 : 0.3, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]) {
                self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity
            }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The scrim follows the card at once, without an implicit animation.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scrim.frame = CGRect(x: 0, y: 0, width: contentView.bounds.width, height: contentView.bounds.height * 0.6)
        CATransaction.commit()
        kickerLabel.frame = CGRect(x: 20, y: 20, width: contentView.bounds.width - 40, height: 18)
        titleLabel.frame = CGRect(x: 20, y: 40, width: contentView.bounds.width - 40, height: 72)
    }

    func show(_ story: Story) {
        contentView.backgroundColor = story.color
        kickerLabel.text = story.kicker
        titleLabel.text = story.title
    }
}
