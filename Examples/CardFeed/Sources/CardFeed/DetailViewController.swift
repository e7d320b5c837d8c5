import UIKit

/// A story: its colour as a header, a title, body text and a close button. Dragging down
/// anywhere closes it interactively.
final class DetailViewController: UIViewController {
    let story: Story
    let header = UIView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let closeButton = UIButton(type: .system)

    /// Set while a drag is dismissing the story (the transition asks for it).
    private(set) var dismissal: UIPercentDrivenInteractiveTransition?
    /// How far the finger travels for a whole dismissal (the view shrinks while it drags, so
    /// this is fixed when the drag begins).
    private var dragLength: CGFloat = 1

    init(story: Story) {
        self.story = story
        super.init(nibName: nil, bundle: nil)
        // The story decides the status bar (hidden) although it is a custom presentation.
        modalPresentationCapturesStatusBarAppearance = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var prefersStatusBarHidden: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.clipsToBounds = true
        header.backgroundColor = story.color
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 420)
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)

        titleLabel.text = story.title
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 2
        titleLabel.frame = CGRect(x: 20, y: 300, width: view.bounds.width - 40, height: 90)
        titleLabel.autoresizingMask = [.flexibleWidth]
        view.addSubview(titleLabel)

        bodyLabel.text = "A card is a promise: tap it and the story grows out of it. "
            + "Drag down to put it back where it came from."
        bodyLabel.font = .systemFont(ofSize: 19)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        bodyLabel.frame = CGRect(x: 20, y: 444, width: view.bounds.width - 40, height: 200)
        bodyLabel.autoresizingMask = [.flexibleWidth]
        view.addSubview(bodyLabel)

        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.frame = CGRect(x: view.bounds.width - 84, y: 24, width: 64, height: 36)
        closeButton.autoresizingMask = [.flexibleLeftMargin]
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(closeButton)

        // The one line that differs: Linux has no Objective-C selectors, and Today's
        // recognizers take a closure instead (docs/porting.md).
        #if canImport(ObjectiveC)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(panned(_:))))
        #else
        view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.handlePan(pan) })
        #endif
    }

    /// Dragging down dismisses in step with the finger; letting go past a third of the way (or
    /// flicking down) finishes, otherwise the story springs back.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        let distance = max(0, pan.translation(in: view).y)
        if pan.state == .began { dragLength = max(1, view.bounds.height * 0.6) }
        let progress = min(1, distance / dragLength)
        switch pan.state {
        case .began:
            dismissal = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            dismissal?.update(progress)
        case .ended:
            if progress > 0.33 || pan.velocity(in: view).y > 800 {
                dismissal?.finish()
            } else {
                dismissal?.cancel()
            }
            dismissal = nil
        case .cancelled, .failed:
            dismissal?.cancel()
            dismissal = nil
        default:
            break
        }
    }
}

#if canImport(ObjectiveC)
extension DetailViewController {
    @objc func panned(_ pan: UIPanGestureRecognizer) { handlePan(pan) }
}
#endif
