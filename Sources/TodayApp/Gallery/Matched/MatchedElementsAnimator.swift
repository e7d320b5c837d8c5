import UIKit

/// Flies shared elements from one screen to the other (both ways): for each key both screens
/// share, a snapshot of the element as it is and one of the element it becomes start on the
/// first screen's frame and fly to the second's in 1 s, the first fading out as the second
/// fades in, so sizes and font sizes change smoothly and end exactly; everything else
/// cross-fades.
public final class MatchedElementsAnimator: UIViewControllerAnimatedTransitioning {
    /// The transition's length.
    public static let duration = 1.0
    /// The flying snapshots (source, destination) by key, while the transition runs.
    public private(set) var flights: [String: (from: UIView, to: UIView)] = [:]

    /// An animator.
    public init() {}

    public func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> Double { Self.duration }

    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let fromController = context.viewController(forKey: .from), let toController = context.viewController(forKey: .to),
              let from = fromController as? MatchedElements, let to = toController as? MatchedElements
        else { return context.completeTransition(false) }
        let container = context.containerView
        let toView: UIView = toController.view
        toView.frame = context.finalFrame(for: toController)
        if toView.superview == nil { container.addSubview(toView) }
        toView.layoutIfNeeded()
        toView.alpha = 0
        var hidden: [UIView] = []
        for (key, source) in from.matchedElements.sorted(by: { $0.key < $1.key }) {
            guard let destination = to.matchedElements[key],
                  let sourceSnapshot = source.snapshotView(afterScreenUpdates: false),
                  let destinationSnapshot = destination.snapshotView(afterScreenUpdates: true)
            else { continue }
            let start = source.convert(source.bounds, to: container)
            for snapshot in [sourceSnapshot, destinationSnapshot] {
                snapshot.frame = start
                container.addSubview(snapshot)
            }
            destinationSnapshot.alpha = 0
            source.isHidden = true
            destination.isHidden = true
            hidden += [source, destination]
            flights[key] = (sourceSnapshot, destinationSnapshot)
        }
        let fromView: UIView = fromController.view
        let flights = self.flights
        UIView.animate(withDuration: Self.duration, options: [.curveEaseInOut], animations: {
            toView.alpha = 1
            fromView.alpha = 0
            for (key, flight) in flights {
                guard let destination = to.matchedElements[key] else { continue }
                let end = destination.convert(destination.bounds, to: container)
                flight.from.frame = end
                flight.to.frame = end
                flight.from.alpha = 0
                flight.to.alpha = 1
            }
        }, completion: { [weak self] _ in
            for flight in flights.values {
                flight.from.removeFromSuperview()
                flight.to.removeFromSuperview()
            }
            for view in hidden { view.isHidden = false }
            fromView.alpha = 1
            if context.transitionWasCancelled { toView.removeFromSuperview() }
            self?.flights = [:]
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
