/// Where a view sat in its superview, remembered to put it back: the superview is held weakly,
/// so a remembered place never keeps a view tree alive.
@MainActor
struct ViewHome {
    /// The superview, while it lives.
    weak var superview: UIView?
    /// The view's index among the superview's subviews.
    var index: Int
    /// The view's frame there, when it is to be put back at it (nil: fill the window).
    var frame: CGRect? = nil
}
