import Foundation

/// Hears a navigation controller's changes and supplies custom push and pop animations (UIKit's
/// `UINavigationControllerDelegate`). Every method has a default: the show hooks do nothing,
/// and nil means "use the built-in one" (or, for interaction, "not interactive").
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {
    /// A controller is about to become the top one (asked first, before the animator).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A controller became the top one (after its `viewDidAppear`; not called when an
    /// interactive pop is cancelled, as UIKit).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop (nil: the built-in slide).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// An interaction controller that drives the transition (asked after the animator, only
    /// when animated; nil: not interactive, unless the edge swipe started it).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    /// Nil: the built-in slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: not interactive.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
