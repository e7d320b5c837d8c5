/// Edges of a rectangle named by layout direction (UIKit's `NSDirectionalRectEdge`): leading
/// and trailing instead of left and right. Today lays out left to right, so leading is left.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The bit pattern.
    public let rawValue: UInt
    /// Edges from a bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
