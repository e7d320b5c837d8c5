import Motion
import ViewKit

/// Opens a card into its story and closes it back (the seed's `TodayAnimationTransition`).
///
/// Opening: the story's view starts exactly on the card's frame (converted to the window) with
/// the card's corners and its header showing the card's visible area; its position springs to
/// the screen's centre (bouncing up a little) while its size eases out to the screen's without
/// overshooting (both on one linear animator, so the pair pauses and reverses as one), and
/// meanwhile the header shows the whole artwork, the corners square, the close button fades in
/// and the tab bar slides below the screen (the status bar and the blur follow the transition
/// through the window and the presentation controller). Closing reverses it into
/// where the card is now, scrolling the article back to its top first so the artwork, not the
/// text, shrinks into the card.
///
/// Both run on a ``PropertyAnimator`` vended as the interruptible animator, so a close during
/// the opening reverses from where it is.
public final class CardTransitionAnimator: AnimatedTransitioning {
    /// Which way.
    public enum Kind: Sendable {
        /// Card to story.
        case present
        /// Story to card.
        case dismiss
    }

    let kind: Kind
    weak var feed: TodayViewController?
    private var animator: PropertyAnimator?

    /// An animator for one direction.
    public init(kind: Kind, feed: TodayViewController?) {
        self.kind = kind
        self.feed = feed
    }

    public func transitionDuration(using context: (any ContextTransitioning)?) -> Double {
        kind == .present ? TodayMetrics.presentDuration : TodayMetrics.dismissDuration
    }

    public func animateTransition(using context: any ContextTransitioning) {
        guard let animator = interruptibleAnimator(using: context) else { return context.completeTransition(false) }
        try? animator.startAnimation()
    }

    public func interruptibleAnimator(using context: any ContextTransitioning) -> PropertyAnimator? {
        if let animator { return animator }
        let storyKey: TransitionKey = kind == .present ? .to : .from
        guard let story = context.viewController(forKey: storyKey) as? StoryViewController else { return nil }
        let tabs = context.viewController(forKey: kind == .present ? .from : .to) as? TabBarController
        let container = context.containerView
        let storyView = story.view
        let cardFrame = feed?.cardFrameInWindow().map { container.convert($0, from: nil) }
            ?? Rect(x: TodayMetrics.cardInset, y: container.bounds.midY - TodayMetrics.cardHeight / 2,
                    width: story.cardSize.width, height: story.cardSize.height)
        let fullFrame = container.bounds
        let cardSize = story.cardSize
        let artworkSize = story.header.artworkSize
        let animator: PropertyAnimator
        switch kind {
        case .present:
            View.performWithoutAnimation {
                if storyView.superview == nil { container.addSubview(storyView) }
                storyView.frame = cardFrame
                storyView.cornerRadius = TodayMetrics.cardCornerRadius
                story.header.visibleSize = cardSize
                story.closeButton.alpha = 0
                story.scrollView.setContentOffset(.zero, animated: false)
                storyView.layoutIfNeeded()
            }
            feed?.setOpenCardHidden(true)
            // The bar slides away above the blur (so the blur's backdrop stays still and is
            // computed once) and below the growing story.
            if let tabs { container.insertSubview(tabs.tabBar, belowSubview: storyView) }
            // One linear animator carries two timings: the position springs, the size eases.
            animator = PropertyAnimator(duration: TodayMetrics.presentDuration, timingCurve: .linear)
            try? animator.addAnimations({
                storyView.center = Point(x: fullFrame.midX, y: fullFrame.midY)
                if let tabs { tabs.tabBar.frame.origin.y = tabs.view.bounds.height }
            }, timing: .spring(SpringTimingParameters(dampingRatio: TodayMetrics.presentDamping)))
            try? animator.addAnimations({
                storyView.bounds = Rect(origin: .zero, size: fullFrame.size)
                storyView.cornerRadius = 0
                story.header.visibleSize = artworkSize
                story.closeButton.alpha = 1
            }, timing: .curve(TodayMetrics.presentSizeCurve))
        case .dismiss:
            // On the way back the bar is above the story: the card lands under it, as in the feed.
            if let tabs { container.addSubview(tabs.tabBar) }
            // A drag that let go carries its speed into the spring (in distances per second).
            let travel = Swift.max(1, Point(x: storyView.presentation.center.x, y: storyView.presentation.center.y)
                .distance(to: Point(x: cardFrame.midX, y: cardFrame.midY)))
            let velocity = Swift.min(10, story.dismissal.releaseVelocity / travel)
            story.dismissal.releaseVelocity = 0
            let timing = SpringTimingParameters(dampingRatio: TodayMetrics.dismissDamping, initialVelocity: velocity)
            animator = PropertyAnimator(duration: TodayMetrics.dismissDuration, timing: .spring(timing)) {
                storyView.transform = .identity
                storyView.frame = cardFrame
                storyView.cornerRadius = TodayMetrics.cardCornerRadius
                story.scrollView.contentOffset = .zero
                story.header.visibleSize = cardSize
                story.closeButton.alpha = 0
                if let tabs { tabs.tabBar.frame = tabs.tabBarShownFrame }
            }
        }
        let kind = self.kind
        animator.addCompletion { [weak feed, weak context, weak tabs] position in
            let completed = position == .end
            if (kind == .dismiss && completed) || (kind == .present && !completed) {
                feed?.storyDidClose()
                tabs?.restoreTabBar()
            }
            context?.completeTransition(completed)
        }
        self.animator = animator
        return animator
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
