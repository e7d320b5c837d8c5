import Foundation
import Motion

/// A layer (Core Animation's `CALayer`): the layer behind a view (`view.layer`), or a
/// standalone layer the app makes (`CALayer()`, `CAGradientLayer()`) and adds to a view's layer
/// with ``addSublayer(_:)``.
///
/// A view's layer is not a second copy of its state: every property here reads and writes the
/// view's own (`opacity` is the view's `alpha`, `masksToBounds` its `clipsToBounds`, `position`
/// its `center`, `transform` its `transform3D`, `frame` its frame), so changes made inside an
/// animation block animate, and the renderer draws what the view holds. ``presentation()``
/// gives a read-only layer of the values on screen now, while animations run.
///
/// A standalone layer is drawn through a view of its own that is not a subview (Today draws
/// views), placed among the subviews in sublayer order. As in Core Animation, a change to one
/// of its animatable properties is animated implicitly once it has been on screen, over
/// ``CATransaction``'s duration (0.25 s unless set); `CATransaction.setDisableActions(true)`
/// makes changes at once. A view's own layer never animates implicitly.
///
/// Explicit animations (``CABasicAnimation`` and its kin) are added with ``add(_:forKey:)``;
/// they change what the layer shows, not its model values.
///
/// Not implemented yet: `contents` and layer subclasses that draw themselves (code using them
/// does not compile). What the renderer approximates (`shadowPath` of a free-form path) is
/// listed in `docs/porting.md`.
@MainActor @preconcurrency
open class CALayer {
    /// The view whose state this layer is (nil once the view is gone): the view it backs, or
    /// for a standalone layer the view hosting it.
    private(set) weak var view: UIView?
    /// The values a presentation layer shows (nil for the model layer).
    private let snapshot: LayerState?
    /// The view hosting a standalone layer (nil for a view's own layer).
    private weak var host: LayerHostView?
    /// The hosting view while it is out of any tree, when this layer owns it (see
    /// `LayerHostView` for who owns whom).
    private var retainedHost: LayerHostView?
    /// The layer's name, for finding it among ``sublayers`` and for debugging.
    public var name: String?
    /// The scale of the layer's drawn content in pixels per point (Core Animation's, 1 by
    /// default). Accepted and kept; the renderer draws every layer's content at the screen's
    /// scale whatever it says, so `contentsScale = UIScreen.main.scale` changes nothing.
    public var contentsScale: CGFloat = 1

    /// A standalone layer, in no tree yet: add it to a view's layer with
    /// ``addSublayer(_:)``.
    public required init() {
        snapshot = nil
        let host = LayerHostView(layer: self)
        view = host
        self.host = host
        retainedHost = host
    }

    init(view: UIView) {
        self.view = view
        snapshot = nil
    }

    private init(presenting state: LayerState, of view: UIView) {
        self.view = view
        snapshot = state
    }

    /// Makes this (newly made) layer the layer of `view` instead of a standalone one: how a
    /// view whose ``UIView/layerClass`` is a subclass gets its layer.
    func becomeLayer(of view: UIView) {
        self.view = view
        host = nil
        retainedHost = nil
    }

    /// The hosting view joined a tree (which now owns it) or left every tree (this layer owns
    /// it again).
    func hostDidMove(intoTree: Bool) {
        retainedHost = intoTree ? nil : host
    }

    /// The state read: the presentation snapshot, or the view's model.
    private var state: LayerState { snapshot ?? view?.model ?? LayerState() }

    /// Writes to the view's model (a presentation layer ignores writes, as Core Animation's
    /// does). A standalone layer that has been on screen animates the change implicitly unless
    /// the current ``CATransaction`` disables actions.
    func update(_ change: (UIView) -> Void) {
        guard snapshot == nil, let view else { return }
        if let host, host.hasBeenPresented {
            CATransaction.runImplicitAction { change(view) }
        } else {
            change(view)
        }
    }

    /// Whether a change to one of the layer's own properties now is animated implicitly: a
    /// standalone layer that has been on screen, in a transaction that allows actions.
    var animatesImplicitly: Bool {
        guard snapshot == nil, host?.hasBeenPresented == true else { return false }
        return !CATransaction.disableActions() && CATransaction.animationDuration() > 0
    }

