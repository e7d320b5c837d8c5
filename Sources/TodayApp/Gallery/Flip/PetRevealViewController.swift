import UIKit

/// A pet's reveal: its card big, with the line about it; a drag from the left edge (or the
/// close button) flips back to the grid.
public final class PetRevealViewController: UIViewController {
    /// The pet shown.
    public let pet: Pet
    /// The left-edge drag that dismisses interactively.
    public private(set) var swipe: FlipSwipeInteraction?
    private let card: PetCardView
    private let details = UILabel()
    private let closeButton = UIButton(type: .system)

    /// A reveal for a pet.
    public init(pet: Pet) {
        self.pet = pet
        card = PetCardView(pet: pet)
        super.init(nibName: nil, bundle: nil)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        view.backgroundColor = UIColor(white: 0.96)
        details.text = pet.description
        details.font = .system(size: 20)
        details.numberOfLines = 0
        details.textColor = UIColor(white: 0.2)
        closeButton.setTitle("Done", for: .normal)
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        for subview in [card, details, closeButton] as [UIView] { view.addSubview(subview) }
        swipe = FlipSwipeInteraction(controller: self)
    }

    public override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        card.frame = CGRect(x: 20, y: 80, width: width - 40, height: (width - 40) * 1.1)
        details.frame = CGRect(x: 24, y: card.frame.maxY + 24, width: width - 48, height: 120)
        closeButton.frame = CGRect(x: width - 90, y: 30, width: 70, height: 36)
    }
}
