import Foundation

extension Path {
    /// The part of the path between two fractions of its length (Core Animation's
    /// `strokeStart` and `strokeEnd`): 0 is the start of the first subpath, 1 the end of the
    /// last, every subpath counted in turn with its closing line. Fractions are clamped into
    /// 0…1 (NaN as 0); an end before the start gives an empty path. A closed subpath kept whole
    /// stays closed; a cut one is open at the cut. Curves are cut exactly (de Casteljau), at the
    /// parameter their length reaches, which is measured along 32 chords per curve.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let start = start.isNaN ? 0 : Swift.min(1, Swift.max(0, start))
        let end = end.isNaN ? 0 : Swift.min(1, Swift.max(0, end))
        if start <= 0, end >= 1 { return self }
        let pieces = Self.pieces(of: elements)
        let total = pieces.reduce(0) { $0 + $1.length }
        var result = Path()
        guard end > start, total > 0 else { return result }
        let from = start * total, to = end * total
        var travelled = 0.0
        var drawing = false  // whether the last piece added ends where the next one starts
        var subpath = -1
        var subpathWhole = true
        for piece in pieces {
            if piece.subpath != subpath {
                if drawing, subpathWhole { result.close() }
                subpath = piece.subpath
                drawing = false
                subpathWhole = piece.subpathCloses && piece.subpathStart >= from - 1e-9 && piece.subpathEnd <= to + 1e-9
            }
            defer { travelled += piece.length }
            let lower = Swift.max(from, travelled), upper = Swift.min(to, travelled + piece.length)
            guard upper > lower || (piece.length == 0 && lower == travelled && travelled >= from && travelled <= to) else {
                drawing = false
                continue
            }
            let part = piece.segment.part(from: piece.parameter(at: lower - travelled), to: piece.parameter(at: upper - travelled))
            if !drawing { result.move(to: part.start) }
            if !(piece.isClosingLine && subpathWhole) { part.append(to: &result) }
            drawing = true
        }
        if drawing, subpathWhole { result.close() }
        return result
    }

    /// The total length of the path's subpaths (closing lines included), curves measured along
    /// 32 chords each.
    public var length: Double {
        Self.pieces(of: elements).reduce(0) { $0 + $1.length }
    }

    /// A straight or cubic segment.
    enum Segment {
        case line(CGPoint, CGPoint)
        case curve(CGPoint, CGPoint, CGPoint, CGPoint)

        var start: CGPoint {
            switch self {
            case .line(let a, _), .curve(let a, _, _, _): a
            }
        }

        /// The point at parameter `t`.
        func point(at t: Double) -> CGPoint {
            switch self {
            case .line(let a, let b):
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            case .curve(let a, let b, let c, let d):
                let u = 1 - t
                let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                return CGPoint(x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x, y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y)
            }
        }

        /// The direction of travel at parameter `t`, as an angle from the x axis (y down), or
        /// nil where the segment has none (a point).
        func angle(at t: Double) -> Double? {
            let direction: CGPoint
            switch self {
            case .line(let a, let b):
                direction = CGPoint(x: b.x - a.x, y: b.y - a.y)
            case .curve(let a, let b, let c, let d):
                let u = 1 - t
                let (w0, w1, w2) = (3 * u * u, 6 * u * t, 3 * t * t)
                var tangent = CGPoint(x: w0 * (b.x - a.x) + w1 * (c.x - b.x) + w2 * (d.x - c.x),
                                      y: w0 * (b.y - a.y) + w1 * (c.y - b.y) + w2 * (d.y - c.y))
                if Swift.abs(tangent.x) + Swift.abs(tangent.y) < 1e-12 {
                    // A control point on an end: the chord's direction.
                    tangent = CGPoint(x: d.x - a.x, y: d.y - a.y)
                }
                direction = tangent
            }
            guard Swift.abs(direction.x) + Swift.abs(direction.y) > 1e-12 else { return nil }
            return atan2(direction.y, direction.x)
        }

        /// The segment between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1).
        func part(from t0: Double, to t1: Double) -> Segment {
            switch self {
            case .line:
                return .line(point(at: t0), point(at: t1))
            case .curve(let a, let b, let c, let d):
                // Cut at t1, then the first part at t0 / t1.
                let head = Self.split(a, b, c, d, at: t1).head
                guard t1 > 1e-12 else { return .curve(a, a, a, a) }
                return Self.split(head.0, head.1, head.2, head.3, at: t0 / t1).tail
            }
        }

        /// Adds the segment (from the current point) to a path.
        func append(to path: inout Path) {
            switch self {
            case .line(_, let b): path.addLine(to: b)
            case .curve(_, let b, let c, let d): path.addCurve(to: d, control1: b, control2: c)
            }
        }

        /// A cubic cut at `t` into its two parts (de Casteljau).
        private static func split(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, at t: Double)
            -> (head: (CGPoint, CGPoint, CGPoint, CGPoint), tail: Segment)
        {
            func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
            let ab = mix(a, b), bc = mix(b, c), cd = mix(c, d)
            let abc = mix(ab, bc), bcd = mix(bc, cd)
            let middle = mix(abc, bcd)
            return ((a, ab, abc, middle), .curve(middle, bcd, cd, d))
        }
    }

    /// A segment with its length, its place among the subpaths, and a table from length to
    /// parameter.
    struct Piece {
        let segment: Segment
        let subpath: Int
        let isClosingLine: Bool
        /// The lengths along the segment at parameters 0, 1/n, …, 1.
        let table: [Double]
        /// Where the subpath starts and ends, as lengths along the whole path.
        var subpathStart = 0.0
        var subpathEnd = 0.0
        /// Whether the subpath ends with a closing line.
        var subpathCloses = false

        var length: Double { table.last ?? 0 }

        /// The parameter at which the segment's length reaches `distance`.
        func parameter(at distance: Double) -> Double {
            guard length > 0 else { return 0 }
            let steps = table.count - 1
            var index = 1
            while index < steps, table[index] < distance { index += 1 }
            let below = table[index - 1], above = table[index]
            let within = above > below ? (distance - below) / (above - below) : 0
            return Swift.min(1, Swift.max(0, (Double(index - 1) + within) / Double(steps)))
        }
    }

    /// The path's segments in order, measured (a close is a line back to its subpath's start).
    static func pieces(of elements: [Element]) -> [Piece] {
        var pieces: [Piece] = []
        var subpath = -1
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func measure(_ segment: Segment) -> [Double] {
            let steps = if case .curve = segment { 32 } else { 1 }
            var table = [0.0]
            var previous = segment.start
            for step in 1...steps {
                let point = segment.point(at: Double(step) / Double(steps))
                table.append(table[table.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
                previous = point
            }
            return table
        }
        func add(_ segment: Segment, closing: Bool = false) {
            if subpath < 0 { subpath = 0 }
            pieces.append(Piece(segment: segment, subpath: subpath, isClosingLine: closing, table: measure(segment)))
        }
        for element in elements {
            switch element {
            case .move(let point):
                subpath += 1
                current = point
                subpathStart = point
            case .line(let point):
                add(.line(current, point))
                current = point
            case .curve(let point, let control1, let control2):
                add(.curve(current, control1, control2, point))
                current = point
            case .close:
                add(.line(current, subpathStart), closing: true)
                current = subpathStart
            }
        }
        // Each subpath's extent along the whole path.
        var travelled = 0.0
        var index = 0
        while index < pieces.count {
            let subpath = pieces[index].subpath
            var last = index
            var length = 0.0
            while last < pieces.count, pieces[last].subpath == subpath {
                length += pieces[last].length
                last += 1
            }
            let closes = pieces[last - 1].isClosingLine
            for at in index..<last {
                pieces[at].subpathStart = travelled
                pieces[at].subpathEnd = travelled + length
                pieces[at].subpathCloses = closes
            }
            travelled += length
            index = last
        }
        return pieces
    }
}
