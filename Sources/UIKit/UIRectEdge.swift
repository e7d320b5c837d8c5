/// Edges of a rectangle (UIKit's `UIRectEdge`), for screen-edge gestures and extended layouts.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The bit pattern.
    public let rawValue: UInt
    /// Edges from a bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: UIRectEdge = []
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
