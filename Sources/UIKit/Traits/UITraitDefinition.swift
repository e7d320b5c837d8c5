/// A trait that ``UIViewController/registerForTraitChanges(_:handler:)`` can watch (UIKit's
/// `UITraitDefinition`): it reads its value out of a collection.
public protocol UITraitDefinition {
    /// The trait's value in `traits`.
    static func value(in traits: UITraitCollection) -> AnyHashable
}

/// The horizontal size class, as a trait to watch.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// ``UITraitCollection/horizontalSizeClass``.
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.horizontalSizeClass }
}

/// The vertical size class, as a trait to watch.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// ``UITraitCollection/verticalSizeClass``.
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.verticalSizeClass }
}

/// The display scale, as a trait to watch.
public enum UITraitDisplayScale: UITraitDefinition {
    /// ``UITraitCollection/displayScale``.
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.displayScale }
}

/// Light or dark, as a trait to watch.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// ``UITraitCollection/userInterfaceStyle``.
    public static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceStyle }
}
