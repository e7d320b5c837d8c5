/// A rectangle: an origin and a size, in points (UIKit's `CGRect`).
///
/// As in Core Graphics, a rectangle with a negative width or height is valid and means the same
/// area as its ``standardized`` form; the `min`/`max` accessors and the set operations work on the
/// standardized form. ``null`` is the empty result of intersecting rectangles that do not meet.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner with the smallest coordinates (for a standardized rectangle).
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// A rectangle with the given origin and size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle with the given coordinates and dimensions.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle: what ``intersection(_:)`` returns for rectangles that do not meet.
    /// Its origin is at infinity, as `CGRect.null`'s is.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is the null rectangle.
    @inlinable
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// Whether the rectangle is null or has no area.
    @inlinable
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// Whether every coordinate is finite.
    @inlinable
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The same area with a non-negative width and height.
    @inlinable
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: Swift.abs(size.width), height: Swift.abs(size.height))
    }

    /// The width (of the standardized rectangle).
    @inlinable
    public var width: Double { Swift.abs(size.width) }

    /// The height (of the standardized rectangle).
    @inlinable
    public var height: Double { Swift.abs(size.height) }

    /// The smallest x coordinate.
    @inlinable
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }

    /// The x coordinate of the centre.
    @inlinable
    public var midX: Double { origin.x + size.width / 2 }

    /// The largest x coordinate.
    @inlinable
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }

    /// The smallest y coordinate.
    @inlinable
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }

    /// The y coordinate of the centre.
    @inlinable
    public var midY: Double { origin.y + size.height / 2 }

    /// The largest y coordinate.
    @inlinable
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }

    /// The centre point.
    @inlinable
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle moved by the given amounts.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values grow it). A rectangle shrunk past nothing is ``null``, as in Core Graphics.
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let standard = standardized
        let width = standard.size.width - 2 * dx
        let height = standard.size.height - 2 * dy
        if width < 0 || height < 0 { return .null }
        return Rect(x: standard.origin.x + dx, y: standard.origin.y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by edge insets (UIKit's `inset(by:)`); the size is clamped at zero.
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect {
        let standard = standardized
        return Rect(
            x: standard.origin.x + insets.left,
            y: standard.origin.y + insets.top,
            width: Swift.max(0, standard.size.width - insets.horizontal),
            height: Swift.max(0, standard.size.height - insets.vertical)
        )
    }

    /// Whether a point lies inside the rectangle. The minimum edges are inside; the maximum edges
    /// are outside, so that adjacent rectangles never both contain a point.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether another rectangle lies entirely inside this one.
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles share any area.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The overlap of two rectangles, or ``null`` when they do not meet.
    @inlinable
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let left = Swift.max(minX, other.minX)
        let right = Swift.min(maxX, other.maxX)
        let top = Swift.max(minY, other.minY)
        let bottom = Swift.min(maxY, other.maxY)
        if left > right || top > bottom { return .null }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle containing both (the null rectangle is ignored).
    @inlinable
    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let left = Swift.min(minX, other.minX)
        let top = Swift.min(minY, other.minY)
        return Rect(
            x: left, y: top,
            width: Swift.max(maxX, other.maxX) - left,
            height: Swift.max(maxY, other.maxY) - top)
    }

    /// The smallest rectangle with integer coordinates that contains this one.
    @inlinable
    public var integral: Rect {
        if isNull { return self }
        let left = minX.rounded(.down)
        let top = minY.rounded(.down)
        return Rect(x: left, y: top, width: maxX.rounded(.up) - left, height: maxY.rounded(.up) - top)
    }

    /// The bounding box of the rectangle's four corners transformed by an affine transform.
    @inlinable
    public func applying(_ transform: CGAffineTransform) -> Rect {
        if isNull { return self }
        let corners = [
            Point(x: minX, y: minY).applying(transform),
            Point(x: maxX, y: minY).applying(transform),
            Point(x: minX, y: maxY).applying(transform),
            Point(x: maxX, y: maxY).applying(transform),
        ]
        var left = corners[0].x, right = corners[0].x, top = corners[0].y, bottom = corners[0].y
        for corner in corners.dropFirst() {
            left = Swift.min(left, corner.x)
            right = Swift.max(right, corner.x)
            top = Swift.min(top, corner.y)
            bottom = Swift.max(bottom, corner.y)
        }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// A textual form, `(x, y, width, height)`.
    public var description: String {
        "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
    }
}

extension Rect: VectorArithmetic {
    /// The component-wise sum of origins and sizes.
    @inlinable
    public static func + (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }

    /// The component-wise difference of origins and sizes.
    @inlinable
    public static func - (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
    }

    /// Origin and size multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> Rect {
        Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }

    /// The sum of the squared origin and size components.
    @inlinable
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}

extension Rect: Interpolatable {}
