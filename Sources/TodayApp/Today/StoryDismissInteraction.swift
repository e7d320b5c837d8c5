import UIKit

/// The drag that closes a story: down while the article is scrolled to its top, or from the
/// left edge. The story follows the finger, shrinking from 1 to 0.86 over 100 points and
/// rounding its corners; let go past half of that (or faster than 600 points per second toward
/// closing) and it closes into its card, carrying on from the shrunk state; otherwise it springs
/// back with the finger's velocity.
///
/// A drag that lets go to close also drives the start of the closing: the story's transitioning
/// delegate hands it over as the dismissal's interaction controller (``closingInteraction``),
/// and it continues the closing animator on a spring that starts at the finger's speed, as a
/// UIKit interaction hands its velocity to `continueAnimation(withTimingParameters:)`.
@MainActor
public final class StoryDismissInteraction: UIGestureRecognizerDelegate {
    /// The drag down.
    public let pan = UIPanGestureRecognizer()
    /// The drag from the left edge.
    public let edgePan = UIPanGestureRecognizer()
    /// A finger down on the story while it opens: it grabs the opening (stops it where it is).
    public let grab = UILongPressGestureRecognizer()
    /// Whether a finger is holding the opening still.
    public private(set) var isHoldingOpening = false
    private weak var story: StoryViewController?
    /// Whether a drag is shrinking the story now.
    public private(set) var isDragging = false
    /// The shrink progress of the current drag, 0…1.
    public private(set) var progress = 0.0
    /// The finger's speed toward closing (points per second) when a drag let go to close,
    /// until the closing it started takes it.
    private var releaseVelocity: Double?

    /// An interaction, attached by its story.
    public init() {}

    func attach(to story: StoryViewController) {
        self.story = story
        pan.allowedDirections = [.down]
        pan.delegate = self
        pan.addTarget { [weak self] recognizer in self?.handle(recognizer as! UIPanGestureRecognizer, edge: false) }
        edgePan.allowedDirections = [.right]
        edgePan.delegate = self
        edgePan.addTarget { [weak self] recognizer in self?.handle(recognizer as! UIPanGestureRecognizer, edge: true) }
        grab.minimumPressDuration = 0
        grab.cancelsTouchesInView = false
        grab.delegate = self
        grab.addTarget { [weak self] recognizer in self?.handleGrab(recognizer as! UILongPressGestureRecognizer) }
        story.view.addGestureRecognizer(pan)
        story.view.addGestureRecognizer(edgePan)
        story.view.addGestureRecognizer(grab)
    }

    /// The story's opening, while it runs.
    var opening: Transition? {
        guard let story, let transition = story.view.window?.activeTransition, transition.kind == .presentation,
              transition.presentedViewController === story else { return nil }
        return transition
    }

    /// Holds the opening while the finger is down; lifting without a drag lets it finish.
    func handleGrab(_ recognizer: UILongPressGestureRecognizer) {
        switch recognizer.state {
        case .began:
            isHoldingOpening = opening?.pause() ?? false
        case .ended, .cancelled:
            guard isHoldingOpening else { return }
            isHoldingOpening = false
            if !isDragging { opening?.finish() }
        default:
            break
        }
    }

    // MARK: Delegate

