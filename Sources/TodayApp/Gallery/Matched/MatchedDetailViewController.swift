import UIKit

/// The matched-elements demo's second screen: the pet's picture large, its name as a title,
/// its line; Close (or Escape) flies them back.
public final class MatchedDetailViewController: UIViewController, MatchedElements {
    let pet: Pet
    let picture = GradientView()
    let name = UILabel()
    let line = UILabel()
    private let closeButton = UIButton(type: .system)

    /// The detail of `pet`.
    public init(pet: Pet) {
        self.pet = pet
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public var matchedElements: [String: UIView] { ["picture": picture, "name": name, "line": line] }

    public override func viewDidLoad() {
        view.backgroundColor = .white
        picture.gradient = Gradient(colors: pet.colors)
        name.text = pet.name
        name.font = .system(size: 34, weight: .bold)
        line.text = pet.description
        line.font = .system(size: 19)
        line.numberOfLines = 3
        line.textColor = UIColor(white: 0.3)
        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        for subview in [picture, name, line, closeButton] as [UIView] { view.addSubview(subview) }
    }

    public override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        picture.frame = CGRect(x: 0, y: 0, width: width, height: width * 0.9)
        closeButton.frame = CGRect(x: width - 90, y: 50, width: 70, height: 36)
        name.frame = CGRect(x: 20, y: picture.frame.maxY + 20, width: width - 40, height: 42)
        line.frame = CGRect(x: 20, y: picture.frame.maxY + 70, width: width - 40, height: 80)
    }
}
