import Foundation

/// Decides how a presentation adapts to a change of size class, and hears the dismissals the
/// user starts (UIKit's `UIAdaptivePresentationControllerDelegate`). Every method has a
/// default: adapt as the presentation controller would, keep the presented controller, allow
/// the dismissal, and do nothing on the notifications.
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a horizontally compact environment (asked when the two-argument
    /// form is not implemented); `.none` keeps the presentation as it is.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection` (asked first, for every trait change);
    /// `.none` keeps the presentation as it is.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// A controller to show instead of the presented one while adapted to `style` (a
    /// navigation controller around it, with a Done button, say); nil keeps the presented one.
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// The presentation is about to show in `style` (`.none`: its own style again); animate along
    /// with `transitionCoordinator` when there is one.
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether a dismissal the user starts (dragging a sheet down, tapping outside a popover)
    /// may go ahead; asked only when the presented controller is not modal in presentation.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user tried to dismiss and was refused (``UIViewController/isModalInPresentation``, or
    /// ``presentationControllerShouldDismiss(_:)`` returned false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// A dismissal the user started is beginning.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A dismissal the user started completed (not called when it was cancelled).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The presentation controller's own choice (see ``UIPresentationController/adaptivePresentationStyle(for:)``).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.builtInAdaptiveStyle(for: controller.traitCollection)
    }
    /// The one-argument form in a horizontally compact environment, else the presentation
    /// controller's own choice.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact
            ? adaptivePresentationStyle(for: controller) : controller.builtInAdaptiveStyle(for: traitCollection)
    }
    /// Nil: keep the presented controller.
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    /// Does nothing.
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    /// True.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
