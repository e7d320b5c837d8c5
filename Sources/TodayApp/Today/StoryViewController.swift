import UIKit

/// An open story (the seed's `CardDetailViewController`): the card's content as a header, the
/// article, and the apps, in a scroll view, with the close button pinned at the top right. It
/// presents itself with a custom presentation: it is its own transitioning delegate and vends
/// the ``CardPresentationController`` and the card animators.
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
    /// The card's size in the feed (where the story starts and ends).
    public let cardSize: CGSize
    /// The drag that closes the story.
    public let dismissal: StoryDismissInteraction

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
        root.backgroundColor = .white
        root.clipsToBounds = true
        root.layer.cornerRadius = 0
        root.layer.cornerCurve = .continuous
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = true
        scrollView.backgroundColor = .white
        root.addSubview(scrollView)
        header.frame = CGRect(origin: .zero, size: header.artworkSize)
        header.visibleSize = header.artworkSize
        scrollView.addSubview(header)
        for text in story.body {
            let label = UILabel()
            label.text = text
            label.font = .system(size: 17)
            label.textColor = UIColor(white: 0.35)
            label.numberOfLines = 0
            label.lineHeightMultiple = 1.25
            label.lineBreakMode = .byWordWrapping
            paragraphLabels.append(label)
            scrollView.addSubview(label)
        }
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .primaryActionTriggered)
        root.addSubview(closeButton)
        view = root
        dismissal.attach(to: self)
    }

    /// Lays out the article under the header and pins the close button.
    public override func viewDidLayoutSubviews() {
        let width = header.artworkSize.width
        var y = header.artworkSize.height + 24
        let inset = TodayMetrics.textInset
        for label in paragraphLabels {
            let height = label.sizeThatFits(CGSize(width: width - 2 * inset, height: 10_000)).height
            label.frame = CGRect(x: inset, y: y, width: width - 2 * inset, height: height)
            y += height + 18
        }
        scrollView.contentSize = CGSize(width: width, height: Swift.max(y + 40, view.bounds.height + 1))
        let button = TodayMetrics.closeButtonSize
        closeButton.frame = CGRect(x: view.bounds.width - TodayMetrics.closeButtonInset.x + (TodayMetrics.closeButtonInset.x - button) / 2 - 10,
                                 y: TodayMetrics.closeButtonInset.y, width: button, height: button)
    }

    /// Closes the story into its card (the close button and Escape).
    public func close() {
        guard presentingViewController != nil else { return }
        dismiss(animated: true)
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
