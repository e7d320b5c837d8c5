import UIKit

/// The feed: a collection view of cards in one column. Selecting a card presents its story
/// with ``CardTransition``, which grows the story out of the card.
final class FeedViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    private let stories = Story.all
    /// The transition of the story on screen (the presented controller holds its delegate
    /// weakly, so the feed keeps it).
    private var transition: CardTransition?

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 24
        layout.sectionInset = UIEdgeInsets(top: 64, left: 20, bottom: 24, right: 20)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        stories.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier, for: indexPath)
        (cell as? CardCell)?.show(stories[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width - 40, height: 380)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let cell = collectionView.cellForItem(at: indexPath) else { return }
        collectionView.deselectItem(at: indexPath, animated: false)
        let detail = DetailViewController(story: stories[indexPath.item])
        let transition = CardTransition(card: cell)
        self.transition = transition
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transition
        present(detail, animated: true)
    }
}
