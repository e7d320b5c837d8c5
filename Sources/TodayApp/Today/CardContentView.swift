import UIKit

/// What a Today card shows, shared by the card in the feed and the header of the open story so
/// that nothing changes size between them: the artwork at the story's header size (drawn once,
/// clipped by the card), the eyebrow and title at the top left at the same font sizes and width,
/// the subtitle or the app row at the bottom of the visible area, and for list stories the app
/// rows.
///
/// ``visibleSize`` is the part of the view the card shows: the card's size in the feed, the
/// header's in the story. The artwork centres in it and the bottom elements sit on its bottom
/// edge; the opening animation animates it from one to the other.
public final class CardContentView: UIView {
    /// The story shown.
    public let story: Story
    /// The artwork (not used by list stories, which have a flat background).
    public let artworkView: StoryArtworkView
    /// A dark wash behind light text, for legibility.
    let scrim = GradientView()
    /// The same along the bottom, behind a feature's subtitle.
    let bottomScrim = GradientView()
    /// The small capitals.
    public let eyebrowLabel = UILabel()
    /// The title.
    public let titleLabel = UILabel()
    /// The subtitle (feature stories).
    public let subtitleLabel = UILabel()
    /// The app rows (one for app/game of the day, several for lists).
    public private(set) var appRows: [AppRowView] = []
    /// The band behind an app-of-the-day row.
    let rowBand = UIVisualEffectView(effect: UIBlurEffect(style: .dark))

    /// The artwork's size: the open story's header (screen width × 500).
    public let artworkSize: CGSize
    /// The width of text, the same in card and story (card width − 2 × inset).
    public let textWidth: Double

    /// The visible part: the card's size in the feed, the header's in the story.
    public var visibleSize: CGSize {
        didSet { if visibleSize != oldValue, visibleSize.isFinite { setNeedsLayout(); layoutIfNeeded() } }
    }

    /// Content for a story: `cardSize` is the feed card, `artworkSize` the story header.
    public init(story: Story, cardSize: CGSize, artworkSize: CGSize, image: UIImage? = nil) {
        self.story = story
        self.artworkSize = artworkSize
        textWidth = Swift.max(0, cardSize.width - 2 * TodayMetrics.textInset)
        visibleSize = cardSize
        artworkView = StoryArtworkView(artwork: story.artwork, image: image)
        super.init(frame: CGRect(origin: .zero, size: cardSize))
        isUserInteractionEnabled = true
        let light = story.style == .lightOnDark
        if story.kind == .list {
            if case .procedural(let art) = story.artwork { backgroundColor = art.colors.first } else { backgroundColor = .white }
        } else {
            addSubview(artworkView)
            if light {
                scrim.gradient = Gradient(colors: [UIColor(white: 0, alpha: 0.38), UIColor(white: 0, alpha: 0)])
                scrim.isUserInteractionEnabled = false
                addSubview(scrim)
                if story.kind == .feature, !story.subtitle.isEmpty {
                    bottomScrim.gradient = Gradient(colors: [UIColor(white: 0, alpha: 0), UIColor(white: 0, alpha: 0.5)])
                    bottomScrim.isUserInteractionEnabled = false
                    addSubview(bottomScrim)
                }
            }
        }
        eyebrowLabel.text = story.eyebrow.uppercased()
        eyebrowLabel.font = .system(size: 13, weight: .semibold)
        eyebrowLabel.textColor = light ? UIColor(white: 1, alpha: 0.8) : UIColor(white: 0, alpha: 0.5)
        titleLabel.text = story.title
        titleLabel.font = .system(size: 28, weight: .bold)
        titleLabel.textColor = light ? .white : .black
        titleLabel.numberOfLines = 3
        subtitleLabel.text = story.subtitle
        subtitleLabel.font = .system(size: 15, weight: .medium)
        subtitleLabel.textColor = light ? UIColor(white: 1, alpha: 0.85) : UIColor(white: 0, alpha: 0.6)
        subtitleLabel.numberOfLines = 2
        for label in [eyebrowLabel, titleLabel, subtitleLabel] { addSubview(label) }
        switch story.kind {
        case .appOfTheDay, .gameOfTheDay:
            if let app = story.apps.first {
                rowBand.isUserInteractionEnabled = false
                addSubview(rowBand)
                let row = AppRowView(app: app, iconSize: 48, light: true)
                appRows = [row]
                addSubview(row)
            }
        case .list:
            appRows = story.apps.prefix(5).map { AppRowView(app: $0, iconSize: 48, light: light) }
            for row in appRows { addSubview(row) }
        case .feature:
            break
        }
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The title's height at the text width (up to three lines of 28-point bold).
    var titleHeight: Double {
        let fitted = titleLabel.sizeThatFits(CGSize(width: textWidth, height: 200)).height
        return Swift.min(3 * 34, Swift.max(34, fitted.isFinite && fitted > 0 ? fitted : 34))
    }

    /// Places everything for the visible size.
    public override func layoutSubviews() {
        let inset = TodayMetrics.textInset
        let visible = visibleSize
        artworkView.frame = CGRect(x: visible.width / 2 - artworkSize.width / 2, y: 0, width: artworkSize.width, height: artworkSize.height)
        // The scrims are as wide as the artwork (or the view, if wider) and centred like it, so
        // a card and its story have the same scrims and share their bitmaps.
        let scrimWidth = Swift.max(visible.width, bounds.width, artworkSize.width)
        scrim.frame = CGRect(x: visible.width / 2 - scrimWidth / 2, y: 0, width: scrimWidth, height: 180)
        bottomScrim.frame = CGRect(x: visible.width / 2 - scrimWidth / 2, y: visible.height - 130, width: scrimWidth, height: 130)
        eyebrowLabel.frame = CGRect(x: inset, y: inset, width: textWidth, height: 18)
        titleLabel.frame = CGRect(x: inset, y: inset + 20, width: textWidth, height: titleHeight)
        let subtitleHeight = story.subtitle.isEmpty ? 0 : 40.0
        subtitleLabel.frame = CGRect(x: inset, y: visible.height - inset - subtitleHeight, width: textWidth, height: subtitleHeight)
        switch story.kind {
        case .appOfTheDay, .gameOfTheDay:
            let rowHeight = AppRowView.height(iconSize: 48) + 8
            rowBand.frame = CGRect(x: 0, y: visible.height - rowHeight - 8, width: Swift.max(visible.width, bounds.width), height: rowHeight + 8)
            // Rows keep the text width in card and story, so they move but never re-lay out.
            appRows.first?.frame = CGRect(x: inset, y: visible.height - rowHeight, width: textWidth, height: rowHeight - 8)
        case .list:
            var y = titleLabel.frame.maxY + 16
            for row in appRows {
                row.frame = CGRect(x: inset, y: y, width: textWidth, height: AppRowView.height(iconSize: 48))
                y += AppRowView.height(iconSize: 48)
            }
        case .feature:
            break
        }
    }
}
