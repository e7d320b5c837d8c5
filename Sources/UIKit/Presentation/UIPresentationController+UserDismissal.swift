import Foundation

extension UIPresentationController {
    /// The user asked to dismiss (a drag, a tap outside): whether it may go ahead. A presented
    /// controller that ``UIViewController/isModalInPresentation``, or a delegate that refuses in
    /// `presentationControllerShouldDismiss`, keeps it, and the delegate hears
    /// `presentationControllerDidAttemptToDismiss`; otherwise the delegate hears
    /// `presentationControllerWillDismiss`, and `presentationControllerDidDismiss` when the
    /// dismissal completes.
    func userWillDismiss() -> Bool {
        if presentedViewController.isModalInPresentation || !(delegate?.presentationControllerShouldDismiss(self) ?? true) {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        isUserDismissal = true
        return true
    }

    /// A dismissal ended: when the user started it and it completed, the delegate hears
    /// `presentationControllerDidDismiss`.
    func dismissalDidEnd(completed: Bool) {
        guard isUserDismissal else { return }
        isUserDismissal = false
        if completed { delegate?.presentationControllerDidDismiss(self) }
    }
}
