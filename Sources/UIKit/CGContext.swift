import Foundation
import Motion

/// A Core Graphics drawing context (`CGContext`): what `UIGraphicsGetCurrentContext()` returns
/// inside a view's ``UIView/draw(_:)``.
///
/// It keeps Core Graphics' graphics state (fill and stroke colours, the line's width, caps,
/// joins and dashes, a global alpha, the current transform and the clip) with
/// ``saveGState()`` and ``restoreGState()``, builds a current path in it, and paints:
/// fills, strokes, linear gradients, images and text. As in Core Graphics, the points of the
/// current path are placed by the transform in force when they are added, and a stroke's
/// width and dashes are measured in the transform in force when it is stroked.
///
/// Today's context records what is drawn, in the view's coordinates, and the view replays it
/// whenever its content bitmap is redrawn (a new screen scale, a zoom), so `draw(_:)` runs only
/// when UIKit would run it. Its ``ctm`` maps to points, not pixels: there is no screen scale in
/// it. Shadows, blend modes, radial gradients and `CGImage`s are drawn too; where they differ
/// from Core Graphics is listed in `docs/porting.md`.
@MainActor @preconcurrency
public final class CGContext {
    /// What ``saveGState()`` saves.
    struct GraphicsState {
        /// The colour fills paint with.
        var fillColor = UIColor.black
        /// The colour strokes paint with.
        var strokeColor = UIColor.black
        /// The line's width, caps, joins, mitre limit and dashes.
        var stroke = StrokeStyle()
        /// The alpha every painting operation is drawn at, 0…1.
        var alpha = 1.0
        /// The current transform: user coordinates to the drawing's.
        var transform = CGAffineTransform.identity
        /// How painting combines with what is below.
        var blendMode = CGBlendMode.normal
        /// The shadow painting casts, in the drawing's coordinates; nil for none.
        var shadow: DrawingShadow?
    }

    /// The graphics state now.
    var state = GraphicsState()
    /// The states ``saveGState()`` saved, the last on top.
    private var savedStates: [GraphicsState] = []
    /// The current path, in the drawing's coordinates (placed by the transform when each point
    /// was added).
    var currentPath = Path()
    /// Where the current subpath started and its current point, in the drawing's coordinates.
    var subpathStart: CGPoint?
    /// The current point of the path, in the drawing's coordinates; nil with no current point.
    var currentDrawingPoint: CGPoint?
    /// The area drawn into, in the drawing's coordinates (the view's bounds size).
    let area: CGRect
    /// What has been drawn so far.
    private(set) var operations: [RecordedDrawing.Operation] = []

    /// The renderer whose image this context draws, for ``makeImage()``; nil for a view's.
    let imageRenderer: UIGraphicsImageRenderer?

    /// A context drawing into an area of `size`, its user coordinates placed by `transform`
    /// (a view's bounds origin, moved to the top left), for an image `imageRenderer` makes
    /// (nil: a view's drawing).
    init(size: CGSize, transform: CGAffineTransform = .identity, imageRenderer: UIGraphicsImageRenderer? = nil) {
        area = CGRect(origin: .zero, size: size)
        state.transform = transform
        self.imageRenderer = imageRenderer
    }

    /// Appends an operation to the drawing.
    func record(_ operation: RecordedDrawing.Operation) {
        operations.append(operation)
    }

    /// The drawing made, with a restore for every save left open.
    func finishedOperations() -> [RecordedDrawing.Operation] {
        operations + Array(repeating: .restore, count: savedStates.count)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (colours, line, alpha, transform, clip, blend mode
    /// and shadow).
    public func saveGState() {
        savedStates.append(state)
        record(.save)
    }

    /// Pops the graphics state last saved; with none saved, does nothing (Core Graphics logs
    /// an error).
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        record(.restore)
    }

    /// The colour fills paint with.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = UIColor(cgColor: color)
    }

    /// The colour fills paint with, from its components (each 0…1).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = UIColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// The colour strokes paint with.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = UIColor(cgColor: color)
    }

    /// The colour strokes paint with, from its components (each 0…1).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = UIColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// The line's width, in user coordinates when it is stroked (default 1).
    public func setLineWidth(_ width: CGFloat) {
        state.stroke.lineWidth = Double(width)
    }

    /// The shape of a line's open ends (default `.butt`).
    public func setLineCap(_ cap: CGLineCap) {
        state.stroke.lineCap = cap
    }

    /// The shape of a line's corners (default `.miter`).
    public func setLineJoin(_ join: CGLineJoin) {
        state.stroke.lineJoin = join
    }

    /// How far a mitred corner may reach, as a multiple of the line's width (default 10).
    public func setMiterLimit(_ limit: CGFloat) {
        state.stroke.miterLimit = Double(limit)
    }

    /// Dashes: alternating lengths of line and gap, starting `phase` into the pattern; an
    /// empty `lengths` draws a solid line.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dash = lengths.map(Double.init)
        state.stroke.dashPhase = Double(phase)
    }

    /// The alpha every later painting operation is drawn at, clamped to 0…1 (NaN is 0).
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isNaN ? 0 : Swift.min(1, Swift.max(0, Double(alpha)))
    }

    // MARK: Transform

    /// The current transform, from user coordinates to the view's (in points: Today's context
    /// has no screen scale in it).
    public var ctm: CGAffineTransform { state.transform }

    /// Moves the origin of user coordinates.
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: Double(x), y: Double(y)))
    }

    /// Scales user coordinates.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: Double(x), y: Double(y)))
    }

    /// Rotates user coordinates by `angle` radians (clockwise on screen, y pointing down).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: Double(angle)))
    }

    /// Applies `transform` before the current one: a point `p` in the new user coordinates is
    /// `p.applying(transform)` in the old ones. A transform with a NaN or infinity is ignored.
    public func concatenate(_ transform: CGAffineTransform) {
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite) else { return }
        state.transform = transform.concatenating(state.transform)
    }

    /// A colour at the context's alpha.
    func painted(_ color: UIColor) -> UIColor {
        state.alpha < 1 ? color.withAlphaComponent(color.alpha * state.alpha) : color
    }
}
