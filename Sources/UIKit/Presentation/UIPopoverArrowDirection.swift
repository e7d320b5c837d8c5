/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`): `.up` means
/// the arrow points up, at a source above the popover.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Directions from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Pointing up: the popover sits below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Pointing down: the popover sits above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Pointing left: the popover sits right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Pointing right: the popover sits left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not decided yet (the popover is not laid out, or shows adapted without an arrow).
    public static let unknown: UIPopoverArrowDirection = []
}