    /// Animates a change of one of the layer's own properties (a gradient's colours) from
    /// `from` to its model value, as Core Animation's implicit action does: over the
    /// transaction's duration and timing function (Core Animation's default curve unless
    /// set), under the key path as key.
    func runImplicitAnimation(keyPath: String, from: Any) {
        let action = CABasicAnimation(keyPath: keyPath)
        action.fromValue = from
        action.duration = CATransaction.animationDuration()
        action.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        add(action, forKey: keyPath)
    }

    /// The view this model layer reads and writes (nil for a presentation layer, which
    /// changes nothing, and once the view is gone).
    var modelView: UIView? { snapshot == nil ? view : nil }

    /// The linear gradient the layer is filled with (nil for none; ``CAGradientLayer``
    /// answers from its colours, locations and points as they show now).
    var gradientFill: LinearGradientFill? { nil }

    /// The blend of an explicit animation of one of the layer's own properties (nil: the
    /// layer has none by that key path; ``CAGradientLayer`` has its colours, locations and
    /// axis).
    func ownBlend(for anim: CAAnimation, keyPath: String) -> Blend? { nil }

    /// Tells the renderer that something drawn from the layer's own properties (a gradient's
    /// colours) changed.
    func contentDidChange() {
        guard snapshot == nil else { return }
        view?.setNeedsDisplay()
    }

    /// The window's clock moved, or an explicit animation was added or removed: a layer that
    /// draws from its animated own properties (``CAShapeLayer``) shows what they are now.
    func animationsDidAdvance() {}

    /// The layer's bounds changed: a layer that draws over its bounds (``CATextLayer``) draws
    /// over the new ones.
    func boundsDidChange() {}

    /// Puts the view drawing a subclass's content (a shape's path, a text layer's text) first
    /// among the layer's view's children, behind its sublayers, if it is not there yet; returns
    /// the layer's view (nil for a presentation layer, or once the view is gone).
    func placeContentDrawing(_ drawing: UIView) -> UIView? {
        guard let view = modelView else { return nil }
        if drawing.superview !== view { view.insertChild(drawing, at: 0) }
        return view
    }

    /// `look` as it shows now: moved by the running animations of the layer's own key paths
    /// (a gradient's colours, a shape's stroke) at the window clock's time.
    func presentedLook(_ look: LayerLook) -> LayerLook {
        guard let view = modelView, let time = view.window?.clock.time else { return look }
        var presented = look
        for animation in view.animations where animation.isShown(at: time) {
            animation.lookBlend?(&presented, animation.progress(at: time).value)
        }
        return presented
    }

    /// A layer with the values on screen now (the model's, moved by running animations).
    public func presentation() -> CALayer? {
        guard let view else { return nil }
        return CALayer(presenting: view.presentation, of: view)
    }

    /// The model layer: itself for a model layer, the view's layer for a presentation layer.
    public func model() -> CALayer { snapshot == nil ? self : (view?.layer ?? self) }

    // MARK: Geometry

    /// The layer's own coordinate space (the view's `bounds`).
    public var bounds: CGRect {
        get { state.bounds }
        set { update { $0.bounds = newValue } }
    }

    /// Where the anchor point sits in the superlayer (the view's `center`).
    public var position: CGPoint {
        get { state.center }
        set { update { $0.center = newValue } }
    }

