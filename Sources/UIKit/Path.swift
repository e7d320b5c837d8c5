import Foundation
import Motion

/// A shape to fill, stroke or clip to: straight and cubic segments (UIKit's `UIBezierPath`).
public struct Path: Hashable, Sendable {
    /// One drawing instruction.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath.
        case move(to: CGPoint)
        /// A straight line.
        case line(to: CGPoint)
        /// A cubic Bézier curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the subpath.
        case close
    }

    /// The instructions in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle (see ``addRoundedRect(_:cornerRadius:curve:corners:)``).
    public init(roundedRect rect: CGRect, cornerRadius: Double, curve: CALayerCornerCurve = .continuous,
                corners: UIRectCorner = .allCorners) {
        addRoundedRect(rect, cornerRadius: cornerRadius, curve: curve, corners: corners)
    }

    /// An ellipse inscribed in the rectangle.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a subpath.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    /// Adds a line.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    /// Adds a cubic curve.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the subpath.
    public mutating func close() { elements.append(.close) }
    /// Adds a quadratic curve from `start` (the current point) to `point`, as the same cubic.
    public mutating func addQuadCurve(from start: CGPoint, to point: CGPoint, control: CGPoint) {
        addCurve(to: point,
                 control1: CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
                 control2: CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y)))
    }

    /// Adds a rectangle (skipped when empty or not finite).
    public mutating func addRect(_ rect: CGRect) {
        guard rect.isFinite, !rect.isEmpty else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// Adds an ellipse inscribed in the rectangle, as four cubic quarter arcs.
    public mutating func addEllipse(in rect: CGRect) {
        guard rect.isFinite, !rect.isEmpty else { return }
        let r = rect.standardized
        let k = 0.5522847498  // 4/3·(√2 − 1): a quarter circle as one cubic
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// Adds a rectangle with rounded corners. The radius is clamped to half the shorter side;
    /// corners not in `corners` stay square (Core Animation's `maskedCorners`).
    ///
    /// Circular corners are quarter circles. Continuous corners imitate iOS's: each corner's
    /// curve begins 1.28 radii from the corner (instead of 1) and its control points sit closer
    /// to the corner (0.36 of that length from it, instead of 0.45 for a circle), so the
    /// curvature ramps up instead of jumping; near the clamp they blend into circular corners.
    public mutating func addRoundedRect(_ rect: CGRect, cornerRadius: Double, curve: CALayerCornerCurve = .continuous,
                                        corners: UIRectCorner = .allCorners) {
        guard rect.isFinite, !rect.isEmpty else { return }
        let r = rect.standardized
        let half = Swift.min(r.width, r.height) / 2
        let radius = Swift.min(Swift.max(0, cornerRadius.isFinite ? cornerRadius : 0), half)
        guard radius > 0, !corners.isEmpty else {
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
        // Each corner's extent: 0 draws it square.
        let topLeft = corners.contains(.topLeft) ? extent : 0
        let topRight = corners.contains(.topRight) ? extent : 0
        let bottomRight = corners.contains(.bottomRight) ? extent : 0
        let bottomLeft = corners.contains(.bottomLeft) ? extent : 0
        move(to: CGPoint(x: minX + topLeft, y: minY))
        addLine(to: CGPoint(x: maxX - topRight, y: minY))
        if topRight > 0 {
            addCurve(to: CGPoint(x: maxX, y: minY + topRight),
                     control1: CGPoint(x: maxX - topRight * pull, y: minY), control2: CGPoint(x: maxX, y: minY + topRight * pull))
        }
        addLine(to: CGPoint(x: maxX, y: maxY - bottomRight))
        if bottomRight > 0 {
            addCurve(to: CGPoint(x: maxX - bottomRight, y: maxY),
                     control1: CGPoint(x: maxX, y: maxY - bottomRight * pull), control2: CGPoint(x: maxX - bottomRight * pull, y: maxY))
        }
        addLine(to: CGPoint(x: minX + bottomLeft, y: maxY))
        if bottomLeft > 0 {
            addCurve(to: CGPoint(x: minX, y: maxY - bottomLeft),
                     control1: CGPoint(x: minX + bottomLeft * pull, y: maxY), control2: CGPoint(x: minX, y: maxY - bottomLeft * pull))
        }
        addLine(to: CGPoint(x: minX, y: minY + topLeft))
        if topLeft > 0 {
            addCurve(to: CGPoint(x: minX + topLeft, y: minY),
                     control1: CGPoint(x: minX, y: minY + topLeft * pull), control2: CGPoint(x: minX + topLeft * pull, y: minY))
        }
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
