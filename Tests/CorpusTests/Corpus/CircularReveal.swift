import UIKit

// The circular reveal transition of iOS tutorials: the presented screen grows out of the
// button that was tapped inside a circle, a CAShapeLayer set as its layer's mask whose path
// animates; the dismissal shrinks it back into the button. The animation's delegate ends the
// transition and takes the mask off. Plain iOS code: it compiles against Apple's UIKit too.

/// Reveals the presented view through a growing circle, and hides it through a shrinking one.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let presenting: Bool
    /// Where the circle starts (presenting) or ends (dismissing), in the container's coordinates.
    let origin: CGRect
    private var context: UIViewControllerContextTransitioning?

    init(presenting: Bool, origin: CGRect) {
        self.presenting = presenting
        self.origin = origin
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let revealed = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        if presenting {
            container.addSubview(revealed)
            if let controller = transitionContext.viewController(forKey: .to) {
                revealed.frame = transitionContext.finalFrame(for: controller)
            }
        }
        // The smallest circle around the button, and one reaching the farthest corner.
        let small = UIBezierPath(ovalIn: origin)
        let center = CGPoint(x: origin.midX, y: origin.midY)
        let reach = max(center.x, container.bounds.width - center.x)
        let height = max(center.y, container.bounds.height - center.y)
        let radius = (reach * reach + height * height).squareRoot()
        let large = UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                width: radius * 2, height: radius * 2))

        let maskLayer = CAShapeLayer()
        maskLayer.path = (presenting ? large : small).cgPath
        revealed.layer.mask = maskLayer

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = (presenting ? small : large).cgPath
        animation.toValue = (presenting ? large : small).cgPath
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        maskLayer.add(animation, forKey: "reveal")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context else { return }
        context.completeTransition(!context.transitionWasCancelled)
        context.view(forKey: presenting ? .to : .from)?.layer.mask = nil
        self.context = nil
    }
}

/// Hands out the reveal animators, starting from the button that was tapped.
final class CircularRevealTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    var origin = CGRect.zero

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CircularRevealAnimator(presenting: true, origin: origin)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CircularRevealAnimator(presenting: false, origin: origin)
    }
}

/// A screen with a round "compose" button at the bottom right; tapping it reveals the
/// composer from the button.
final class RevealHomeViewController: UIViewController {
    let composeButton = UIButton(type: .system)
    let transitioning = CircularRevealTransitioning()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 24, y: 80, width: 300, height: 40))
        title.text = "Inbox"
        title.font = UIFont.systemFont(ofSize: 34, weight: .bold)
        view.addSubview(title)
        for row in 0..<6 {
            let line = UIView(frame: CGRect(x: 24, y: 150 + CGFloat(row) * 64, width: 342, height: 48))
            line.backgroundColor = .secondarySystemBackground
            line.layer.cornerRadius = 10
            view.addSubview(line)
        }
        composeButton.frame = CGRect(x: 306, y: 740, width: 60, height: 60)
        composeButton.backgroundColor = .systemPink
        composeButton.layer.cornerRadius = 30
        composeButton.setTitle("+", for: .normal)
        composeButton.setTitleColor(.white, for: .normal)
        composeButton.addAction(UIAction { [weak self] _ in self?.compose() }, for: .touchUpInside)
        view.addSubview(composeButton)
    }

    func compose() {
        let composer = RevealComposerViewController()
        transitioning.origin = composeButton.frame
        composer.modalPresentationStyle = .custom
        composer.transitioningDelegate = transitioning
        present(composer, animated: true)
    }
}

/// The screen revealed: pink, with a title and a white message card.
final class RevealComposerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemPink
        let card = UIView(frame: CGRect(x: 16, y: 150, width: 358, height: 240))
        card.backgroundColor = .white
        card.layer.cornerRadius = 20
        view.addSubview(card)
        let title = UILabel(frame: CGRect(x: 24, y: 90, width: 300, height: 40))
        title.text = "New message"
        title.textColor = .white
        title.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        view.addSubview(title)
    }
}
