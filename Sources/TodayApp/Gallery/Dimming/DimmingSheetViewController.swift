import UIKit
import UIKitTools

/// The sheet the dimming demo presents: its own transitioning delegate, vending a
/// ``DimmingPresentationController`` (the animators are the built-in cover vertical).
public final class DimmingSheetViewController: UIViewController, UIViewControllerTransitioningDelegate {
    private let heading = UILabel()
    private let message = UILabel()

    /// A sheet.
    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        view.backgroundColor = .white
        view.layer.cornerRadius = 14
        view.layer.cornerCurve = .continuous
        heading.text = "Dimming sheet"
        heading.font = .system(size: 22, weight: .bold)
        message.text = "A custom presentation controller dims what is behind. Tap the dimmed area to close."
        message.numberOfLines = 3
        message.textColor = UIColor(white: 0.35)
        view.addSubview(heading)
        view.addSubview(message)
    }

    public override func viewDidLayoutSubviews() {
        heading.frame = CGRect(x: 20, y: 24, width: view.bounds.width - 40, height: 30)
        message.frame = CGRect(x: 20, y: 64, width: view.bounds.width - 40, height: 66)
    }

    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting ?? source)
    }
}
