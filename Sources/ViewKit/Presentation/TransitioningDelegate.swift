/// Supplies the objects of a custom presentation (UIKit's
/// `UIViewControllerTransitioningDelegate`). Every method has a default that returns nil, which
/// means "use the built-in one" (or, for interaction, "not interactive").
@MainActor
public protocol TransitioningDelegate: AnyObject {
    /// The presentation controller for a `.custom` presentation (asked first).
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController?
    /// The animator of the presentation (asked second).
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any AnimatedTransitioning)?
    /// The animator of the dismissal.
    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)?
    /// An interaction controller that drives the presentation (asked third, only when animated).
    func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)?
    /// An interaction controller that drives the dismissal (only when animated).
    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)?
}

extension TransitioningDelegate {
    /// Nil: the style's built-in presentation controller.
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? { nil }
    /// Nil: the built-in animation of the transition style.
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> (any AnimatedTransitioning)? { nil }
    /// Nil: the built-in animation of the transition style.
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { nil }
    /// Nil: not interactive.
    public func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? { nil }
    /// Nil: not interactive.
    public func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? { nil }
}
