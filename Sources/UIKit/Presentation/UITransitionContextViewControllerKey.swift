/// The key of one of a transition's two controllers (UIKit's
/// `UITransitionContextViewControllerKey`), for
/// ``UIViewControllerContextTransitioning/viewController(forKey:)``.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key with a name (only ``from`` and ``to`` name a controller).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller going away: the presenter when presenting, the presented one when
    /// dismissing.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller arriving.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
