import Motion

/// A shape to fill, stroke or clip to: straight and cubic segments (UIKit's `UIBezierPath`).
public struct Path: Hashable, Sendable {
    /// One drawing instruction.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath.
        case move(to: Point)
        /// A straight line.
        case line(to: Point)
        /// A cubic Bézier curve.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the subpath.
        case close
    }

    /// The instructions in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(rect: Rect) {
        addRect(rect)
    }

    /// A rounded rectangle (see ``addRoundedRect(_:cornerRadius:curve:)``).
    public init(roundedRect rect: Rect, cornerRadius: Double, curve: CornerCurve = .continuous) {
        addRoundedRect(rect, cornerRadius: cornerRadius, curve: curve)
    }

    /// An ellipse inscribed in the rectangle.
    public init(ellipseIn rect: Rect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a subpath.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }
    /// Adds a line.
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }
    /// Adds a cubic curve.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the subpath.
    public mutating func close() { elements.append(.close) }

    /// Adds a rectangle (skipped when empty or not finite).
    public mutating func addRect(_ rect: Rect) {
        guard rect.isFinite, !rect.isEmpty else { return }
        let r = rect.standardized
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        close()
    }

    /// Adds an ellipse inscribed in the rectangle, as four cubic quarter arcs.
    public mutating func addEllipse(in rect: Rect) {
        guard rect.isFinite, !rect.isEmpty else { return }
        let r = rect.standardized
        let k = 0.5522847498  // 4/3·(√2 − 1): a quarter circle as one cubic
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// Adds a rectangle with rounded corners. The radius is clamped to half the shorter side.
    ///
    /// Circular corners are quarter circles. Continuous corners imitate iOS's: each corner's
    /// curve begins 1.28 radii from the corner (instead of 1) and its control points sit closer
    /// to the corner (0.36 of that length from it, instead of 0.45 for a circle), so the
    /// curvature ramps up instead of jumping; near the clamp they blend into circular corners.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double, curve: CornerCurve = .continuous) {
        guard rect.isFinite, !rect.isEmpty else { return }
        let r = rect.standardized
        let half = Swift.min(r.width, r.height) / 2
        let radius = Swift.min(Swift.max(0, cornerRadius.isFinite ? cornerRadius : 0), half)
        guard radius > 0 else {
            addRect(r)
            return
        }
        var extent = radius
        var pull = 0.4477152502  // 1 − 0.5523: a circular quarter
        if curve == .continuous {
            extent = Swift.min(radius * 1.28, half)
            // Blend toward circular as the extent is clamped by the side length.
            let room = (extent - radius) / (radius * 0.28)
            pull = 0.4477152502 + (0.36 - 0.4477152502) * Swift.max(0, Swift.min(1, room))
        }
        let (minX, minY, maxX, maxY) = (r.minX, r.minY, r.maxX, r.maxY)
        move(to: Point(x: minX + extent, y: minY))
        addLine(to: Point(x: maxX - extent, y: minY))
        addCurve(to: Point(x: maxX, y: minY + extent),
                 control1: Point(x: maxX - extent * pull, y: minY), control2: Point(x: maxX, y: minY + extent * pull))
        addLine(to: Point(x: maxX, y: maxY - extent))
        addCurve(to: Point(x: maxX - extent, y: maxY),
                 control1: Point(x: maxX, y: maxY - extent * pull), control2: Point(x: maxX - extent * pull, y: maxY))
        addLine(to: Point(x: minX + extent, y: maxY))
        addCurve(to: Point(x: minX, y: maxY - extent),
                 control1: Point(x: minX + extent * pull, y: maxY), control2: Point(x: minX, y: maxY - extent * pull))
        addLine(to: Point(x: minX, y: minY + extent))
        addCurve(to: Point(x: minX + extent, y: minY),
                 control1: Point(x: minX, y: minY + extent * pull), control2: Point(x: minX + extent * pull, y: minY))
        close()
    }
}

extension Path {
    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        for element in elements {
            switch element {
            case .move(let point): result.move(to: point.applying(transform))
            case .line(let point): result.addLine(to: point.applying(transform))
            case .curve(let point, let control1, let control2):
                result.addCurve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
            case .close: result.close()
            }
        }
        return result
    }
}
