/// A rectangle of whole pixels in a frame.
public struct PixelRect: Hashable, Sendable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A rectangle of pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// How many pixels it covers.
    public var area: Int { width * height }
    /// Whether it covers none.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// No pixels.
    public static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest rectangle holding both.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = Swift.min(x, other.x), top = Swift.min(y, other.y)
        return PixelRect(x: left, y: top, width: Swift.max(x + width, other.x + other.width) - left,
                         height: Swift.max(y + height, other.y + other.height) - top)
    }

    /// Whether the two share a pixel.
    public func intersects(_ other: PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }

    /// Whether every pixel of `other` is inside this one (an empty one is inside any).
    public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (!isEmpty && other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height)
    }

    /// The pixels both cover (empty when they share none).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = Swift.max(x, other.x), top = Swift.max(y, other.y)
        let right = Swift.min(x + width, other.x + other.width), bottom = Swift.min(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: Swift.max(0, right - left), height: Swift.max(0, bottom - top))
    }

    /// The pixels of this rectangle outside all of `others`, as rectangles that do not overlap
    /// (none when they cover it).
    public func subtracting(_ others: [PixelRect]) -> [PixelRect] {
        var pieces = isEmpty ? [] : [self]
        for other in others where !other.isEmpty {
            pieces = pieces.flatMap { $0.subtracting(other) }
        }
        return pieces
    }

    /// The pixels of this rectangle outside `other`: the rows above and below it whole, and
    /// beside it the parts left and right (at most four rectangles).
    private func subtracting(_ other: PixelRect) -> [PixelRect] {
        let cut = intersection(other)
        guard !cut.isEmpty else { return [self] }
        let bottom = y + height, right = x + width
        let cutBottom = cut.y + cut.height, cutRight = cut.x + cut.width
        let pieces = [
            PixelRect(x: x, y: y, width: width, height: cut.y - y),
            PixelRect(x: x, y: cutBottom, width: width, height: bottom - cutBottom),
            PixelRect(x: x, y: cut.y, width: cut.x - x, height: cut.height),
            PixelRect(x: cutRight, y: cut.y, width: right - cutRight, height: cut.height),
        ]
        return pieces.filter { !$0.isEmpty }
    }

    /// Whether its left or right side passes through `other`: strictly between `other`'s left
    /// and right columns, over a row both cover. (Cairo cuts a path at a clip's left and right
    /// sides, which moves the pixels beside a slanted edge it crosses.)
    func hasSide(through other: PixelRect) -> Bool {
        guard other.y < y + height, y < other.y + other.height else { return false }
        let right = x + width
        return (other.x < x && x < other.x + other.width) || (other.x < right && right < other.x + other.width)
    }

    /// The part inside `width` × `height` pixels.
    public func clamped(width frameWidth: Int, height frameHeight: Int) -> PixelRect {
        let left = Swift.max(0, x), top = Swift.max(0, y)
        let right = Swift.min(frameWidth, x + width), bottom = Swift.min(frameHeight, y + height)
        return PixelRect(x: left, y: top, width: Swift.max(0, right - left), height: Swift.max(0, bottom - top))
    }
}
