import Cassowary
import Foundation

/// How much a layout constraint matters, 1…1000 (UIKit's `UILayoutPriority`).
///
/// A ``required`` constraint must hold; the layout engine satisfies lower priorities as well as
/// it can, the higher first. Today's solver weighs a constraint's error by
/// `10^(0.006 × priority)`: 750 outweighs 250 a thousandfold and each step of one priority
/// weighs 1.4 % more than the one below, so a 251 beats a 250 as in UIKit. UIKit documents no
/// weights of its own; where one of its layouts depends on how many weak constraints add up
/// against a stronger one, `docs/auto-layout.md` says what Today does.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority, 1…1000 (values outside are clamped when the constraint is used; NaN counts
    /// as 1).
    public var rawValue: Float

    /// A priority from a number.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from a number.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority from a literal.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority from a literal.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A button's resistance to compression (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The window's size when the user drags to resize a scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// A scene staying the size it is (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// A button's hugging of its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// How ``UIView/systemLayoutSizeFitting(_:)`` pulls toward its target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by number.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by a number.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by a number.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The priority clamped to 1…1000 (NaN: 1).
    var clamped: Float { rawValue.isNaN ? 1 : Swift.min(1000, Swift.max(1, rawValue)) }

    /// Whether it is ``required`` (1000 or more).
    var isRequired: Bool { clamped >= 1000 }

    /// The solver strength: required, or `10^(0.006 × priority)` (1.01 for 1, 1,000 for 500,
    /// 985,000 for 999, below Kiwi's strong).
    public var solverStrength: Strength {
        isRequired ? .required : Strength(pow(10, Double(clamped) * 0.006))
    }
}
