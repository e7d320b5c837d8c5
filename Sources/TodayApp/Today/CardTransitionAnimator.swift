import UIKit

/// Opens a card into its story and closes it back (the seed's `TodayAnimationTransition`).
///
/// Opening: the story's view starts exactly on the card's frame with the card's corners and its
/// header showing the card's visible area; its position springs to the screen's centre (bouncing
/// up a little) while its size eases out to the screen's without overshooting (both on one
/// linear animator, so the pair pauses and reverses as one), and meanwhile the header shows the
/// whole artwork, the corners square and the close button fades in. Closing springs it back into
/// where the card is now, scrolling the article back to its top so the artwork, not the text,
/// shrinks into the card.
///
/// The animator knows only the story and where the card is (``cardFrameInWindow``, asked when the
/// transition starts, so a feed scrolled or resized since the opening is followed). Everything
/// else moves along with the transition from the side it belongs to: the blur from the
/// ``CardPresentationController``, the tab bar and the card's visibility from the presenting
/// controllers, a released drag's speed from the ``StoryDismissInteraction``.
///
/// Both directions run on a ``UIViewPropertyAnimator`` vended as the interruptible animator, so a close
/// during the opening reverses from where it is, and a finger can hold the opening still.
public final class CardTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// Which way.
    public enum Kind: Sendable {
        /// Card to story.
        case present
        /// Story to card.
        case dismiss
    }

    /// Which way this animator goes.
    public let kind: Kind
    /// Where the card is now, in window coordinates; nil when the feed no longer knows (the
    /// story then starts or ends centred at the card's size).
    public let cardFrameInWindow: @MainActor () -> CGRect?
    private var animator: UIViewPropertyAnimator?

    /// An animator for one direction, finding the card with `cardFrameInWindow`.
    public init(kind: Kind, cardFrameInWindow: @escaping @MainActor () -> CGRect?) {
        self.kind = kind
        self.cardFrameInWindow = cardFrameInWindow
    }

    /// The opening's or the closing's duration (``TodayMetrics``).
    public func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double {
        kind == .present ? TodayMetrics.presentDuration : TodayMetrics.dismissDuration
    }

    /// Starts the interruptible animator (the transition is cancelled when the context has no
    /// story to animate).
    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }

    /// The animator of this transition, made on the first call (placing the story on the card
    /// when opening) and the same afterwards. When the context holds no story, it animates
    /// nothing and ends the transition cancelled.
    public func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        guard let story = context.viewController(forKey: kind == .present ? .to : .from) as? StoryViewController else {
            let nothing = UIViewPropertyAnimator(duration: 0, curve: .linear)
            nothing.addCompletion { [weak context] _ in context?.completeTransition(false) }
            animator = nothing
            return nothing
        }
        let container = context.containerView
        let cardFrame = cardFrameInWindow().map { container.convert($0, from: nil) } ?? Self.fallbackCardFrame(for: story, in: container)
        let made = kind == .present ? opening(story, from: cardFrame, in: container) : closing(story, into: cardFrame)
        made.addCompletion { [weak context] position in context?.completeTransition(position == .end) }
        animator = made
        return made
    }

    /// The transition ended: the next one makes a new animator.
    public func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }

    /// Puts the story on the card, then grows it: the position springs, the rest eases.
    private func opening(_ story: StoryViewController, from cardFrame: CGRect, in container: UIView) -> UIViewPropertyAnimator {
        let storyView: UIView = story.view
        let fullFrame = container.bounds
        let artworkSize = story.header.artworkSize
        UIView.performWithoutAnimation {
            if storyView.superview == nil { container.addSubview(storyView) }
            storyView.frame = cardFrame
            storyView.layer.cornerRadius = TodayMetrics.cardCornerRadius
            story.header.visibleSize = story.cardSize
            story.closeButton.alpha = 0
            story.scrollView.setContentOffset(.zero, animated: false)
            storyView.layoutIfNeeded()
        }
        // One linear animator carries two timings: the position springs, the size eases.
        let animator = UIViewPropertyAnimator(duration: TodayMetrics.presentDuration, curve: .linear)
        animator.addAnimations({
            storyView.center = CGPoint(x: fullFrame.midX, y: fullFrame.midY)
        }, timingParameters: UISpringTimingParameters(dampingRatio: TodayMetrics.presentDamping))
        animator.addAnimations({
            storyView.bounds = CGRect(origin: .zero, size: fullFrame.size)
            storyView.layer.cornerRadius = 0
            story.header.visibleSize = artworkSize
            story.closeButton.alpha = 1
            storyView.layoutIfNeeded()
        }, timingParameters: UICubicTimingParameters(controlPoint1: TodayMetrics.presentSizeCurve.controlPoint1,
                                                     controlPoint2: TodayMetrics.presentSizeCurve.controlPoint2))
        return animator
    }

    /// Shrinks the story back onto the card on a spring (an interaction that lets go may
    /// continue it with the finger's velocity).
    private func closing(_ story: StoryViewController, into cardFrame: CGRect) -> UIViewPropertyAnimator {
        let storyView: UIView = story.view
        let cardSize = story.cardSize
        return UIViewPropertyAnimator(duration: TodayMetrics.dismissDuration, dampingRatio: TodayMetrics.dismissDamping) {
            storyView.transform = .identity
            storyView.frame = cardFrame
            storyView.layer.cornerRadius = TodayMetrics.cardCornerRadius
            story.scrollView.contentOffset = .zero
            story.header.visibleSize = cardSize
            story.closeButton.alpha = 0
            storyView.layoutIfNeeded()
        }
    }

    /// Where the card would be with no feed to ask: centred vertically at the card's inset.
    private static func fallbackCardFrame(for story: StoryViewController, in container: UIView) -> CGRect {
        CGRect(x: TodayMetrics.cardInset, y: container.bounds.midY - TodayMetrics.cardHeight / 2,
             width: story.cardSize.width, height: story.cardSize.height)
    }
}
