import UIKit

// A photo grid as iOS code writes it: a UICollectionViewController with a flow layout, a
// registered cell subclass that overrides init(frame:) and init?(coder:), highlight shown by
// overriding isHighlighted, and a delegate that sizes the first item full width.

/// A square of colour with a caption.
final class PhotoCell: UICollectionViewCell {
    let caption = UILabel()
    private(set) var highlightChanges: [Bool] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
        caption.textColor = .white
        caption.font = .systemFont(ofSize: 13, weight: .semibold)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isHighlighted: Bool {
        didSet {
            highlightChanges.append(isHighlighted)
            contentView.alpha = isHighlighted ? 0.6 : 1
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        caption.text = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        caption.frame = CGRect(x: 8, y: contentView.bounds.height - 24, width: contentView.bounds.width - 16, height: 18)
    }
}

/// The grid: 60 photos, three to a row, the first one a full-width banner.
final class PhotoGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
    var log: [String] = []
    var count = 60

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.contentView.backgroundColor = colors[indexPath.item % colors.count]
        cell.caption.text = "Photo \(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        indexPath.item == 0 ? CGSize(width: collectionView.bounds.width - 20, height: 160) : CGSize(width: 110, height: 110)
    }

    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("highlight \(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("unhighlight \(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        indexPath.item != 5
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("deselect \(indexPath.item)")
    }
}
