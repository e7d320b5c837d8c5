import Foundation

/// How a path is stroked: the line's width, the shape of its ends and corners, and its dashes
/// (what `CAShapeLayer` and `UIBezierPath` keep as separate properties).
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in points; 0 or less (or not finite) strokes nothing.
    public var lineWidth: Double
    /// The shape of the line's open ends.
    public var lineCap: CGLineCap
    /// The shape of its corners.
    public var lineJoin: CGLineJoin
    /// How far a mitred corner may reach, as a multiple of the line's width, before it is
    /// bevelled instead.
    public var miterLimit: Double
    /// The lengths of the dashes and gaps, alternately, in points; empty draws a solid line.
    /// Negative or non-finite lengths, or all of them 0, draw a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: Double

    /// A style; by default a solid line with butt caps and mitre joins (limit 10), as Core
    /// Graphics strokes.
    public init(lineWidth: Double = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The dashes to draw: nil for a solid line (none, or any that cannot be drawn).
    public var drawnDashes: [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) else { return nil }
        return dash
    }
}

/// The shape of a stroked line's open ends (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square, ending at the end point.
    case butt
    /// A half circle around the end point.
    case round
    /// Square, half the line's width past the end point.
    case square
}

/// The shape of a stroked line's corners (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Sharp, bevelled past the mitre limit.
    case miter
    /// Rounded.
    case round
    /// Cut off square.
    case bevel
}

/// How a fill decides which points are inside a path that crosses itself (Core Graphics'
/// `CGPathFillRule`).
public enum CGPathFillRule: Int, Hashable, Sendable {
    /// Inside where the path winds round a point a non-zero number of times.
    case winding
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd
}
