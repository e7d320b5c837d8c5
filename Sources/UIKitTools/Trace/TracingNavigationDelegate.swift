import UIKit

/// A navigation controller delegate that writes each hook to the trace. It returns nil for the
/// animator (the built-in slide) unless ``customAnimations`` is set, and ``interaction`` for the
/// interaction controller.
public final class TracingNavigationDelegate: UINavigationControllerDelegate {
    let log: TraceLog
    /// Whether pushes and pops use a ``TracingNavigationAnimator`` instead of the built-in slide.
    public var customAnimations = false
    /// The interaction to drive the next transition with (nil: not interactive unless the edge
    /// swipe drives it).
    public var interaction: (any UIViewControllerInteractiveTransitioning)?

    /// A delegate that traces to `log`.
    public init(log: TraceLog) {
        self.log = log
    }

    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.add("navigationController(_:willShow: \(viewController.title ?? "?"), animated: \(animated))")
    }

    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.add("navigationController(_:didShow: \(viewController.title ?? "?"), animated: \(animated))")
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationController(for: \(operation == .push ? "push" : "pop"), from: \(fromVC.title ?? "?"), to: \(toVC.title ?? "?"))")
        return customAnimations ? TracingNavigationAnimator(operation: operation, log: log) : nil
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("interactionController(for:)")
        return interaction
    }
}
