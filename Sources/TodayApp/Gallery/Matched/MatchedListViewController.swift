import UIKit

/// The matched-elements demo's first screen: a pet's row (picture, name, line); a tap flies
/// them to the detail screen. Its own transitioning delegate.
public final class MatchedListViewController: UIViewController, MatchedElements, UIViewControllerTransitioningDelegate {
    let pet: Pet
    let picture = GradientView()
    let name = UILabel()
    let line = UILabel()
    private let heading = UILabel()
    private let doneButton = UIButton(type: .system)

    /// The first screen, showing `pet`.
    public init(pet: Pet = Pet.samples[3]) {
        self.pet = pet
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        modalTransitionStyle = .crossDissolve
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public var matchedElements: [String: UIView] { ["picture": picture, "name": name, "line": line] }

    public override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        heading.text = "Matched elements"
        heading.font = .system(size: 28, weight: .bold)
        picture.gradient = Gradient(colors: pet.colors)
        picture.layer.cornerRadius = 12
        picture.layer.cornerCurve = .continuous
        picture.clipsToBounds = true
        name.text = pet.name
        name.font = .system(size: 17, weight: .semibold)
        line.text = pet.description
        line.font = .system(size: 13)
        line.textColor = UIColor(white: 0.45)
        doneButton.setTitle("Done", for: .normal)
        doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        let tap = UITapGestureRecognizer()
        tap.addTarget { [weak self] _ in self?.showDetail() }
        picture.addGestureRecognizer(tap)
        for subview in [heading, picture, name, line, doneButton] as [UIView] { view.addSubview(subview) }
    }

    public override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        heading.frame = CGRect(x: 20, y: 54, width: width - 120, height: 36)
        doneButton.frame = CGRect(x: width - 90, y: 54, width: 70, height: 36)
        picture.frame = CGRect(x: 20, y: 120, width: 72, height: 72)
        name.frame = CGRect(x: 108, y: 128, width: width - 128, height: 22)
        line.frame = CGRect(x: 108, y: 152, width: width - 128, height: 36)
    }

    /// Flies the row into the detail screen; returns it (nil while busy).
    @discardableResult
    public func showDetail(animated: Bool = true) -> MatchedDetailViewController? {
        guard presentedViewController == nil, view.window?.activeTransition == nil else { return nil }
        let detail = MatchedDetailViewController(pet: pet)
        detail.transitioningDelegate = self
        present(detail, animated: animated)
        return detail
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        MatchedElementsAnimator()
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        MatchedElementsAnimator()
    }
}
