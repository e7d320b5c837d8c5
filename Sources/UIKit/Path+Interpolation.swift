import Foundation
import Motion

extension Path {
    /// The path a fraction `amount` of the way to `other`, point by point, or nil when the two
    /// are not made of the same elements in the same order (Core Animation's `path`
    /// animation: paths of different structure do not blend).
    public func interpolated(to other: Path, amount: Double) -> Path? {
        guard let pairs = pairedPoints(with: other) else { return nil }
        var points = pairs.map { $0.0.interpolated(to: $0.1, amount: amount) }.makeIterator()
        var result = Path()
        for element in elements {
            switch element {
            case .move: result.move(to: points.next() ?? .zero)
            case .line: result.addLine(to: points.next() ?? .zero)
            case .curve:
                let control1 = points.next() ?? .zero, control2 = points.next() ?? .zero
                result.addCurve(to: points.next() ?? .zero, control1: control1, control2: control2)
            case .close: result.close()
            }
        }
        return result
    }

    /// How far the points of two paths of the same structure are from each other (the root of
    /// the sum of their squared distances), or nil when the structures differ.
    public func pointDistance(to other: Path) -> Double? {
        pairedPoints(with: other).map { pairs in
            pairs.reduce(0) { sum, pair in
                let (dx, dy) = (pair.1.x - pair.0.x, pair.1.y - pair.0.y)
                return sum + dx * dx + dy * dy
            }.squareRoot()
        }
    }

    /// Every point of this path beside the matching one of `other` (control points before end
    /// points), or nil when their elements differ.
    private func pairedPoints(with other: Path) -> [(CGPoint, CGPoint)]? {
        guard elements.count == other.elements.count else { return nil }
        var pairs: [(CGPoint, CGPoint)] = []
        for (mine, theirs) in zip(elements, other.elements) {
            switch (mine, theirs) {
            case (.move(let a), .move(let b)), (.line(let a), .line(let b)): pairs.append((a, b))
            case (.curve(let a, let a1, let a2), .curve(let b, let b1, let b2)): pairs += [(a1, b1), (a2, b2), (a, b)]
            case (.close, .close): break
            default: return nil
            }
        }
        return pairs
    }
}
