import Foundation

/// A layer filled with a gradient over its background (Core Animation's `CAGradientLayer`):
/// `colors` at `locations` along the axis from `startPoint` to `endPoint`, in unit coordinates
/// of the bounds, clipped to the rounded bounds.
///
/// Use it standalone (`let gradient = CAGradientLayer()`, added with
/// `view.layer.insertSublayer(gradient, at: 0)` and sized in `layoutSubviews()`) or as a
/// view's own layer (a view whose `layerClass` is `CAGradientLayer.self`). The renderer fills
/// it straight onto the frame, as Core Animation does: no bitmap is redrawn when the layer
/// grows with a card.
///
/// Its colours, locations and axis animate as Core Animation's do: implicitly when changed on
/// a standalone layer on screen, and explicitly (`CABasicAnimation(keyPath: "locations")` for
/// a shimmer).
///
/// Differences from Core Animation (also in `docs/porting.md`): only `.axial` gradients are
/// drawn (a `.radial` or `.conic` layer draws its background alone); `colors` takes
/// `CGColor`s and skips anything else, as iOS draws nothing for them; colours and locations
/// move item by item only between lists as long, and jump otherwise.
@MainActor @preconcurrency
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s (`[UIColor.clear.cgColor, UIColor.black.cgColor]`); nil or
    /// empty draws no gradient.
    public var colors: [Any]? {
        didSet { lookDidChange(keyPath: "colors") { $0.colors = Self.colors(from: oldValue) } }
    }

    /// Where each colour sits along the axis, in the order of ``colors`` (nil: evenly
    /// spaced). Values outside 0…1 sit before the start or past the end (the colours at the
    /// ends pad beyond them); a count that differs from the colours' spaces them evenly.
    public var locations: [NSNumber]? {
        didSet { lookDidChange(keyPath: "locations") { $0.locations = oldValue.map { $0.map(\.doubleValue) } } }
    }

    /// Where the gradient starts, in unit coordinates of the bounds ((0.5, 0): top middle).
    public var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { lookDidChange(keyPath: "startPoint") { $0.startPoint = oldValue } }
    }

    /// Where it ends ((0.5, 1): bottom middle).
    public var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { lookDidChange(keyPath: "endPoint") { $0.endPoint = oldValue } }
    }

    /// The kind of gradient (`.axial` by default; only axial gradients are drawn).
    public var type: CAGradientLayerType = .axial {
        didSet { contentDidChange() }
    }

    /// A standalone gradient layer with no colours.
    public required init() {
        super.init()
    }

    /// The colours, locations and axis as set (non-`CGColor` colours and non-finite locations
    /// left out).
    var look: GradientLook {
        let locations = self.locations?.map(\.doubleValue)
        return GradientLook(colors: Self.colors(from: colors), locations: locations?.allSatisfy(\.isFinite) == true ? locations : nil,
                            startPoint: startPoint, endPoint: endPoint)
    }

    /// `look` as it shows now: moved by the running animations of the gradient's own key paths.
    func presented(_ look: GradientLook) -> GradientLook {
        guard case .gradient(let shown) = presentedLook(.gradient(look)) else { return look }
        return shown
    }

    override var gradientFill: LinearGradientFill? {
        guard type == .axial else { return nil }
        return presented(look).fill
    }

    override func ownBlend(for anim: CAAnimation, keyPath: String) -> Blend? {
        guard let path = GradientKeyPath(keyPath) else { return nil }
        return Self.blend(for: anim, path: path, model: look).map { .look(LayerLook.gradientBlend($0)) }
    }

    /// A property of the look changed: the renderer draws it again, and a layer on screen
    /// animates the change implicitly from what showed (`restore` puts the old value back into
    /// a look, to find it).
    private func lookDidChange(keyPath: String, restore: (inout GradientLook) -> Void) {
        contentDidChange()
        guard let path = GradientKeyPath(keyPath), animatesImplicitly else { return }
        var old = look
        restore(&old)
        runImplicitAnimation(keyPath: keyPath, from: path.read(presented(old)).anyValue)
    }

    /// The `CGColor`s of a `colors` array as colours (anything else left out, as iOS draws
    /// nothing for it).
    private static func colors(from list: [Any]?) -> [UIColor] {
        (list ?? []).compactMap { ($0 as? CGColor).map(UIColor.init(cgColor:)) }
    }
}

/// The kinds of gradient a ``CAGradientLayer`` draws (Core Animation's `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// A kind by name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Colours vary along the axis from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours vary outward from the start point to the ellipse the end point bounds (not
    /// drawn yet).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours vary around the start point (not drawn yet).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
