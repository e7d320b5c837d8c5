import UIKit

/// A card in the Today feed: a soft shadow around a rounded, clipping card that holds the
/// story's ``CardContentView``. Under the finger it shrinks to 0.95 (in over 0.1 s, back over
/// 0.3 s); while its story is open the card is hidden, since the story is the card.
public final class TodayCardCell: UITableViewCell {
    /// The reuse identifier.
    public static let identifier = "TodayCard"

    /// The shadow around the card (it does not clip, so the shadow shows).
    public let shadowView = UIView()
    /// The card: rounded and clipping.
    public let cardView = UIView()
    /// The content, replaced when the cell shows another story.
    public private(set) var content: CardContentView?

    /// A cell.
    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = nil
        shadowView.layer.shadowColor = UIColor.black.cgColor
        shadowView.layer.shadowOpacity = TodayMetrics.cardShadowOpacity
        shadowView.layer.shadowRadius = TodayMetrics.cardShadowRadius
        shadowView.layer.shadowOffset = TodayMetrics.cardShadowOffset
        cardView.layer.cornerRadius = TodayMetrics.cardCornerRadius
        cardView.layer.cornerCurve = .continuous
        cardView.clipsToBounds = true
        cardView.backgroundColor = TodayPalette.surface
        shadowView.addSubview(cardView)
        contentView.addSubview(shadowView)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Shows a story: `cardSize` is the card, `artworkSize` the open story's header.
    public func configure(with story: Story, cardSize: CGSize, artworkSize: CGSize, image: UIImage?) {
        if content?.story != story {
            content?.removeFromSuperview()
            let content = CardContentView(story: story, cardSize: cardSize, artworkSize: artworkSize, image: image)
            content.isUserInteractionEnabled = false
            cardView.addSubview(content)
            self.content = content
        }
        setNeedsLayout()
    }

    /// The card's frame in the cell: inset from the sides, at the top of the row.
    public var cardFrame: CGRect {
        CGRect(x: TodayMetrics.cardInset, y: 0, width: Swift.max(0, bounds.width - 2 * TodayMetrics.cardInset), height: TodayMetrics.cardHeight)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let frame = cardFrame
        shadowView.bounds = CGRect(origin: .zero, size: frame.size)
        shadowView.center = CGPoint(x: frame.midX, y: frame.midY)
        cardView.frame = CGRect(origin: .zero, size: frame.size)
        content?.frame = cardView.bounds
        content?.visibleSize = frame.size
    }

    /// Shrinks under the finger and returns when it lifts, on the seed's timing. While it
    /// shrinks and returns, the card (shadow, artwork, text) is rasterized at the screen's
    /// scale: each frame scales one bitmap instead of every layer in it.
    public override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        let scale = highlighted ? TodayMetrics.highlightScale : 1
        // The cell's own window's scale (`UIScreen.main` follows the key window, which may be
        // another one).
        shadowView.layer.rasterizationScale = window?.traitCollection.displayScale ?? UIScreen.main.scale
        shadowView.layer.shouldRasterize = true
        UIView.animate(withDuration: highlighted ? TodayMetrics.highlightInDuration : TodayMetrics.highlightOutDuration,
                     options: [.allowUserInteraction, .beginFromCurrentState, .curveEaseOut],
                     animations: { self.shadowView.transform = CGAffineTransform(scaleX: scale, y: scale) },
                     completion: { finished in
                         // Back at rest: drawn layer by layer again (its layers' bitmaps are
                         // kept; the card's own is dropped).
                         if finished, !self.isHighlighted { self.shadowView.layer.shouldRasterize = false }
                     })
    }

    /// Whether the card is showing (hidden while its story is open).
    public var isCardHidden: Bool {
        get { shadowView.isHidden }
        set { shadowView.isHidden = newValue }
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        UIView.performWithoutAnimation { shadowView.transform = .identity }
        shadowView.layer.shouldRasterize = false
        shadowView.isHidden = false
    }
}
