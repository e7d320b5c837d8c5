import UIKit

/// An open story (the seed's `CardDetailViewController`): the card's content as a header, the
/// article, and the apps, in a scroll view, with the close button pinned at the top right. It
/// presents itself with a custom presentation: it is its own transitioning delegate and vends
/// the ``CardPresentationController`` and the card animators. A tap on one of its app rows
/// shows the app's product page over it (``showProductPage(for:)``).
///
/// Closing: the button, the Escape key, or dragging (down while the article is at its top, or
/// from the left edge): the story follows the finger, shrinking to 0.86 and rounding its
/// corners; released past the threshold or fast enough it closes into its card, otherwise it
/// springs back.
public final class StoryViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// The story.
    public let story: Story
    /// Where the story's card is now, in window coordinates (the feed that opened the story
    /// answers; nil when it no longer knows).
    public let cardFrameInWindow: @MainActor () -> CGRect?
    /// The article.
    public let scrollView = UIScrollView()
    /// The card's content, at the top of the article.
    public let header: CardContentView
    /// The close button.
    public let closeButton = CloseButton()
    /// The paragraphs.
    public private(set) var paragraphLabels: [UILabel] = []
    /// The article under the header: the paragraphs in a column.
    public let body = UIStackView()
    /// The card's size in the feed (where the story starts and ends).
    public let cardSize: CGSize
    /// The drag that closes the story.
    public let dismissal: StoryDismissInteraction
    /// Called with an app whose GET button is tapped on a product page opened from the story.
    public var onGet: ((CatalogApp) -> Void)?

    /// A story opened from a card of `cardSize`, found in the window with `cardFrameInWindow`;
    /// `artworkSize` is the header's size.
    public init(story: Story, cardSize: CGSize, artworkSize: CGSize, image: UIImage?,
                cardFrameInWindow: @escaping @MainActor () -> CGRect? = { nil }) {
        self.story = story
        self.cardSize = cardSize
        self.cardFrameInWindow = cardFrameInWindow
        header = CardContentView(story: story, cardSize: cardSize, artworkSize: artworkSize, image: image)
        dismissal = StoryDismissInteraction()
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        modalPresentationCapturesStatusBarAppearance = true
        transitioningDelegate = self
        title = story.title
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The story hides the status bar, as the App Store's does.
    public override var prefersStatusBarHidden: Bool { true }
    /// The bar slides up and fades as the story opens, as in the App Store.
    public override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

    public override func loadView() {
        let root = UIView()
        root.backgroundColor = TodayPalette.surface
        root.clipsToBounds = true
        root.layer.cornerRadius = 0
        root.layer.cornerCurve = .continuous
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = true
        scrollView.backgroundColor = TodayPalette.surface
        root.addSubview(scrollView)
        header.frame = CGRect(origin: .zero, size: header.artworkSize)
        header.visibleSize = header.artworkSize
        scrollView.addSubview(header)
        body.axis = .vertical
        body.spacing = 18
        body.translatesAutoresizingMaskIntoConstraints = false
        for text in story.body {
            let label = UILabel()
            label.text = text
            label.font = .system(size: 17)
            label.textColor = TodayPalette.bodyText
            label.numberOfLines = 0
            label.lineHeightMultiple = 1.25
            label.lineBreakMode = .byWordWrapping
            label.preferredMaxLayoutWidth = header.artworkSize.width - 2 * TodayMetrics.textInset
            paragraphLabels.append(label)
            body.addArrangedSubview(label)
        }
        scrollView.addSubview(body)
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .primaryActionTriggered)
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(closeButton)
        // The article starts under the header at the text inset, as wide as the header's text;
        // the close button stays at the top right whatever the story's size.
        let inset = TodayMetrics.textInset
        let button = TodayMetrics.closeButtonSize
        let buttonInset = TodayMetrics.closeButtonInset
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: header.artworkSize.height + 24),
            body.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: inset),
            body.widthAnchor.constraint(equalToConstant: header.artworkSize.width - 2 * inset),
            closeButton.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: button - buttonInset.x + (buttonInset.x - button) / 2 - 10),
            closeButton.topAnchor.constraint(equalTo: root.topAnchor, constant: buttonInset.y),
            closeButton.widthAnchor.constraint(equalToConstant: button),
            closeButton.heightAnchor.constraint(equalToConstant: button),
        ])
        view = root
        dismissal.attach(to: self)
        // A tap on an app row (its GET button keeps its own tap) opens the app's product page.
        for row in header.appRows {
            let app = row.app
            row.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.showProductPage(for: app) })
        }
    }

    /// The article's length decides how far it scrolls.
    public override func viewDidLayoutSubviews() {
        let width = header.artworkSize.width - 2 * TodayMetrics.textInset
        let article = body.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        let bottom = header.artworkSize.height + 24 + (paragraphLabels.isEmpty ? 0 : article.height + 18)
        scrollView.contentSize = CGSize(width: header.artworkSize.width, height: Swift.max(bottom + 40, view.bounds.height + 1))
    }

    /// Closes the story into its card (the close button and Escape).
    public func close() {
        guard presentingViewController != nil else { return }
        dismiss(animated: true)
    }

    /// Shows `app`'s product page (a tap on one of the story's app rows does). A story is not in
    /// a navigation stack, so `show(_:sender:)` presents the page, as UIKit does: in a navigation
    /// controller of its own with a Done button, zooming out of the row's icon and back into it.
    @discardableResult
    public func showProductPage(for app: CatalogApp) -> ProductPageViewController {
        let page = ProductPageViewController(app: app)
        page.onGet = onGet
        let navigation = UINavigationController(rootViewController: page)
        page.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak navigation] _ in
            navigation?.dismiss(animated: true)
        })
        navigation.preferredTransition = .zoom { [weak self] _ in self?.header.appRows.first { $0.app == app }?.icon }
        show(navigation, sender: self)
        return page
    }

    // MARK: UIViewControllerTransitioningDelegate

    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting ?? source)
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardTransitionAnimator(kind: .present, cardFrameInWindow: cardFrameInWindow)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardTransitionAnimator(kind: .dismiss, cardFrameInWindow: cardFrameInWindow)
    }

    /// A drag that let go to close continues the closing with the finger's speed.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        dismissal.closingInteraction
    }
}
