import Foundation
import Motion

/// Dragging a zoomed controller down takes it back into its source: a pan on its view pops or
/// dismisses it with this interaction scrubbing the zoom by the drag's share of 600 points; a
/// release past a quarter, or faster than 600 points a second downward, finishes it, otherwise
/// it springs back. `ZoomOptions.interactiveDismissShouldBegin` may refuse a drag. (A scroll
/// view under the finger takes vertical drags first.)
@MainActor @preconcurrency
final class ZoomDismissInteraction: UIPercentDrivenInteractiveTransition {
    /// The drag distance that takes the zoom all the way back.
    static let distance = 600.0

    private weak var zoomed: UIViewController?
    private let options: UIViewController.Transition.ZoomOptions?
    private var pan: UIPanGestureRecognizer?
    /// Whether a drag drives a transition now.
    private var isDragging = false

    init(zoomed: UIViewController, options: UIViewController.Transition.ZoomOptions?) {
        self.zoomed = zoomed
        self.options = options
        super.init()
        completionCurve = .easeOut
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.follow(pan) }
        pan.allowedDirections = [.down]
        zoomed.view.addGestureRecognizer(pan)
        self.pan = pan
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        guard let zoomed else { return }
        switch pan.state {
        case .began:
            guard zoomed.view.window?.activeTransition == nil else { return }
            let velocity = pan.velocity(in: zoomed.view)
            let interaction = UIZoomTransitionInteractionContext(location: pan.location(in: zoomed.view),
                                                                 velocity: CGVector(dx: velocity.x, dy: velocity.y), willBegin: true)
            guard options?.interactiveDismissShouldBegin?(interaction) ?? true else { return }
            isDragging = begin(for: zoomed)
        case .changed:
            guard isDragging else { return }
            update(pan.translation(in: nil).y / Self.distance)
        case .ended, .cancelled:
            guard isDragging else { return }
            isDragging = false
            let velocity = pan.velocity(in: nil).y
            if pan.state == .ended, percentComplete > 0.25 || velocity > 600 { finish() } else { cancel() }
        default:
            break
        }
    }

    /// Pops `zoomed` off its navigation stack or dismisses it, driven by this interaction.
    private func begin(for zoomed: UIViewController) -> Bool {
        if let navigation = zoomed.navigationController, navigation.topViewController === zoomed, navigation.viewControllers.count > 1 {
            return navigation.changeStack(to: Array(navigation.viewControllers.dropLast()), animated: true, edgeInteraction: self)
        }
        guard let presentationController = zoomed.activePresentationController, zoomed.presentingViewController != nil,
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
