/// The view of a transition in flight given to everyone who wants to animate along with it
/// (UIKit's `UIViewControllerTransitionCoordinator` and its context).
@MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// Its duration in seconds.
    var transitionDuration: Double { get }
    /// How far it is, 0…1.
    var percentComplete: Double { get }
    /// The container view.
    var containerView: UIView { get }
    /// The controller for a key.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// Runs `animation` along with the transition (with its timing, or driven by its
    /// interaction) and `completion` when it ends. Returns false when the transition is over.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinator) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinator) -> Void)?) -> Bool
    /// Calls `handler` each time the interaction ends (the finger lifts) or starts again.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinator) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` along with the transition, with no completion (UIKit's
    /// `animate(alongsideTransition:completion:)` with its `completion` defaulted to nil).
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinator) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
