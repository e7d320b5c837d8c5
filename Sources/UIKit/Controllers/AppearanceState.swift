/// Where a controller's appearance callbacks stand. Moves
/// `disappeared → appearing → appeared → disappearing → disappeared`; a transition that is
/// cancelled turns `appearing` into `disappearing` (or the reverse), so every "will" is followed
/// by exactly one "did".
public enum AppearanceState: Hashable, Sendable {
    /// Not on screen.
    case disappeared
    /// `viewWillAppear` was sent; `viewDidAppear` is pending.
    case appearing
    /// On screen.
    case appeared
    /// `viewWillDisappear` was sent; `viewDidDisappear` is pending.
    case disappearing
}
