extension UIViewController {
    /// Starts an appearance transition: sends `viewWillAppear` (or `viewWillDisappear`) unless
    /// the controller is already heading there. A call that reverses a pending one (appearing,
    /// then told to disappear) sends the opposite "will", as UIKit does when a transition is
    /// cancelled. Children follow their parent.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceTransitionIsAnimated = animated
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        for child in children where child.isViewLoaded && child.view.superview != nil {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the appearance transition started last: sends `viewDidAppear` or
    /// `viewDidDisappear`. Does nothing when none is pending.
    public func endAppearanceTransition() {
        let animated = appearanceTransitionIsAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }
}
