import Foundation

/// An immutable path (Core Graphics' `CGPath`), for ``CALayer/shadowPath`` and for
/// ``UIBezierPath/cgPath``.
///
/// It holds its outline as a ``Path``. A path made from a rectangle, a rounded rectangle or an
/// ellipse also remembers that shape, which is how the renderer draws its shadow exactly; the
/// shadow of any other path is drawn for its ``boundingBox`` (see `docs/porting.md`).
public final class CGPath: Hashable, @unchecked Sendable {
    /// A simple shape a path was made from, which the renderer can shadow exactly.
    public enum Shape: Hashable, Sendable {
        /// A rectangle with all four corners rounded by the same radius (0 for square).
        case roundedRect(CGRect, cornerRadius: CGFloat)
        /// An ellipse inscribed in the rectangle.
        case ellipse(CGRect)
    }

    /// The outline.
    public let path: Path
    /// The simple shape the path was made from, or nil for a path built element by element.
    public let shape: Shape?

    /// A path with an outline and, when it is one, its simple shape.
    init(path: Path, shape: Shape?) {
        self.path = path
        self.shape = shape
    }

    /// A rectangle (transformed by `transform` when given).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(roundedRect: rect, cornerWidth: 0, cornerHeight: 0, transform: transform)
    }

    /// A rounded rectangle with circular corners (Core Graphics draws elliptical corners when
    /// the width and height differ; Today uses their mean).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let radius = Swift.max(0, (cornerWidth + cornerHeight) / 2)
        let outline = Path(roundedRect: rect, cornerRadius: Double(radius), curve: .circular)
        if let transform = transform?.pointee {
            self.init(path: outline.applying(transform), shape: transform.isIdentity ? .roundedRect(rect, cornerRadius: radius) : nil)
        } else {
            self.init(path: outline, shape: .roundedRect(rect, cornerRadius: radius))
        }
    }

    /// An ellipse inscribed in the rectangle.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let outline = Path(ellipseIn: rect)
        if let transform = transform?.pointee {
            self.init(path: outline.applying(transform), shape: transform.isIdentity ? .ellipse(rect) : nil)
        } else {
            self.init(path: outline, shape: .ellipse(rect))
        }
    }

    /// The smallest rectangle holding every point of the path, control points included
    /// (`.null` for an empty path).
    public var boundingBox: CGRect {
        var box = CGRect.null
        for element in path.elements {
            switch element {
            case .move(let point), .line(let point):
                box = box.union(CGRect(origin: point, size: .zero))
            case .curve(let point, let control1, let control2):
                for p in [point, control1, control2] { box = box.union(CGRect(origin: p, size: .zero)) }
            case .close:
                break
            }
        }
        return box
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Paths are equal when their outlines are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

    /// Hashes the outline.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}
