import UIKit

// A comments list as iOS code wrote it before self-sizing cells: a collection view with a flow
// layout whose delegate measures each comment with boundingRect(with:options:attributes:context:)
// in the cell's Dynamic Type fonts, and a cell that lays itself out by frames from its fonts'
// line heights and a time pill sized by size(withAttributes:).

/// Layout numbers shared by the cell and the controller that sizes it (on the main actor, where
/// its callers are: Today measures text there).
@MainActor
enum CommentMetrics {
    static let inset: CGFloat = 16
    static let spacing: CGFloat = 6
    static let authorFont = UIFont.preferredFont(forTextStyle: .headline)
    static let bodyFont = UIFont.preferredFont(forTextStyle: .body)
    static let timeFont = UIFont.preferredFont(forTextStyle: .caption1)

    /// The height of a cell `width` points wide showing `text`.
    static func height(of text: String, width: CGFloat) -> CGFloat {
        let textWidth = width - 2 * inset
        let rect = (text as NSString).boundingRect(with: CGSize(width: textWidth, height: .greatestFiniteMagnitude),
                                                   options: [.usesLineFragmentOrigin, .usesFontLeading],
                                                   attributes: [.font: bodyFont], context: nil)
        return inset + ceil(authorFont.lineHeight) + spacing + ceil(rect.height) + inset
    }
}

/// One comment: who wrote it, when, and what.
struct Comment {
    let author: String
    let time: String
    let text: String
}

/// A comment's card.
final class CommentCell: UICollectionViewCell {
    let authorLabel = UILabel()
    let timeLabel = UILabel()
    let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        authorLabel.font = CommentMetrics.authorFont
        authorLabel.adjustsFontForContentSizeCategory = true
        timeLabel.font = CommentMetrics.timeFont
        timeLabel.textColor = .white
        timeLabel.textAlignment = .center
        timeLabel.backgroundColor = .systemIndigo
        timeLabel.layer.cornerRadius = 9
        timeLabel.clipsToBounds = true
        bodyLabel.font = CommentMetrics.bodyFont
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
        bodyLabel.textColor = .darkGray
        for label in [authorLabel, timeLabel, bodyLabel] { contentView.addSubview(label) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with comment: Comment) {
        authorLabel.text = comment.author
        timeLabel.text = comment.time
        bodyLabel.text = comment.text
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = CommentMetrics.inset
        let width = contentView.bounds.width - 2 * inset
        let lineHeight = ceil(CommentMetrics.authorFont.lineHeight)
        let timeSize = (timeLabel.text ?? "").size(withAttributes: [.font: CommentMetrics.timeFont])
        let pillWidth = ceil(timeSize.width) + 16
        timeLabel.frame = CGRect(x: contentView.bounds.width - inset - pillWidth, y: inset + (lineHeight - 18) / 2,
                                 width: pillWidth, height: 18)
        authorLabel.frame = CGRect(x: inset, y: inset, width: width - pillWidth - 8, height: lineHeight)
        let top = inset + lineHeight + CommentMetrics.spacing
        bodyLabel.frame = CGRect(x: inset, y: top, width: width, height: contentView.bounds.height - top - inset)
    }
}

/// The list of comments, each card as tall as its text.
final class CommentsViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let comments = [
        Comment(author: "Ana", time: "2m", text: "Lovely photos!"),
        Comment(author: "Bruno Carvalho", time: "14m",
                text: "We walked the same trail last September. The larches were just turning and the hut was serving chestnut soup."),
        Comment(author: "Chloé", time: "1h", text: "Which lens did you use for the panorama from the pass?"),
        Comment(author: "Dmitri", time: "3h",
                text: "Saving this for next summer. Is the last bus from the valley still at six, or did they add a later one?"),
        Comment(author: "Esther", time: "yesterday", text: "😍"),
    ]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(CommentCell.self, forCellWithReuseIdentifier: "comment")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        comments.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "comment", for: indexPath) as! CommentCell
        cell.configure(with: comments[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = collectionView.bounds.width - 24
        return CGSize(width: width, height: CommentMetrics.height(of: comments[indexPath.item].text, width: width))
    }
}