    /// The pivot of ``transform``, in unit coordinates of the bounds (0.5, 0.5 by default).
    public var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { update { $0.anchorPoint = newValue } }
    }

    /// The frame in the superlayer (the view's `frame`).
    public var frame: CGRect {
        get { snapshot == nil ? (view?.frame ?? .zero) : CGRect(x: state.center.x - state.anchorPoint.x * state.bounds.width,
                                                                  y: state.center.y - state.anchorPoint.y * state.bounds.height,
                                                                  width: state.bounds.width, height: state.bounds.height) }
        set { update { $0.frame = newValue } }
    }

    /// The 3D transform about the anchor point (the view's `transform3D`).
    public var transform: CATransform3D {
        get { state.transform }
        set { update { $0.transform3D = newValue } }
    }

    /// A transform applied to the sublayers (with `m34` for perspective shared by them).
    public var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { update { view in if newValue.isFinite { view.model.sublayerTransform = newValue } } }
    }

    /// The affine part of ``transform`` (Core Animation's `affineTransform()`).
    public func affineTransform() -> CGAffineTransform { state.transform.affineTransform }

    /// Sets ``transform`` from an affine transform (Core Animation's `setAffineTransform(_:)`).
    public func setAffineTransform(_ transform: CGAffineTransform) {
        self.transform = CATransform3D(transform)
    }

    // MARK: Appearance

    /// The opacity, 0…1 (the view's `alpha`).
    public var opacity: Float {
        get { Float(state.alpha) }
        set { update { $0.alpha = Double(newValue) } }
    }

    /// Whether the layer and its sublayers are hidden (the view's `isHidden`).
    public var isHidden: Bool {
        get { state.isHidden }
        set { update { $0.isHidden = newValue } }
    }

    /// The background colour (the view's `backgroundColor`).
    public var backgroundColor: CGColor? {
        get { state.backgroundColor?.cgColor }
        set { update { $0.backgroundColor = newValue.map(UIColor.init(cgColor:)) } }
    }

    /// Whether the content and sublayers are clipped to the (rounded) bounds (the view's
    /// `clipsToBounds`).
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { update { $0.clipsToBounds = newValue } }
    }

    /// The corner radius (negative and NaN become 0).
    public var cornerRadius: CGFloat {
        get { CGFloat(state.cornerRadius) }
        set { update { view in view.model.cornerRadius = newValue > 0 && newValue.isFinite ? Double(newValue) : 0 } }
    }

    /// How the corners are shaped: `.circular` by default, as in Core Animation; set
    /// `.continuous` for iOS's squircle corners (the App Store's cards use them).
    public var cornerCurve: CALayerCornerCurve {
        get { view?.layerOptions.cornerCurve ?? .circular }
        set { update { $0.layerOptions.cornerCurve = newValue } }
    }

    /// Which corners ``cornerRadius`` rounds (all four by default); the others stay square in
    /// the background, border, clip and content.
    public var maskedCorners: CACornerMask {
        get { view?.layerOptions.maskedCorners ?? .all }
        set { update { $0.layerOptions.maskedCorners = newValue } }
    }

    /// Whether the layer is drawn when a transform turns its back to the viewer (true by
    /// default). A card flipped with `CATransform3DMakeRotation(.pi, 0, 1, 0)` disappears when
    /// this is false, so a front and a back view can be flipped together.
    public var isDoubleSided: Bool {
        get { view?.layerOptions.isDoubleSided ?? true }
        set { update { $0.layerOptions.isDoubleSided = newValue } }
    }

    /// The layer's order among its siblings: higher values are drawn in front and hit first;
    /// equal values keep the subview order (0 by default; animatable). NaN becomes 0.
    public var zPosition: CGFloat {
        get { CGFloat(state.zPosition) }
        set { update { view in view.model.zPosition = newValue.isFinite ? Double(newValue) : 0 } }
    }

    /// The border width in points (negative and NaN become 0).
    public var borderWidth: CGFloat {
        get { CGFloat(state.borderWidth) }
        set { update { view in view.model.borderWidth = newValue > 0 && newValue.isFinite ? Double(newValue) : 0 } }
    }

    /// The border colour (opaque black by default; nil draws no border).
    public var borderColor: CGColor? {
        get { state.borderColor.cgColor }
        set { update { $0.model.borderColor = newValue.map(UIColor.init(cgColor:)) ?? .clear } }
    }

    /// The shadow colour (opaque black by default; nil casts no shadow).
    public var shadowColor: CGColor? {
        get { state.shadowColor.cgColor }
        set { update { $0.model.shadowColor = newValue.map(UIColor.init(cgColor:)) ?? .clear } }
    }

    /// The shadow opacity, clamped to 0…1 (NaN becomes 0).
    public var shadowOpacity: Float {
        get { Float(state.shadowOpacity) }
        set { update { view in view.model.shadowOpacity = newValue.isNaN ? 0 : Swift.min(1, Swift.max(0, Double(newValue))) } }
    }

    /// The shadow's blur radius (negative and NaN become 0).
    public var shadowRadius: CGFloat {
        get { CGFloat(state.shadowRadius) }
        set { update { view in view.model.shadowRadius = newValue > 0 && newValue.isFinite ? Double(newValue) : 0 } }
    }

    /// The shadow's offset.
    public var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { update { view in if newValue.isFinite { view.model.shadowOffset = newValue } } }
    }

    /// The shape of the shadow, in the layer's coordinates (nil: the rounded bounds). Setting
    /// it, as iOS code does for speed, casts the shadow of that shape whatever the content.
    /// Rectangles, rounded rectangles and ellipses are shadowed exactly; another path casts the
    /// shadow of its bounding box.
    public var shadowPath: CGPath? {
        get { view?.layerOptions.shadowPath }
        set { update { $0.layerOptions.shadowPath = newValue } }
    }
}
