import UIKit

// The App Store "Today" card transition, written as an iOS app writes it (UIKit alone, public
// API only; it compiles against Apple's UIKit as it is). A tab bar controller holds a feed of
// cards in a table view; a card shrinks while the finger is on it; selecting it presents a
// story with a custom presentation controller that blurs the feed behind, and an animator that
// springs the story out of the card while the tab bar slides off the bottom. Dismissing runs
// it all backward. The layout is by frames and autoresizing (Auto Layout comes later).

enum StoryAnimationDirection {
    case opening
    case closing
}

/// A feed row holding one card.
final class StoryCardCell: UITableViewCell {
    /// The card (what the story opens from and closes into).
    let card = UIView()
    /// The card's title.
    let headline = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        if card.superview == nil {
            card.backgroundColor = .systemIndigo
            card.layer.cornerRadius = 16
            card.layer.cornerCurve = .continuous
            card.clipsToBounds = true
            headline.textColor = .white
            card.addSubview(headline)
            contentView.addSubview(card)
            selectionStyle = .none
        }
        card.bounds = CGRect(x: 0, y: 0, width: contentView.bounds.width - 40, height: contentView.bounds.height - 24)
        card.center = CGPoint(x: contentView.bounds.midX, y: contentView.bounds.midY)
        headline.frame = CGRect(x: 16, y: 16, width: card.bounds.width - 32, height: 24)
    }
}

/// The feed: a table of cards. It remembers the card it opened, for the animator.
final class StoryFeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView()
    var titles = ["The art of the spring", "Cards that open", "Blur, then focus"]
    private(set) var selectedCell: StoryCardCell?
    var appearanceLog: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 420
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(StoryCardCell.self, forCellReuseIdentifier: "card")
        tableView.separatorStyle = .none
        view.addSubview(tableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearanceLog.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearanceLog.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearanceLog.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearanceLog.append("viewDidDisappear")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
        if let cell = cell as? StoryCardCell {
            cell.headline.text = titles[indexPath.row]
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        guard let cell = tableView.cellForRow(at: indexPath) as? StoryCardCell else { return }
        UIView.animate(withDuration: 0.1) {
            cell.card.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        }
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        guard let cell = tableView.cellForRow(at: indexPath) as? StoryCardCell else { return }
        UIView.animate(withDuration: 0.3) {
            cell.card.transform = .identity
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let cell = tableView.cellForRow(at: indexPath) as? StoryCardCell else { return }
        selectedCell = cell
        let story = StoryDetailViewController(title: titles[indexPath.row])
        present(story, animated: true, completion: nil)
    }
}

/// The story: a header picture that grows from the card's size, and a close button.
final class StoryDetailViewController: UIViewController {
    static let cardPictureHeight: CGFloat = 396
    static let fullPictureHeight: CGFloat = 480

    let picture = UIView()
    let closeButton = UIButton(type: .system)
    private let storyTitle: String

    init(title: String) {
        storyTitle = title
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.clipsToBounds = true
        picture.backgroundColor = .systemIndigo
        picture.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: Self.fullPictureHeight)
        view.addSubview(picture)
        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.frame = CGRect(x: view.bounds.width - 76, y: 44, width: 60, height: 32)
        closeButton.autoresizingMask = [.flexibleLeftMargin]
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(closeButton)
    }
}

extension StoryDetailViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        StoryCardAnimator(direction: .opening)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        StoryCardAnimator(direction: .closing)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        BlurringPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Blurs the feed while the story is up, and keeps the feed's appearance calls balanced.
final class BlurringPresentationController: UIPresentationController {
    let blurView = UIVisualEffectView(effect: nil)

    override var shouldRemovePresentersView: Bool {
        false
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        // As the clone does: pinned with Auto Layout, so a new container size needs no code.
        blurView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(blurView)
        blurView.edges(to: container)
        presentingViewController.beginAppearanceTransition(false, animated: false)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.effect = UIBlurEffect(style: .light)
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        presentingViewController.endAppearanceTransition()
        if !completed {
            blurView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        presentingViewController.beginAppearanceTransition(true, animated: true)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.effect = nil
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        presentingViewController.endAppearanceTransition()
        if completed {
            blurView.removeFromSuperview()
        }
    }
}

/// Springs the story out of its card (and back), sliding the tab bar away meanwhile.
final class StoryCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let openingDuration: TimeInterval = 1.0
    let direction: StoryAnimationDirection

    init(direction: StoryAnimationDirection) {
        self.direction = direction
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        direction == .opening ? Self.openingDuration : Self.openingDuration - 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        switch direction {
        case .opening: open(using: transitionContext)
        case .closing: close(using: transitionContext)
        }
    }

    private func open(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let tabs = transitionContext.viewController(forKey: .from) as? UITabBarController,
              let feed = tabs.viewControllers?.first as? StoryFeedViewController,
              let story = transitionContext.viewController(forKey: .to) as? StoryDetailViewController,
              let cell = feed.selectedCell
        else {
            transitionContext.completeTransition(false)
            return
        }
        let cardFrame = cell.convert(cell.card.frame, to: tabs.view)
        story.view.frame = cardFrame
        story.view.layer.cornerRadius = 16
        story.picture.frame.size = CGSize(width: cardFrame.width, height: StoryDetailViewController.cardPictureHeight)
        story.closeButton.alpha = 0
        containerView.addSubview(story.view)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.5,
                       initialSpringVelocity: 0, options: [], animations: {
            story.view.frame = transitionContext.finalFrame(for: story)
            story.view.layer.cornerRadius = 0
            story.picture.frame.size = CGSize(width: containerView.bounds.width, height: StoryDetailViewController.fullPictureHeight)
            story.closeButton.alpha = 1
            tabs.tabBar.frame.origin.y = containerView.bounds.height
        }) { completed in
            transitionContext.completeTransition(completed)
        }
    }

    private func close(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let story = transitionContext.viewController(forKey: .from) as? StoryDetailViewController,
              let tabs = transitionContext.viewController(forKey: .to) as? UITabBarController,
              let feed = tabs.viewControllers?.first as? StoryFeedViewController,
              let cell = feed.selectedCell
        else {
            transitionContext.completeTransition(false)
            return
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.8,
                       initialSpringVelocity: 0, options: [], animations: {
            story.view.frame = cell.convert(cell.card.frame, to: tabs.view)
            story.view.layer.cornerRadius = 16
            story.picture.frame.size = CGSize(width: cell.card.frame.width, height: StoryDetailViewController.cardPictureHeight)
            story.closeButton.alpha = 0
            tabs.tabBar.frame.origin.y = containerView.bounds.height - tabs.tabBar.frame.height
        }) { completed in
            transitionContext.completeTransition(completed)
        }
    }
}

extension UIView {
    /// Pins the four edges to another view's (the clone's helper).
    func edges(to view: UIView, top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        NSLayoutConstraint.activate([
            leftAnchor.constraint(equalTo: view.leftAnchor, constant: left),
            rightAnchor.constraint(equalTo: view.rightAnchor, constant: right),
            topAnchor.constraint(equalTo: view.topAnchor, constant: top),
            bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: bottom),
        ])
    }
}
