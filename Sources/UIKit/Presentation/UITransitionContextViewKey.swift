/// The key of one of a transition's two views (UIKit's `UITransitionContextViewKey`), for
/// ``UIViewControllerContextTransitioning/view(forKey:)``.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key with a name (only ``from`` and ``to`` name a view).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view going away.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
