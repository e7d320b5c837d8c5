import Foundation
import Motion

/// How text lines align (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Hashable, Sendable {
    /// Left edges aligned (and, for right-to-left text, the renderer mirrors `natural`).
    case left
    /// Centred.
    case center
    /// Right edges aligned.
    case right
    /// Left for left-to-right text, right for right-to-left.
    case natural
}

/// What happens to text that does not fit (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Hashable, Sendable {
    /// Wrap at word boundaries; the last line is cut.
    case byWordWrapping
    /// Wrap at characters.
    case byCharWrapping
    /// Cut without an ellipsis.
    case byClipping
    /// An ellipsis at the start of the last line.
    case byTruncatingHead
    /// An ellipsis at the end of the last line.
    case byTruncatingTail
    /// An ellipsis in the middle of the last line.
    case byTruncatingMiddle
}

/// A paragraph of text and how to set it.
public struct TextStyle: Hashable, Sendable {
    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// The alignment.
    public var alignment: NSTextAlignment
    /// The maximum number of lines; 0 means no limit.
    public var numberOfLines: Int
    /// Wrapping and truncation.
    public var lineBreakMode: NSLineBreakMode
    /// A multiple of the font's natural line height (1 is natural).
    public var lineHeightMultiple: Double

    /// A style.
    public init(
        font: UIFont = .body, color: UIColor = .black, alignment: NSTextAlignment = .natural,
        numberOfLines: Int = 1, lineBreakMode: NSLineBreakMode = .byTruncatingTail, lineHeightMultiple: Double = 1
    ) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = Swift.max(0, numberOfLines)
        self.lineBreakMode = lineBreakMode
        self.lineHeightMultiple = lineHeightMultiple > 0 && lineHeightMultiple.isFinite ? lineHeightMultiple : 1
    }
}

/// A gradient's colours and where they sit (0 ... 1 along the axis).
public struct Gradient: Hashable, Sendable {
    /// The colour stops, at increasing locations in 0...1.
    public var stops: [(color: UIColor, location: Double)] {
        get { zip(colors, locations).map { ($0, $1) } }
        set {
            colors = newValue.map(\.color)
            locations = newValue.map(\.location)
        }
    }
    /// The colours.
    public private(set) var colors: [UIColor]
    /// Their locations (evenly spaced when not given).
    public private(set) var locations: [Double]

    /// A gradient; locations default to evenly spaced and are clamped to 0...1 and sorted.
    public init(colors: [UIColor], locations: [Double]? = nil) {
        self.colors = colors
        if let locations, locations.count == colors.count {
            self.locations = locations.map { $0.isNaN ? 0 : Swift.min(1, Swift.max(0, $0)) }.sorted()
        } else {
            let last = Swift.max(1, colors.count - 1)
            self.locations = colors.indices.map { Double($0) / Double(last) }
        }
    }
}

/// The drawing operations a view's ``UIView/draw(in:)`` can use, in the view's bounds coordinates
/// (points, origin at the top left of the bounds size). The renderer implements it (Cairo and
/// Pango), at the screen's scale.
@MainActor @preconcurrency
public protocol GraphicsContext: AnyObject {
    /// Fills a path, deciding what is inside by `rule`.
    func fill(_ path: Path, with color: UIColor, rule: CGPathFillRule)
    /// Strokes a path with a line's width, caps, joins and dashes.
    func stroke(_ path: Path, with color: UIColor, style: StrokeStyle)
    /// Fills a path with a linear gradient from `start` to `end`.
    func fill(_ path: Path, with gradient: Gradient, from start: CGPoint, to end: CGPoint)
    /// Fills a path with a radial gradient through `circles`; past either circle it paints
    /// the end colour when `extends`, and nothing when not.
    func fill(_ path: Path, with gradient: Gradient, circles: GradientCircles, extends: Bool)
    /// Draws an image scaled into a rectangle, smoothly (bilinear or better), at `alpha`
    /// (0…1) of its opacity.
    func draw(_ image: UIImage, in rect: CGRect, alpha: Double)
    /// Draws text inside a rectangle, vertically centred as `UILabel` does, or from its top
    /// as a text layer does (`fromTop`).
    func draw(_ text: String, style: TextStyle, in rect: CGRect, fromTop: Bool)
    /// How later painting combines with what is below (Core Graphics' blend mode; default
    /// `.normal`). ``saveState()`` and ``restoreState()`` keep and restore it.
    func setBlendMode(_ mode: CGBlendMode)
    /// The shadow later painting casts (nil: none, the default), its offset and blur measured
    /// in the coordinates in force now. ``saveState()`` and ``restoreState()`` keep and
    /// restore it.
    func setShadow(_ shadow: DrawingShadow?)
    /// Saves the clip, the transform, the blend mode and the shadow.
    func saveState()
    /// Restores the last saved clip, transform, blend mode and shadow.
    func restoreState()
    /// Intersects the clip with a path, deciding what is inside by `rule`.
    func clip(to path: Path, rule: CGPathFillRule)
    /// Changes the coordinates what follows is drawn in: a point `p` of the new coordinates
    /// is `p.applying(transform)` in the old ones (Core Graphics' `concatenate(_:)`).
    /// ``saveState()`` and ``restoreState()`` keep and restore it with the clip.
    func concatenate(_ transform: CGAffineTransform)
}

