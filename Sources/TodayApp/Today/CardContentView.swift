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

    /// The visible part: the card's size in the feed, the header's in the story. Like a
    /// constraint's constant, a new size is laid out at the next layout pass: to animate it, set
    /// it in an animation block and call `layoutIfNeeded()` on the view that moves with it (a
    /// story being built is then solved once, when it joins the window, not first on its own).
    public var visibleSize: CGSize {
        didSet {
            guard visibleSize != oldValue, visibleSize.isFinite else { return }
            visibleWidth.constant = visibleSize.width
            visibleHeight.constant = visibleSize.height
            setNeedsLayout()
        }
    }

    /// The visible part as a layout guide: the artwork centres in it and the bottom elements
    /// sit on its bottom edge.
    let visibleArea = UILayoutGuide()
    /// The visible area's width.
    private let visibleWidth: NSLayoutConstraint
    /// The visible area's height.
    private let visibleHeight: NSLayoutConstraint

    /// Content for a story: `cardSize` is the feed card, `artworkSize` the story header.
    public init(story: Story, cardSize: CGSize, artworkSize: CGSize, image: UIImage? = nil) {
        self.story = story
        self.artworkSize = artworkSize
        textWidth = Swift.max(0, cardSize.width - 2 * TodayMetrics.textInset)
        visibleSize = cardSize
        artworkView = StoryArtworkView(artwork: story.artwork, image: image)
        visibleWidth = visibleArea.widthAnchor.constraint(equalToConstant: cardSize.width)
        visibleHeight = visibleArea.heightAnchor.constraint(equalToConstant: cardSize.height)
        super.init(frame: CGRect(origin: .zero, size: cardSize))
        isUserInteractionEnabled = true
        let light = story.style == .lightOnDark
        // A list card without procedural art is a plain surface, which follows the appearance;
        // art looks the same in both, and so does the text on it.
        var onSurface = false
        if story.kind == .list {
            if case .procedural(let art) = story.artwork {
                backgroundColor = art.colors.first
            } else {
                backgroundColor = TodayPalette.surface
                onSurface = !light
            }
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
        eyebrowLabel.textColor = light ? UIColor(white: 1, alpha: 0.8) : onSurface ? TodayPalette.eyebrowOnSurface : UIColor(white: 0, alpha: 0.5)
        titleLabel.text = story.title
        titleLabel.font = .system(size: 28, weight: .bold)
        titleLabel.textColor = light ? .white : onSurface ? TodayPalette.primaryText : .black
        titleLabel.numberOfLines = 3
        subtitleLabel.text = story.subtitle
        subtitleLabel.font = .system(size: 15, weight: .medium)
        subtitleLabel.textColor = light ? UIColor(white: 1, alpha: 0.85) : onSurface ? TodayPalette.subtitleOnSurface : UIColor(white: 0, alpha: 0.6)
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
            appRows = story.apps.prefix(5).map { AppRowView(app: $0, iconSize: 48, light: light, onSurface: onSurface) }
            for row in appRows { addSubview(row) }
        case .feature:
            break
        }
        arrangeWithConstraints()
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// Places everything relative to the visible area: the artwork (at the story header's size)
    /// centred in it, eyebrow and title at the top left at the text width, the subtitle or the
    /// app row on its bottom edge, a list's rows under the title. The scrims and the row band are
    /// as wide as the widest of the visible area, the view and the artwork, so a card and its
    /// story share their bitmaps.
    private func arrangeWithConstraints() {
        let inset = TodayMetrics.textInset
        addLayoutGuide(visibleArea)
        visibleArea.identifier = "visible"
        var constraints = [
            visibleArea.leadingAnchor.constraint(equalTo: leadingAnchor),
            visibleArea.topAnchor.constraint(equalTo: topAnchor),
            visibleWidth, visibleHeight,
        ]
        for view in subviews { view.translatesAutoresizingMaskIntoConstraints = false }
        /// At least as wide as the visible area, the view and the artwork, and no wider.
        func widest(_ view: UIView) -> [NSLayoutConstraint] {
            let least = view.widthAnchor.constraint(equalToConstant: 0)
            least.priority = UILayoutPriority(1)
            return [view.widthAnchor.constraint(greaterThanOrEqualTo: visibleArea.widthAnchor),
                    view.widthAnchor.constraint(greaterThanOrEqualTo: widthAnchor),
                    view.widthAnchor.constraint(greaterThanOrEqualToConstant: artworkSize.width), least]
        }
        if artworkView.superview === self {
            constraints += [
                artworkView.centerXAnchor.constraint(equalTo: visibleArea.centerXAnchor),
                artworkView.topAnchor.constraint(equalTo: topAnchor),
                artworkView.widthAnchor.constraint(equalToConstant: artworkSize.width),
                artworkView.heightAnchor.constraint(equalToConstant: artworkSize.height),
            ]
        }
        if scrim.superview === self {
            constraints += widest(scrim) + [
                scrim.centerXAnchor.constraint(equalTo: visibleArea.centerXAnchor),
                scrim.topAnchor.constraint(equalTo: topAnchor),
                scrim.heightAnchor.constraint(equalToConstant: 180),
            ]
        }
        if bottomScrim.superview === self {
            constraints += widest(bottomScrim) + [
                bottomScrim.centerXAnchor.constraint(equalTo: visibleArea.centerXAnchor),
                bottomScrim.bottomAnchor.constraint(equalTo: visibleArea.bottomAnchor),
                bottomScrim.heightAnchor.constraint(equalToConstant: 130),
            ]
        }
        titleLabel.preferredMaxLayoutWidth = textWidth
        constraints += [
            eyebrowLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            eyebrowLabel.topAnchor.constraint(equalTo: topAnchor, constant: inset),
            eyebrowLabel.widthAnchor.constraint(equalToConstant: textWidth),
            eyebrowLabel.heightAnchor.constraint(equalToConstant: 18),
            // Up to three lines of 28-point bold: the text's height, between one and three lines.
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            titleLabel.topAnchor.constraint(equalTo: eyebrowLabel.topAnchor, constant: 20),
            titleLabel.widthAnchor.constraint(equalToConstant: textWidth),
            titleLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 34),
            titleLabel.heightAnchor.constraint(lessThanOrEqualToConstant: 3 * 34),
            subtitleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            subtitleLabel.bottomAnchor.constraint(equalTo: visibleArea.bottomAnchor, constant: -inset),
            subtitleLabel.widthAnchor.constraint(equalToConstant: textWidth),
            subtitleLabel.heightAnchor.constraint(equalToConstant: story.subtitle.isEmpty ? 0 : 40),
        ]
        let rowHeight = AppRowView.height(iconSize: 48)
        switch story.kind {
        case .appOfTheDay, .gameOfTheDay:
            constraints += widest(rowBand).dropLast(2) + [
                rowBand.widthAnchor.constraint(equalTo: visibleArea.widthAnchor).withPriority(UILayoutPriority(1)),
                rowBand.leadingAnchor.constraint(equalTo: leadingAnchor),
                rowBand.bottomAnchor.constraint(equalTo: visibleArea.bottomAnchor),
                rowBand.heightAnchor.constraint(equalToConstant: rowHeight + 16),
            ]
            if let row = appRows.first {
                // Rows keep the text width in card and story, so they move but never re-lay out.
                constraints += [
                    row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
                    row.bottomAnchor.constraint(equalTo: visibleArea.bottomAnchor, constant: -8),
                    row.widthAnchor.constraint(equalToConstant: textWidth),
                    row.heightAnchor.constraint(equalToConstant: rowHeight),
                ]
            }
        case .list:
            var above = titleLabel.bottomAnchor
            var gap = 16.0
            for row in appRows {
                constraints += [
                    row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
                    row.topAnchor.constraint(equalTo: above, constant: gap),
                    row.widthAnchor.constraint(equalToConstant: textWidth),
                    row.heightAnchor.constraint(equalToConstant: rowHeight),
                ]
                above = row.bottomAnchor
                gap = 0
            }
        case .feature:
            break
        }
        NSLayoutConstraint.activate(constraints)
    }
}

extension NSLayoutConstraint {
    /// The constraint at a priority (for building arrays of constraints).
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
