extension UIViewController {
    /// Asks the window to apply the status bar preference now. Inside an animation block (or
    /// along with a transition) the change animates: the bar fades and slides up.
    public func setNeedsStatusBarAppearanceUpdate() {
        containmentRoot.viewIfLoaded?.window?.updateStatusBarAppearance()
    }
}
