import UIKit

/// The story's presentation (the seed's `CardPresentationController`): the feed stays under
/// the story (its view is not removed), a blur (light, or dark in the dark appearance) fades in over it along with the opening
/// and out with the closing, and the presenting controller (the app's tab bar controller, and
/// through it the feed) gets its appearance callbacks, which UIKit does not send when the
/// presenter's view stays; the presenter animates its own views along from those.
public final class CardPresentationController: UIPresentationController {
    /// The blur over the feed (its style is chosen for the feed's appearance as the story opens).
    public let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .light))

    /// The feed stays visible under the blur.
    public override var shouldRemovePresentersView: Bool { false }

    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        // A light blur over a light feed, a dark one over a dark feed.
        blurView.effect = UIBlurEffect(style: presentingViewController.traitCollection.userInterfaceStyle == .dark ? .dark : .light)
        blurView.frame = containerView.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        blurView.effectAmount = 0
        blurView.isUserInteractionEnabled = false
        containerView.insertSubview(blurView, at: 0)
        presentingViewController.beginAppearanceTransition(false, animated: true)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [blurView] _ in
            blurView.effectAmount = TodayMetrics.backdropBlurAmount
        }, completion: nil)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            presentingViewController.endAppearanceTransition()
        } else {
            presentingViewController.beginAppearanceTransition(true, animated: true)
            presentingViewController.endAppearanceTransition()
            blurView.removeFromSuperview()
        }
    }

    public override func dismissalTransitionWillBegin() {
        presentingViewController.beginAppearanceTransition(true, animated: true)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [blurView] _ in
            blurView.effectAmount = 0
        }, completion: nil)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            presentingViewController.endAppearanceTransition()
            blurView.removeFromSuperview()
        } else {
            presentingViewController.beginAppearanceTransition(false, animated: true)
            presentingViewController.endAppearanceTransition()
        }
    }
}
