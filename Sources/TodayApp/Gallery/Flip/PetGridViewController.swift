import UIKit

/// The flip demo (seed 004): a grid of pet cards; a tap flips the card over into the pet's
/// reveal, and the reveal flips back into the card it came from. The grid is its reveals'
/// transitioning delegate.
public final class PetGridViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// The pets.
    public let pets: [Pet]
    /// The cards, in the order of ``pets``.
    public private(set) var cards: [PetCardView] = []
    /// The card whose reveal is open (or opening).
    public private(set) weak var openCard: PetCardView?
    private let heading = UILabel()
    private let doneButton = UIButton(type: .system)

    /// A grid of pets.
    public init(pets: [Pet] = Pet.samples) {
        self.pets = pets
        super.init(nibName: nil, bundle: nil)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        view.backgroundColor = .white
        heading.text = "Pets"
        heading.font = .system(size: 34, weight: .bold)
        view.addSubview(heading)
        // Done closes the grid when the gallery presented it.
        doneButton.setTitle("Done", for: .normal)
        doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        view.addSubview(doneButton)
        for (index, pet) in pets.enumerated() {
            let card = PetCardView(pet: pet)
            let tap = UITapGestureRecognizer()
            tap.addTarget { [weak self] _ in self?.reveal(petAt: index) }
            card.addGestureRecognizer(tap)
            view.addSubview(card)
            cards.append(card)
        }
    }

    public override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        heading.frame = CGRect(x: 20, y: 50, width: width - 40, height: 44)
        doneButton.frame = CGRect(x: width - 90, y: 54, width: 70, height: 36)
        doneButton.isHidden = presentingViewController == nil
        let cardWidth = (width - 60) / 2, cardHeight = cardWidth * 1.3
        for (index, card) in cards.enumerated() {
            card.frame = CGRect(x: 20 + Double(index % 2) * (cardWidth + 20), y: 110 + Double(index / 2) * (cardHeight + 20),
                              width: cardWidth, height: cardHeight)
        }
    }

    /// Flips pet `index`'s card into its reveal; returns it (nil while something is presented).
    @discardableResult
    public func reveal(petAt index: Int, animated: Bool = true) -> PetRevealViewController? {
        guard pets.indices.contains(index), presentedViewController == nil, view.window?.activeTransition == nil else { return nil }
        let reveal = PetRevealViewController(pet: pets[index])
        reveal.modalPresentationStyle = .fullScreen
        reveal.transitioningDelegate = self
        openCard = cards[index]
        present(reveal, animated: animated)
        return reveal
    }

    /// The open card's frame in window coordinates (the container fills the window).
    private var openCardFrame: CGRect {
        guard let card = openCard else { return .zero }
        return card.convert(card.bounds, to: nil)
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FlipPresentAnimator(originFrame: openCardFrame)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard dismissed is PetRevealViewController else { return nil }
        return FlipDismissAnimator(destinationFrame: openCardFrame)
    }

    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let reveal = presentedViewController as? PetRevealViewController, let swipe = reveal.swipe, swipe.isInProgress else { return nil }
        return swipe
    }
}
