import Motion

extension UIView {
    /// UIKit's name for the four built-in curves (`UIView.AnimationCurve`): Motion's
    /// `AnimationCurve`, which the math layer defines without UIKit.
    public typealias AnimationCurve = Motion.AnimationCurve
}
