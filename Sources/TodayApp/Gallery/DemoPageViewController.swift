import UIKit

/// A plain page the gallery presents in each built-in style: a colour, a title, and Close.
public final class DemoPageViewController: UIViewController {
    private let heading = UILabel()
    private let closeButton = UIButton(type: .system)
    private let color: UIColor

    /// A page titled `title` in `color`, presented in `style` with `transition`.
    public init(title: String, color: UIColor, style: UIModalPresentationStyle, transition: UIModalTransitionStyle) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = style
        modalTransitionStyle = transition
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        view.backgroundColor = color
        heading.text = title
        heading.font = .system(size: 28, weight: .bold)
        heading.textColor = .white
        heading.textAlignment = .center
        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        view.addSubview(heading)
        view.addSubview(closeButton)
    }

    public override func viewDidLayoutSubviews() {
        heading.frame = CGRect(x: 20, y: view.bounds.height / 2 - 20, width: view.bounds.width - 40, height: 40)
        closeButton.frame = CGRect(x: view.bounds.width / 2 - 50, y: view.bounds.height / 2 + 40, width: 100, height: 40)
    }
}
