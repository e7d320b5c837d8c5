import Foundation

/// A path built from lines and curves (UIKit's `UIBezierPath`), used by transition code for
/// ``CALayer/shadowPath`` (`UIBezierPath(roundedRect:cornerRadius:).cgPath`) and for drawing.
@MainActor @preconcurrency
open class UIBezierPath: NSObject {
    /// The outline so far.
    public private(set) var path = Path()
    /// The simple shape the path was created as (kept until an element is added).
    private var shape: CGPath.Shape?

    /// The width of the line ``stroke()`` draws, in points (default 1).
    public var lineWidth: CGFloat = 1
    /// The shape of the ends of the lines ``stroke()`` draws (default `.butt`).
    public var lineCapStyle: CGLineCap = .butt
    /// The shape of the corners of the lines ``stroke()`` draws (default `.miter`).
    public var lineJoinStyle: CGLineJoin = .miter
    /// How far a mitred corner may reach, as a multiple of the line's width (default 10).
    public var miterLimit: CGFloat = 10
    /// Whether ``fill()`` and ``addClip()`` decide what is inside by the even-odd rule rather
    /// than the non-zero winding rule (default false).
    public var usesEvenOddFillRule = false
    /// The dashes ``stroke()`` draws (``setLineDash(_:count:phase:)``): lengths of line and
    /// gap in turn, and how far into them the line starts.
    var lineDash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init(roundedRect: rect, cornerRadius: 0)
    }

    /// A rectangle with every corner rounded by `cornerRadius` (UIKit's corners are continuous).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path = Path(roundedRect: rect, cornerRadius: Double(cornerRadius), curve: .continuous)
        shape = .roundedRect(rect, cornerRadius: Swift.max(0, cornerRadius))
    }

    /// A rectangle with some corners rounded (the width of `cornerRadii` is the radius).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path = Path(roundedRect: rect, cornerRadius: Double(cornerRadii.width), curve: .continuous, corners: corners)
        shape = corners == .allCorners ? .roundedRect(rect, cornerRadius: Swift.max(0, cornerRadii.width)) : nil
    }

    /// An ellipse inscribed in the rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path = Path(ellipseIn: rect)
        shape = .ellipse(rect)
    }

    /// An arc of a circle, as a new subpath (see ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``):
    /// a progress ring is `UIBezierPath(arcCenter: center, radius: r, startAngle: -.pi / 2,
    /// endAngle: 1.5 * .pi, clockwise: true)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the outline of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
        shape = cgPath.shape
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        path.move(to: point)
        shape = nil
    }

    /// Adds a straight line to `point`.
    public func addLine(to point: CGPoint) {
        path.addLine(to: point)
        shape = nil
    }

    /// Adds a cubic Bézier curve to `point`.
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
        shape = nil
    }

    /// Adds a quadratic Bézier curve to `point` (as the equivalent cubic).
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(from: currentPoint, to: point, control: controlPoint)
        shape = nil
    }

    /// Adds an arc of a circle: angles in radians from the positive x axis, `clockwise` as
    /// seen on screen; a line joins the current point to the arc's start. A sweep of 2π or
    /// more is the whole circle.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                    clockwise: clockwise)
        shape = nil
    }

    /// Closes the current subpath.
    public func close() {
        path.close()
    }

    /// Appends another path's elements.
    public func append(_ other: UIBezierPath) {
        for element in other.path.elements {
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .curve(let point, let control1, let control2): path.addCurve(to: point, control1: control1, control2: control2)
            case .close: path.close()
            }
        }
        shape = nil
    }

    /// Transforms every point.
    public func apply(_ transform: CGAffineTransform) {
        path = path.applying(transform)
        if !transform.isIdentity { shape = nil }
    }

    /// The end point of the last element (`.zero` for an empty path).
    public var currentPoint: CGPoint {
        switch path.elements.last {
        case .move(let point), .line(let point), .curve(let point, _, _): return point
        case .close, nil: return .zero
        }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The bounding box of the path (control points included).
    public var bounds: CGRect { cgPath.boundingBox }

    /// The path as an immutable Core Graphics path.
    public var cgPath: CGPath { CGPath(path: path, shape: shape) }
}