    /// The drag down arms only at the top of the article (so it never fights scrolling), the
    /// edge drag only near the left edge, and neither while a transition runs.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let story, story.presentingViewController != nil else { return false }
        if gestureRecognizer === grab { return opening != nil }
        // During the opening only a finger that grabbed it may drag; other transitions block.
        if let transition = story.view.window?.activeTransition, !(transition === opening && isHoldingOpening) { return false }
        if gestureRecognizer === edgePan {
            // Where the gesture began: its location (the fingers' centroid) less its
            // translation (with two fingers, not whichever a dictionary gives first).
            guard edgePan.numberOfTouches > 0 else { return false }
            return edgePan.location(in: story.view).x - edgePan.translation(in: story.view).x <= TodayMetrics.leftEdgeWidth
        }
        return story.scrollView.contentOffset.y <= story.scrollView.minimumContentOffset.y + 0.5
    }

    /// Both drags recognize along with the article's scroll (the scroll stops while one runs).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        other === story?.scrollView.panGestureRecognizer || gestureRecognizer === grab || other === grab
    }

    // MARK: Dragging

    func handle(_ recognizer: UIPanGestureRecognizer, edge: Bool) {
        guard let story else { return }
        let view: UIView = story.view
        let distance = edge ? recognizer.translation(in: nil).x : recognizer.translation(in: nil).y
        switch recognizer.state {
        case .began:
            isDragging = true
            if !edge {
                // The story moves, not the article: the article's pan, which recognized along
                // with this one, is cancelled (disabled for a moment, UIKit's idiom), so lifting
                // the finger does not fling the article past its top while the story closes.
                story.scrollView.panGestureRecognizer.isEnabled = false
                story.scrollView.panGestureRecognizer.isEnabled = true
            }
            // Catch a spring-back in flight where it is (setting stops those animations); the
            // corners belong to the opening while a finger holds it.
            if let presented = view.layer.presentation() {
                view.layer.transform = presented.transform
                if !isHoldingOpening { view.layer.cornerRadius = presented.cornerRadius }
            }
        case .changed:
            progress = Swift.min(1, Swift.max(0, distance / TodayMetrics.dragDistanceForFullShrink))
            if !edge { story.scrollView.setContentOffset(.zero, animated: false) }
            apply(progress: progress, to: story)
        case .ended, .cancelled:
            isDragging = false
            let velocity = edge ? recognizer.velocity(in: nil).x : recognizer.velocity(in: nil).y
            let closes = recognizer.state == .ended
                && (progress >= TodayMetrics.dragCloseThreshold || (velocity > TodayMetrics.dragCloseVelocity && progress > 0.05))
            let grabbedOpening = isHoldingOpening ? opening : nil
            isHoldingOpening = false
            if closes {
                if grabbedOpening != nil {
                    // The opening reverses into the card; the shrink relaxes along with it.
                    UIView.animate(withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
                                 options: [.allowUserInteraction], animations: { self.apply(progress: 0, to: story) })
                } else {
                    releaseVelocity = Swift.max(0, velocity)
                }
                story.close()
                releaseVelocity = nil
            } else {
                grabbedOpening?.finish()
                // Spring back, carrying the finger's velocity (in shrink fractions per second).
                let fractionVelocity = -velocity / TodayMetrics.dragDistanceForFullShrink
                let start = progress
                UIView.animate(withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.8,
                             initialSpringVelocity: start > 0 ? fractionVelocity / start : 0,
                             options: [.allowUserInteraction], animations: { self.apply(progress: 0, to: story) })
            }
            progress = 0
        default:
            break
        }
    }

    /// The story shrunk `progress` of the way to its minimum scale, corners rounding to the
    /// card's.
    func apply(progress: Double, to story: StoryViewController) {
        let scale = 1 - (1 - TodayMetrics.dragMinimumScale) * progress
        story.view.transform = CGAffineTransform(scaleX: scale, y: scale)
        if opening == nil { story.view.layer.cornerRadius = TodayMetrics.cardCornerRadius * progress }
    }
}

extension StoryDismissInteraction: UIViewControllerInteractiveTransitioning {
    /// The interaction for the closing a released drag starts (nil for any other close).
    var closingInteraction: (any UIViewControllerInteractiveTransitioning)? { releaseVelocity == nil ? nil : self }

    /// The closing runs on its own from the start: the finger has already let go.
    public var wantsInteractiveStart: Bool { false }

    /// Continues the closing animator on the closing spring, starting at the finger's speed
    /// (as a fraction of the distance left to the card, per second, at most 10).
    public func startInteractiveTransition(_ context: any UIViewControllerContextTransitioning) {
        let speed = releaseVelocity ?? 0
        releaseVelocity = nil
        guard let driver = context.interactiveDriver() else { return }
        var initialVelocity = 0.0
        if let story {
            let container = context.containerView
            let card = story.cardFrameInWindow().map { container.convert($0, from: nil) } ?? driverTarget(in: container)
            let centre = story.view.layer.presentation()?.position ?? story.view.center
            let travel = Swift.max(1, centre.distance(to: CGPoint(x: card.midX, y: card.midY)))
            initialVelocity = Swift.min(10, speed / travel)
        }
        let timing = UISpringTimingParameters(dampingRatio: TodayMetrics.dismissDamping,
                                              initialVelocity: CGVector(dx: initialVelocity, dy: 0))
        driver.continueAnimation(withTimingParameters: timing, durationFactor: 1)
    }

    /// The centre of the screen, where a card the feed no longer knows is taken to be.
    private func driverTarget(in container: UIView) -> CGRect {
        CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
    }
}
