import UIKit

/// An article screen as Auto Layout tutorials build it since iOS 11: a scroll view filling the
/// safe area; a vertical stack (a picture, a title, paragraphs) pinned to the scroll view's
/// content layout guide and as wide as its frame layout guide, so the stack's height becomes
/// the content size and only vertical scrolling remains; a round "Get" button pinned to the
/// frame layout guide, floating over the content while it scrolls.
final class ArticleViewController: UIViewController {
    let scrollView = UIScrollView()
    let stackView = UIStackView()
    let pictureView = UIView()
    let titleLabel = UILabel()
    let getButton = UIButton(type: .system)
    private(set) var paragraphLabels: [UILabel] = []

    private let paragraphs = [
        "Mountain paths change with the seasons: in spring the snow lingers in the gullies, in summer the meadows fill with flowers, and by autumn the larches turn gold above the valley.",
        "Start early. The light is softer before nine, the trails are quiet, and the clouds that gather over the ridges in the afternoon have not yet arrived.",
        "Carry more water than you think you need, a layer for the wind at the top, and a map on paper: the signal fades long before the summit.",
        "On the way down, stop at the hut below the pass. The soup is hot, the view is the best on the mountain, and nobody is in a hurry.",
        "Marmots whistle from the boulder fields long before you see them. Stand still for a minute and one will sit up on a rock to look back at you.",
        "If the weather turns, turn with it. The mountain will be there next week; a storm on an exposed ridge is no place to test your luck.",
        "Back in the valley, the last bus leaves at six. Miss it, and the walk to the village is another hour along the river, pleasant but long.",
        "Pack the night before, check the forecast in the morning, and tell someone where you are going. Then go, and enjoy the quiet up high.",
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)

        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stackView)

        pictureView.backgroundColor = .systemTeal
        pictureView.layer.cornerRadius = 16
        stackView.addArrangedSubview(pictureView)

        titleLabel.text = "A day above the tree line"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.numberOfLines = 0
        stackView.addArrangedSubview(titleLabel)

        for text in paragraphs {
            let label = UILabel()
            label.text = text
            label.font = .systemFont(ofSize: 17)
            label.textColor = .darkGray
            label.numberOfLines = 0
            stackView.addArrangedSubview(label)
            paragraphLabels.append(label)
        }

        getButton.setTitle("GET", for: .normal)
        getButton.setTitleColor(.white, for: .normal)
        getButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        getButton.backgroundColor = .systemBlue
        getButton.layer.cornerRadius = 28
        getButton.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(getButton)

        let content = scrollView.contentLayoutGuide
        let frame = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            stackView.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            stackView.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -100),
            stackView.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -40),

            pictureView.heightAnchor.constraint(equalToConstant: 220),

            getButton.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -20),
            getButton.bottomAnchor.constraint(equalTo: frame.bottomAnchor, constant: -40),
            getButton.widthAnchor.constraint(equalToConstant: 96),
            getButton.heightAnchor.constraint(equalToConstant: 56),
        ])
    }
}
