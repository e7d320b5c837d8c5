/// The view of a transition in flight given to everyone who wants to animate along with it
/// (UIKit's `UIViewControllerTransitionCoordinator` and its context).
@MainActor @preconcurrency
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
    var percentComplete: CGFloat { get }
    /// Whether it started driven by an interaction.
    var initiallyInteractive: Bool { get }
    /// Whether its animations can be interrupted: its animator vends an interruptible animator
    /// (`interruptibleAnimator(using:)`), which can be paused, scrubbed and reversed from any
    /// frame.
    var isInterruptible: Bool { get }
    /// The modal presentation style of the transition (the adapted one while adapted), or
    /// `.none` when it is not a modal presentation or dismissal (a push, a pop, a resize).
    var presentationStyle: UIModalPresentationStyle { get }
    /// How fast the rest runs once the interaction lets go (the interaction's
    /// `completionSpeed`; 1 without one).
    var completionVelocity: CGFloat { get }
    /// The curve of the rest once the interaction lets go (the interaction's `completionCurve`).
    var completionCurve: UIView.AnimationCurve { get }
    /// The rotation a size change applies (always the identity here: Today's windows resize
    /// but do not rotate).
    var targetTransform: CGAffineTransform { get }
    /// The container view.
    var containerView: UIView { get }
    /// The controller for a key.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for a key (nil where the transition does not move that view).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Runs `animation` along with the transition (with its timing, or driven by its
    /// interaction) and `completion` when it ends. Returns false when the transition is over.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinator) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinator) -> Void)?) -> Bool
    /// Runs `animation` along with the transition for views outside its container (UIKit's
    /// `animateAlongsideTransition(in:animation:completion:)`). Today animates every view on one
    /// clock, so this is ``animate(alongsideTransition:completion:)``.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinator) -> Void)?,
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
