import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation lacks on Linux): UIKit
/// uses it for spring timing parameters' initial velocity.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector with the given components.
    @inlinable
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// A textual form, `CGVector(dx: …, dy: …)`.
    public var description: String { "CGVector(dx: \(dx), dy: \(dy))" }
}
