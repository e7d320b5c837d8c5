import Foundation
import Motion

/// Dragging a zoomed controller down, or pinching it in, takes it back into its source: a pan
/// on its view pops or dismisses it with this interaction scrubbing the zoom by the drag's
/// share of 600 points, a pinch by how far the fingers closed (a scale of 0.4 is all the way);
/// a release past a quarter, or faster than 600 points a second downward (or pinching in faster
/// than a scale of 1 per second), finishes it, otherwise it springs back.
/// `ZoomOptions.interactiveDismissShouldBegin` may refuse either. One gesture drives it at a
/// time. (A scroll view under the finger takes vertical drags first.)
@MainActor @preconcurrency
final class ZoomDismissInteraction: UIPercentDrivenInteractiveTransition {
    /// The drag distance that takes the zoom all the way back.
    static let distance = 600.0

    private weak var zoomed: UIViewController?
    private let options: UIViewController.Transition.ZoomOptions?
    /// The scale at which a pinch has taken the zoom all the way back.
    static let closedScale = 0.4

    private var pan: UIPanGestureRecognizer?
    private var pinch: UIPinchGestureRecognizer?
    /// The gesture driving a transition now (nil: none).
    private weak var driver: UIGestureRecognizer?

    init(zoomed: UIViewController, options: UIViewController.Transition.ZoomOptions?) {
        self.zoomed = zoomed
        self.options = options
        super.init()
        completionCurve = .easeOut
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.follow(pan) }
        pan.allowedDirections = [.down]
        zoomed.view.addGestureRecognizer(pan)
        self.pan = pan
        let pinch = UIPinchGestureRecognizer { [weak self] pinch in self?.follow(pinch) }
        zoomed.view.addGestureRecognizer(pinch)
        self.pinch = pinch
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let velocity = pan.velocity(in: zoomed?.view)
            start(with: pan, velocity: CGVector(dx: velocity.x, dy: velocity.y))
        case .changed:
            guard driver === pan else { return }
            update(pan.translation(in: nil).y / Self.distance)
        case .ended, .cancelled:
            guard driver === pan else { return }
            driver = nil
            let velocity = pan.velocity(in: nil).y
            if pan.state == .ended, percentComplete > 0.25 || velocity > 600 { finish() } else { cancel() }
        default:
            break
        }
    }

    private func follow(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard pinch.scale < 1 else { return }  // only pinching in closes
            start(with: pinch, velocity: CGVector(dx: 0, dy: 0))
        case .changed:
            guard driver === pinch else { return }
            update(Swift.min(1, Swift.max(0, (1 - pinch.scale) / (1 - Self.closedScale))))
        case .ended, .cancelled:
            guard driver === pinch else { return }
            driver = nil
            if pinch.state == .ended, percentComplete > 0.25 || pinch.velocity < -1 { finish() } else { cancel() }
        default:
            break
        }
    }

    /// `gesture` starts taking the zoomed controller back, unless a transition is in flight,
    /// another gesture drives one, or the options refuse.
    private func start(with gesture: UIGestureRecognizer, velocity: CGVector) {
        guard let zoomed, driver == nil, zoomed.view.window?.activeTransition == nil else { return }
        let interaction = UIZoomTransitionInteractionContext(location: gesture.location(in: zoomed.view), velocity: velocity, willBegin: true)
        guard options?.interactiveDismissShouldBegin?(interaction) ?? true else { return }
        if begin(for: zoomed) { driver = gesture }
    }

    /// Pops `zoomed` off its navigation stack or dismisses it, driven by this interaction.
    private func begin(for zoomed: UIViewController) -> Bool {
        if let navigation = zoomed.navigationController, navigation.topViewController === zoomed, navigation.viewControllers.count > 1 {
            return navigation.changeStack(to: Array(navigation.viewControllers.dropLast()), animated: true, edgeInteraction: self)
        }
        guard let presentationController = zoomed.activePresentationController, zoomed.presentingController != nil,
              presentationController.userWillDismiss() else { return false }
        presentationController.builtInDismissalInteraction = self
        zoomed.dismiss(animated: true)
        presentationController.builtInDismissalInteraction = nil
        return true
    }
}

extension UIViewController.Transition {
    /// Gives `zoomed` the drag that takes it back, once (the first zoom in installs it).
    func installZoomDismissal(on zoomed: UIViewController) {
        guard zoomDismissal == nil, let zoom else { return }
        zoomDismissal = ZoomDismissInteraction(zoomed: zoomed, options: zoom.options)
    }
}
