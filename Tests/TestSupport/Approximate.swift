import Foundation
import Motion

/// Whether two numbers agree within an absolute tolerance (NaN never agrees).
public func isClose(_ actual: Double, _ expected: Double, within tolerance: Double) -> Bool {
    Swift.abs(actual - expected) <= tolerance
}

/// Whether two points agree within an absolute tolerance on each coordinate.
public func isClose(_ actual: CGPoint, _ expected: CGPoint, within tolerance: Double) -> Bool {
    isClose(actual.x, expected.x, within: tolerance) && isClose(actual.y, expected.y, within: tolerance)
}

/// Whether two rectangles agree within an absolute tolerance on each component.
public func isClose(_ actual: CGRect, _ expected: CGRect, within tolerance: Double) -> Bool {
    isClose(actual.origin, expected.origin, within: tolerance)
        && isClose(actual.size.width, expected.size.width, within: tolerance)
        && isClose(actual.size.height, expected.size.height, within: tolerance)
}

/// Whether two transforms agree within an absolute tolerance on each of the sixteen entries.
public func isClose(_ actual: CATransform3D, _ expected: CATransform3D, within tolerance: Double) -> Bool {
    let (a0, a1, a2, a3) = actual.rows
    let (b0, b1, b2, b3) = expected.rows
    for (a, b) in [(a0, b0), (a1, b1), (a2, b2), (a3, b3)] {
        for index in 0..<4 where !isClose(a[index], b[index], within: tolerance) { return false }
    }
    return true
}

/// Whether two affine transforms agree within an absolute tolerance on each entry.
public func isClose(_ actual: CGAffineTransform, _ expected: CGAffineTransform, within tolerance: Double) -> Bool {
    isClose(CATransform3D(actual), CATransform3D(expected), within: tolerance)
}

/// The largest absolute entry-wise difference between two transforms.
public func largestDifference(_ actual: CATransform3D, _ expected: CATransform3D) -> Double {
    let (a0, a1, a2, a3) = actual.rows
    let (b0, b1, b2, b3) = expected.rows
    var largest = 0.0
    for (a, b) in [(a0, b0), (a1, b1), (a2, b2), (a3, b3)] {
        for index in 0..<4 { largest = Swift.max(largest, Swift.abs(a[index] - b[index])) }
    }
    return largest
}
