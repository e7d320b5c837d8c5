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
/// Differences from Core Animation (also in `docs/porting.md`): only `.axial` gradients are
/// drawn (a `.radial` or `.conic` layer draws its background alone); the gradient's own
/// properties change at once rather than animating implicitly; `colors` takes `CGColor`s and
/// skips anything else, as iOS draws nothing for them.
@MainActor @preconcurrency
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s (`[UIColor.clear.cgColor, UIColor.black.cgColor]`); nil or
    /// empty draws no gradient.
    public var colors: [Any]? {
        didSet { contentDidChange() }
    }

    /// Where each colour sits along the axis, 0…1, in the order of ``colors`` (nil: evenly
    /// spaced). Values are clamped to 0…1; a count that differs from the colours' spaces them
    /// evenly.
    public var locations: [NSNumber]? {
        didSet { contentDidChange() }
    }

    /// Where the gradient starts, in unit coordinates of the bounds ((0.5, 0): top middle).
    public var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { contentDidChange() }
    }

    /// Where it ends ((0.5, 1): bottom middle).
    public var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { contentDidChange() }
    }

    /// The kind of gradient (`.axial` by default; only axial gradients are drawn).
    public var type: CAGradientLayerType = .axial {
        didSet { contentDidChange() }
    }

    /// A standalone gradient layer with no colours.
    public required init() {
        super.init()
    }

    override var gradientFill: LinearGradientFill? {
        guard type == .axial, startPoint.isFinite, endPoint.isFinite else { return nil }
        let colors = (colors ?? []).compactMap { ($0 as? CGColor).map(UIColor.init(cgColor:)) }
        guard !colors.isEmpty else { return nil }
        let locations = self.locations.map { $0.map(\.doubleValue) }
        return LinearGradientFill(gradient: Gradient(colors: colors, locations: locations), startPoint: startPoint, endPoint: endPoint)
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
