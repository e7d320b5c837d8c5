import UIKit

/// A pet's card: its gradient, its initial large, and its name.
public final class PetCardView: UIView {
    /// The pet shown.
    public let pet: Pet
    private let gradient = GradientView()
    private let initial = UILabel()
    private let name = UILabel()

    /// A card for a pet.
    public init(pet: Pet) {
        self.pet = pet
        super.init(frame: .zero)
        layer.cornerRadius = FlipTransition.cardCornerRadius
        layer.cornerCurve = .continuous
        clipsToBounds = true
        gradient.gradient = Gradient(colors: pet.colors)
        initial.text = String(pet.name.prefix(1))
        initial.font = .system(size: 64, weight: .bold)
        initial.textColor = .white
        initial.textAlignment = .center
        name.text = pet.name
        name.font = .system(size: 20, weight: .semibold)
        name.textColor = .white
        name.textAlignment = .center
        for view in [gradient, initial, name] as [UIView] { addSubview(view) }
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func layoutSubviews() {
        gradient.frame = bounds
        initial.frame = CGRect(x: 0, y: bounds.height / 2 - 60, width: bounds.width, height: 80)
        name.frame = CGRect(x: 0, y: bounds.height - 44, width: bounds.width, height: 28)
    }
}
