import Foundation

/// The traits of an interface's environment (UIKit's `UITraitCollection`): the size classes,
/// the display scale and the appearance. A window derives its traits from its size (see
/// ``sizeClasses(for:)``) and its scale; views and controllers report their window's.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point (0 when unspecified).
    public let displayScale: CGFloat
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// A collection with every trait given (unspecified by default).
    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                displayScale: CGFloat = 0, userInterfaceStyle: UIUserInterfaceStyle = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale.isFinite ? Swift.max(0, displayScale) : 0
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// A collection with only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    /// A collection with only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// A collection with only the display scale specified.
    public convenience init(displayScale: CGFloat) {
        self.init(horizontalSizeClass: .unspecified, displayScale: displayScale)
    }

    /// A collection with only the appearance specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle)
    }

    /// Combines collections: each trait is the last specified value among them.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0, style = UIUserInterfaceStyle.unspecified
        for collection in collections {
            if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
            if collection.displayScale != 0 { scale = collection.displayScale }
            if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
        }
        self.init(horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale, userInterfaceStyle: style)
    }

    /// Whether every trait `other` specifies has the same value here (nil: true).
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
    }

    /// Whether colours could look different in `other` (the appearance differs).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// The size classes of a window of `size` points. Apple decides these per device and does
    /// not publish a rule; Today's, chosen so that an iPhone and an iPad in either orientation
    /// get theirs: the width is regular from ``regularWidth`` points when the height is also
    /// at least ``regularHeight`` (so a phone on its side stays compact), and the height is
    /// regular from ``regularHeight`` points. (The largest iPhones in landscape are regular
    /// width on iOS; here they are compact.)
    public static func sizeClasses(for size: CGSize) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        let tall = size.height >= regularHeight
        return (tall && size.width >= regularWidth ? .regular : .compact, tall ? .regular : .compact)
    }

    /// The narrowest regular width: 678 points, an iPad's two-thirds split view.
    public static let regularWidth: CGFloat = 678
    /// The shortest regular height: 480 points (an iPhone in landscape is at most 440 points
    /// tall, the smallest one ever made 480 in portrait).
    public static let regularHeight: CGFloat = 480

    /// Equal when every trait is.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.displayScale == rhs.displayScale && lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }

    /// Hashes every trait.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle)
    }

    /// The traits, as `compact×regular @2x light`.
    public var description: String {
        func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
            switch sizeClass {
            case .unspecified: "unspecified"
            case .compact: "compact"
            case .regular: "regular"
            }
        }
        let style = switch userInterfaceStyle {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
        return "\(name(horizontalSizeClass))×\(name(verticalSizeClass)) @\(displayScale)x \(style)"
    }
}
