import UIKit

// A matched-element ("hero") transition as iOS code writes it: a thumbnail in a grid flies to
// the header of the detail screen, which fades in around it, and flies back on dismissal.
// The flying view is a snapshot in the container; the real thumbnail and header are hidden
// while it flies. Timed with a UIViewPropertyAnimator. UIKit alone, public API only.

/// A screen that has the element the transition flies from or to.
@MainActor
protocol MatchedElementProviding: AnyObject {
    /// The view that matches (a thumbnail, or the detail's header).
    var matchedElement: UIView { get }
}

/// The grid: one tappable thumbnail.
final class ThumbnailGridViewController: UIViewController, MatchedElementProviding, UIViewControllerTransitioningDelegate {
    let thumbnail = UIView()
    var matchedElement: UIView { thumbnail }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        thumbnail.frame = CGRect(x: 24, y: 140, width: 160, height: 120)
        thumbnail.backgroundColor = .systemPink
        thumbnail.layer.cornerRadius = 12
        view.addSubview(thumbnail)
    }

    func openDetail() -> PictureDetailViewController {
        let detail = PictureDetailViewController()
        detail.modalPresentationStyle = .overFullScreen
        detail.transitioningDelegate = self
        present(detail, animated: true)
        return detail
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        MatchedElementAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        MatchedElementAnimator(presenting: false)
    }
}

/// The detail: a wide header picture above some text.
final class PictureDetailViewController: UIViewController, MatchedElementProviding {
    let header = UIView()
    var matchedElement: UIView { header }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 300)
        header.autoresizingMask = [.flexibleWidth]
        header.backgroundColor = .systemPink
        view.addSubview(header)
        let caption = UILabel(frame: CGRect(x: 20, y: 320, width: view.bounds.width - 40, height: 30))
        caption.text = "A picture, larger"
        view.addSubview(caption)
    }
}

/// Flies a snapshot of the matched element between the two screens.
final class MatchedElementAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let source = (fromVC as? MatchedElementProviding)?.matchedElement,
              let destination = (toVC as? MatchedElementProviding)?.matchedElement
        else {
            transitionContext.completeTransition(false)
            return
        }
        let detailView = presenting ? toVC.view! : fromVC.view!
        if presenting {
            detailView.frame = transitionContext.finalFrame(for: toVC)
            detailView.alpha = 0
            container.addSubview(detailView)
            detailView.layoutIfNeeded()
        }
        let start = source.convert(source.bounds, to: container)
        let end = destination.convert(destination.bounds, to: container)
        let flying = UIView(frame: start)
        flying.backgroundColor = source.backgroundColor
        flying.layer.cornerRadius = source.layer.cornerRadius
        container.addSubview(flying)
        source.isHidden = true
        destination.isHidden = true

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.85) {
            flying.frame = end
            flying.layer.cornerRadius = destination.layer.cornerRadius
            detailView.alpha = self.presenting ? 1 : 0
        }
        animator.addCompletion { position in
            source.isHidden = false
            destination.isHidden = false
            flying.removeFromSuperview()
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}
