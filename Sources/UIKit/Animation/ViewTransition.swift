/// The view transitions of ``UIView/AnimationOptions`` (bits 20 to 23, as in UIKit).
enum ViewTransition: Int {
    /// No transition.
    case none = 0
    /// Turn over about the vertical axis, left edge forward.
    case flipFromLeft = 1
    /// Turn over about the vertical axis, right edge forward.
    case flipFromRight = 2
    /// A curl on iOS (a cross-dissolve here).
    case curlUp = 3
    /// A curl on iOS (a cross-dissolve here).
    case curlDown = 4
    /// Fade the old content out.
    case crossDissolve = 5
    /// Turn over about the horizontal axis, top edge forward.
    case flipFromTop = 6
    /// Turn over about the horizontal axis, bottom edge forward.
    case flipFromBottom = 7
}
