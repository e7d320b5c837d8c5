/// Which corners of a layer ``CALayer/cornerRadius`` rounds (Core Animation's `CACornerMask`,
/// for ``CALayer/maskedCorners``). "Min" and "max" are in the layer's coordinates, where y
/// grows downward, so `layerMinXMinYCorner` is the top left on screen.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bit pattern (the same bits as ``UIRectCorner``'s corners).
    public let rawValue: UInt
    /// Corners from a bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// All four corners (the default).
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The same corners as a ``UIRectCorner`` (the bits are UIKit's and Core Animation's alike).
    var rectCorners: UIRectCorner { UIRectCorner(rawValue: rawValue & UIRectCorner.allCorners.rawValue) }
}
