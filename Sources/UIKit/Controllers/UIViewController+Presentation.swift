extension UIViewController {
    /// Presents a controller modally, with its presentation style, transitioning delegate and
    /// transition style (see `Transition` for the order of every hook). The presentation is
    /// made by the top of this controller's containment (its tab bar controller, say), as
    /// UIKit does without a presentation context.
    ///
    /// A presentation requested while another transition is in flight is queued and runs when
    /// that one ends. Requests UIKit would ignore with a warning are refused and return the
    /// reason (the completion is not called): see ``PresentationError``.
    @discardableResult
    public func present(_ controller: UIViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) -> PresentationError? {
        guard let window = containmentRoot.viewIfLoaded?.window ?? viewIfLoaded?.window else { return .notInWindow }
        return window.present(controller, from: self, animated: animated, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents nothing, this
    /// controller itself (UIKit forwards that case to the presenter). Dismissing a controller
    /// whose presentation is still running reverses that presentation from where it is (the
    /// completion runs when it has returned). Otherwise a request during a transition is queued.
    @discardableResult
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) -> PresentationError? {
        let root = containmentRoot
        let target = presentedController ?? root.presentedController ?? (presentingController != nil ? self : root.presentingController != nil ? root : nil)
        guard let target, let window = target.presentingController?.containmentRoot.viewIfLoaded?.window
            ?? target.viewIfLoaded?.window else { return .nothingToDismiss }
        return window.dismiss(target, animated: animated, completion: completion)
    }

    /// The outermost container of this controller (itself without a parent): the controller
    /// that presents on its behalf.
    public var containmentRoot: UIViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }
}