extension GraphicsContext {
    /// Fills a path (the non-zero winding rule).
    public func fill(_ path: Path, with color: UIColor) {
        fill(path, with: color, rule: .winding)
    }

    /// Draws text inside a rectangle, vertically centred as `UILabel` does.
    public func draw(_ text: String, style: TextStyle, in rect: CGRect) {
        draw(text, style: style, in: rect, fromTop: false)
    }

    /// Draws an image scaled into a rectangle, smoothly (bilinear or better).
    public func draw(_ image: UIImage, in rect: CGRect) {
        draw(image, in: rect, alpha: 1)
    }

    /// Intersects the clip with a path (the non-zero winding rule).
    public func clip(to path: Path) {
        clip(to: path, rule: .winding)
    }

    /// Strokes a path with a line `lineWidth` wide (butt caps, mitre joins, no dashes).
    public func stroke(_ path: Path, with color: UIColor, lineWidth: Double) {
        stroke(path, with: color, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// Measures text; the renderer provides one (Pango) and a ``UIWindow`` hands it to its labels.
/// A measurer may keep what it measured (the renderer's does), so that the same text in the
/// same style and width is measured once.
@MainActor @preconcurrency
public protocol TextMeasuring: AnyObject {
    /// The size text takes when set in `style` within `width` points (nil: unlimited).
    func size(of text: String, style: TextStyle, width: Double?) -> CGSize
    /// Where the first and last baselines of the text fall, from the top of its block.
    func baselines(of text: String, style: TextStyle, width: Double?) -> TextBaselines
    /// The font's vertical metrics.
    func metrics(of font: UIFont) -> FontMetrics
}

extension TextMeasuring {
    /// An estimate from the size (for measurers that know no font metrics).
    public func baselines(of text: String, style: TextStyle, width: Double?) -> TextBaselines {
        TextBaselines(estimatedFor: style, height: size(of: text, style: style, width: width).height)
    }

    /// An estimate from the font's size (for measurers that know no font metrics).
    public func metrics(of font: UIFont) -> FontMetrics {
        FontMetrics(estimatedForSize: font.size)
    }
}

/// The baselines of a block of text, from its top, and the block's height.
public struct TextBaselines: Equatable, Sendable {
    /// The first line's baseline.
    public var first: Double
    /// The last line's baseline.
    public var last: Double
    /// The block's height.
    public var height: Double

    /// Baselines as measured.
    public init(first: Double, last: Double, height: Double) {
        self.first = first
        self.last = last
        self.height = height
    }

    /// An estimate for a block of a given height: each line's baseline 80 % down its line.
    public init(estimatedFor style: TextStyle, height: Double) {
        let line = style.font.size * 1.2 * style.lineHeightMultiple
        self.init(first: Swift.min(height, line * 0.8), last: Swift.max(0, height - line * 0.2), height: height)
    }
}
