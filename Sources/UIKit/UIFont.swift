import Foundation

/// A typeface, weight and size (UIKit's `UIFont`). The system face is Inter, the closest free
/// match to San Francisco (Debian's `fonts-inter`); a missing family falls back to the renderer's
/// default sans-serif with a logged warning.
public struct UIFont: Hashable, Sendable {
    /// UIFont weights, with their OpenType values (UIKit's `UIFont.Weight`).
    public enum Weight: Int, CaseIterable, Hashable, Sendable {
        /// 100.
        case ultraLight = 100
        /// 200.
        case thin = 200
        /// 300.
        case light = 300
        /// 400.
        case regular = 400
        /// 500.
        case medium = 500
        /// 600.
        case semibold = 600
        /// 700.
        case bold = 700
        /// 800.
        case heavy = 800
        /// 900.
        case black = 900
    }

    /// The family name.
    public var family: String
    /// The size in points (clamped to 1...1000; NaN becomes 17).
    public var size: Double
    /// The weight.
    public var weight: Weight

    /// The family of the system font.
    public static let systemFamily = "Inter"

    /// A font of a family, size and weight.
    public init(family: String = UIFont.systemFamily, size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size.isNaN ? 17 : Swift.min(1000, Swift.max(1, size))
        self.weight = weight
    }

    /// The system font (`UIFont.systemFont(ofSize:weight:)`).
    public static func system(size: Double, weight: Weight = .regular) -> UIFont {
        UIFont(size: size, weight: weight)
    }

    /// The system font at a size and weight (UIKit's).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(size: Double(fontSize), weight: weight)
    }

    /// The bold system font at a size (UIKit's).
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: Double(fontSize), weight: .bold)
    }

    /// A font of a family by name at a size (UIKit's `UIFont(name:size:)`); the weight is
    /// regular. Unlike UIKit it never returns nil: a family the system lacks falls back to the
    /// default sans-serif when drawn (with a logged warning).
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(family: fontName, size: Double(fontSize))
    }

    /// The size in points (UIKit's name for ``size``).
    public var pointSize: CGFloat { CGFloat(size) }

    /// The family name (UIKit's name for ``family``).
    public var familyName: String { family }

    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: family, size: Double(fontSize), weight: weight)
    }

    /// UIKit's body text style: 17 points regular.
    public static let body = UIFont.system(size: 17)
}
