import Foundation

/// A layer that draws a path (Core Animation's `CAShapeLayer`): filled with ``fillColor``,
/// then stroked with ``strokeColor`` from ``strokeStart`` to ``strokeEnd`` of its length, in
/// the layer's coordinates, over its background and under its sublayers.
///
/// A progress ring, as tutorials draw one:
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(arcCenter: center, radius: 40, startAngle: -.pi / 2,
///                          endAngle: 1.5 * .pi, clockwise: true).cgPath
/// ring.strokeColor = UIColor.systemBlue.cgColor
/// ring.fillColor = UIColor.clear.cgColor
/// ring.lineWidth = 8
/// ring.lineCap = .round
/// ring.strokeEnd = 0
/// view.layer.addSublayer(ring)
/// let fill = CABasicAnimation(keyPath: "strokeEnd")
/// fill.toValue = 1
/// fill.duration = 1
/// fill.fillMode = .forwards
/// fill.isRemovedOnCompletion = false
/// ring.add(fill, forKey: "progress")
/// ```
///
/// The path is drawn wherever it lies, inside the bounds or not (a shape layer added with no
/// frame draws its path in its superlayer's coordinates), unless `masksToBounds` clips it.
/// Its own properties animate as Core Animation's do: implicitly when changed on a
/// standalone layer on screen, and explicitly (`"strokeEnd"`, `"strokeStart"`, `"lineWidth"`,
/// `"fillColor"`, `"strokeColor"`, `"lineDashPhase"`, `"miterLimit"`, and `"path"` between
/// paths made of the same elements; a path changed to one of other elements shows at once, or,
/// animated explicitly, at the animation's end). The renderer draws the shape into a bitmap of the
/// area it covers, drawn again only when what it shows changes.
@MainActor @preconcurrency
open class CAShapeLayer: CALayer {
    /// The outline to draw (nil: nothing).
    public var path: CGPath? {
        didSet { lookDidChange(keyPath: "path") { $0.path = oldValue?.path } }
    }
    /// The fill colour (opaque black by default; nil or clear fills nothing).
    public var fillColor: CGColor? = UIColor.black.cgColor {
        didSet { lookDidChange(keyPath: "fillColor") { $0.fillColor = oldValue.map(UIColor.init(cgColor:)) } }
    }
    /// How the fill decides what is inside a path that crosses itself (`.nonZero` by default).
    public var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { contentDidChange() }
    }
    /// The stroke colour (nil by default: no stroke).
    public var strokeColor: CGColor? {
        didSet { lookDidChange(keyPath: "strokeColor") { $0.strokeColor = oldValue.map(UIColor.init(cgColor:)) } }
    }
    /// Where the stroke starts along the path, as a fraction of its length (0 by default).
    public var strokeStart: CGFloat = 0 {
        didSet { lookDidChange(keyPath: "strokeStart") { $0.strokeStart = Double(oldValue) } }
    }
    /// Where the stroke ends (1 by default); animating it from 0 draws the line on.
    public var strokeEnd: CGFloat = 1 {
        didSet { lookDidChange(keyPath: "strokeEnd") { $0.strokeEnd = Double(oldValue) } }
    }
    /// The stroke's width in points (1 by default).
    public var lineWidth: CGFloat = 1 {
        didSet { lookDidChange(keyPath: "lineWidth") { $0.stroke.lineWidth = Double(oldValue) } }
    }
    /// How far a mitred corner may reach, in line widths, before it is bevelled (10).
    public var miterLimit: CGFloat = 10 {
        didSet { lookDidChange(keyPath: "miterLimit") { $0.stroke.miterLimit = Double(oldValue) } }
    }
    /// The shape of the stroke's open ends (`.butt` by default).
    public var lineCap: CAShapeLayerLineCap = .butt {
        didSet { contentDidChange() }
    }
    /// The shape of the stroke's corners (`.miter` by default).
    public var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { contentDidChange() }
    }
    /// How far into the dash pattern the stroke starts, in points (0).
    public var lineDashPhase: CGFloat = 0 {
        didSet { lookDidChange(keyPath: "lineDashPhase") { $0.stroke.dashPhase = Double(oldValue) } }
    }
    /// The lengths of dashes and gaps, alternately, in points (nil: a solid line).
    public var lineDashPattern: [NSNumber]? {
        didSet { contentDidChange() }
    }

    /// The view drawing the path, among the layer's view's children once the layer draws.
    private let drawing = ShapeContentView()

    /// A standalone shape layer with no path.
    public required init() {
        super.init()
    }

    /// The shape as set (non-finite numbers read as their defaults).
    var look: ShapeLook {
        func finite(_ value: CGFloat, or fallback: Double) -> Double { value.isFinite ? Double(value) : fallback }
        let stroke = StrokeStyle(lineWidth: finite(lineWidth, or: 1), lineCap: lineCap.lineCap, lineJoin: lineJoin.lineJoin,
                                 miterLimit: finite(miterLimit, or: 10),
                                 dash: lineDashPattern?.map(\.doubleValue) ?? [], dashPhase: finite(lineDashPhase, or: 0))
        return ShapeLook(path: path?.path, fillColor: fillColor.map(UIColor.init(cgColor:)),
                         fillRule: fillRule == .evenOdd ? .evenOdd : .winding,
                         strokeColor: strokeColor.map(UIColor.init(cgColor:)), stroke: stroke,
                         strokeStart: finite(strokeStart, or: 0), strokeEnd: finite(strokeEnd, or: 1))
    }

    /// `look` as it shows now: moved by the running animations of the shape's own key paths.
    func presented(_ look: ShapeLook) -> ShapeLook {
        guard case .shape(let shown) = presentedLook(.shape(look)) else { return look }
        return shown
    }

    override func ownBlend(for anim: CAAnimation, keyPath: String) -> Blend? {
        guard let path = ShapeKeyPath(keyPath) else { return nil }
        return Self.blend(for: anim, path: path, model: look).map { .look(LayerLook.shapeBlend($0)) }
    }

    override func contentDidChange() {
        super.contentDidChange()
        showPresentedLook()
    }

    override func animationsDidAdvance() {
        showPresentedLook()
    }

    /// Puts the drawing among the layer's view's children (first, behind its sublayers) and
    /// shows it the look of now.
    private func showPresentedLook() {
        guard placeContentDrawing(drawing) != nil else { return }
        drawing.show(presented(look))
    }

    /// A property of the look changed: it is drawn again, and a layer on screen animates the
    /// change implicitly from what showed (`restore` puts the old value back into a look, to
    /// find it).
    private func lookDidChange(keyPath: String, restore: (inout ShapeLook) -> Void) {
        if let path = ShapeKeyPath(keyPath), animatesImplicitly {
            var old = look
            restore(&old)
            let from = presented(old)
            // A path blends only into one of the same elements; any other change shows at once.
            if keyPath != "path" || from.path.flatMap({ old in look.path.flatMap { old.interpolated(to: $0, amount: 0) } }) != nil {
                runImplicitAnimation(keyPath: keyPath, from: path.read(from).anyValue)
            }
        }
        contentDidChange()
    }
}
