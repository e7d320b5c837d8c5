import UIKit

// Buttons as iOS 15+ code builds them with UIButton.Configuration: the App Store's grey capsule
// GET button, a filled price button, a tinted Follow button whose update handler changes its
// title and style when selected, and a plain See All with a trailing chevron. A stack view
// lines them up at their intrinsic sizes.

@MainActor
enum StoreIcons {
    /// A chevron pointing right, as a template.
    static func chevron() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 8, height: 14)).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 1.5, y: 1.5))
            path.addLine(to: CGPoint(x: 6.5, y: 7))
            path.addLine(to: CGPoint(x: 1.5, y: 12.5))
            path.lineWidth = 2
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }.withRenderingMode(.alwaysTemplate)
    }
}

final class StoreButtonsViewController: UIViewController {
    let getButton: UIButton = {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "GET"
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .small
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 22, bottom: 6, trailing: 22)
        return UIButton(configuration: configuration)
    }()

    let buyButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "$4.99"
        configuration.cornerStyle = .capsule
        return UIButton(configuration: configuration)
    }()

    let followButton = UIButton(configuration: .tinted())

    let seeAllButton: UIButton = {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "See All"
        configuration.image = StoreIcons.chevron()
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 6
        return UIButton(configuration: configuration)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        followButton.configurationUpdateHandler = { button in
            var configuration = button.isSelected ? UIButton.Configuration.filled() : UIButton.Configuration.tinted()
            configuration.title = button.isSelected ? "Following" : "Follow"
            configuration.cornerStyle = .medium
            button.configuration = configuration
        }
        followButton.changesSelectionAsPrimaryAction = true

        let stack = UIStackView(arrangedSubviews: [getButton, buyButton, followButton, seeAllButton])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        ])
    }
}
