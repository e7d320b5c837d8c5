import Foundation

/// A value that lives in a vector space: it can be added, subtracted and scaled, and it has a
/// length.
///
/// This is the shape of SwiftUI's `VectorArithmetic`. Springs need it to carry a position and a
/// velocity of the same type (``SpringMotion``), and it gives every conforming type a free
/// ``Interpolatable`` conformance.
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
    /// This value multiplied by a scalar.
    func scaled(by factor: Double) -> Self

    /// The dot product of the value with itself (the squared Euclidean length).
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The Euclidean length of the value.
    @inlinable
    public var magnitude: Double { magnitudeSquared.squareRoot() }
}

extension Double: VectorArithmetic {
    /// This value multiplied by a scalar.
    @inlinable
    public func scaled(by factor: Double) -> Double { self * factor }

    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}
