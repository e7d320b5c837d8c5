import Foundation
import Motion

/// A rectangle on screen that draws content and holds subviews (UIKit's `UIView`, with its
/// `CALayer` folded in).
///
/// Geometry follows UIKit: ``frame`` is derived from ``center``, ``bounds`` and ``transform``;
/// ``bounds`` has an origin, which is how a ``UIScrollView`` scrolls. Every animatable property
/// lives in ``model`` (a ``LayerState``); the renderer draws ``presentation``.
///
/// Content (background, border, and what subclasses draw: text, images, gradients, custom
/// ``draw(in:)``) is cached as a bitmap by the renderer and redrawn only after
/// ``setNeedsDisplay()``. Moving, transforming or fading a view never redraws it.
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// The animatable properties as set (Core Animation's model layer).
    public var model = LayerState() {
        didSet { modelDidChange(from: oldValue) }
    }

    /// The properties to draw this frame (Core Animation's presentation layer): the model with
    /// the running animations applied at the window clock's time. Equal to ``model`` when
    /// nothing animates.
    open var presentation: LayerState { presentationValue(for: model) }

    /// The running animations, oldest first (see `UIView+Animation.swift`).
    var animations: [PropertyAnimation] = []

    /// The corner curve, rounded corners, double-sidedness and shadow path (``layer`` reads and
    /// writes them). The content is drawn in the rounded shape, so a change redraws it.
    var layerOptions = LayerOptions() {
        didSet { if layerOptions != oldValue { contentNeedsRedrawing() } }
    }

    /// Whether the layer is drawn through a cached bitmap of its subtree, and at which scale
    /// (``CALayer/shouldRasterize``, ``CALayer/rasterizationScale``). The content itself is
    /// unchanged, so a change does not redraw it; the renderer's frame signature covers it.
    var rasterization = LayerRasterization()

    /// Whether subviews and content are clipped to the (rounded) bounds (`layer.masksToBounds`
    /// is the same state).
    public var clipsToBounds = false

    /// The view's layer: Core Animation's names for the view's own state (corner radius, border,
    /// shadow, opacity, transform), read and written through it.
    /// A view whose ``layerClass`` is a layer subclass (`CAGradientLayer`) gets one of that
    /// class, so `layer as! CAGradientLayer` works as on iOS.
    public var layer: CALayer {
        if let standaloneLayer { return standaloneLayer }
        if let ownLayer { return ownLayer }
        let made: CALayer
        if let layerType = Self.layerClass as? CALayer.Type, layerType != CALayer.self {
            made = layerType.init()
            made.becomeLayer(of: self)
        } else {
            made = CALayer(view: self)
        }
        ownLayer = made
        return made
    }

    /// The class of the view's layer (UIKit's `layerClass`): `CALayer` by default; a view
    /// returning `CAGradientLayer.self` is drawn as a gradient layer, filled with the layer's
    /// colours. A class that is not a `CALayer` subclass counts as `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer made for this view, once asked for (see ``layer``).
    private var ownLayer: CALayer?

    /// The standalone layer this view draws, for the view hosting a `CALayer()` made by the app
    /// (see `LayerHostView`); nil for every other view.
    var standaloneLayer: CALayer? { nil }

    /// What the view draws straight onto the frame instead of into a bitmap, for a view whose
    /// content is a few fills and strokes (a shape layer's path); nil for every other view,
    /// whose ``draw(in:)`` fills its bitmap.
    package var vectorDrawing: VectorDrawing? { nil }

    /// Subviews that stand for what iOS draws over the app, outside its windows (a window's
    /// status bar): a ``CATransition`` on this view's layer neither pictures nor moves them.
    var systemOverlays: [UIView] { [] }

    /// Whether touches are delivered to this view and its subviews.
    public var isUserInteractionEnabled = true

    /// How the view follows its superview's size changes. In a tree laid out with constraints it
    /// is turned into constraints (see ``translatesAutoresizingMaskIntoConstraints``).
    public var autoresizingMask: UIView.AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { autoLayout.memberOf?.definitionDidChange(of: self) } }
    }

    /// Constraints, guides, priorities and the layout engine (see `AutoLayout/`).
    var autoLayout = AutoLayoutStorage()

    /// The controller whose root view this is (it hears this view's layout).
    weak var owningController: UIViewController?

    /// The gesture recognizers attached to this view (``addGestureRecognizer(_:)``).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer] = []

    /// The margins set through ``layoutMargins`` (UIKit's default: 8 points on each side).
    var assignedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The safe area insets when the view last laid out (to call ``safeAreaInsetsDidChange()``).
    var laidOutSafeAreaInsets: UIEdgeInsets = .zero
    /// Whether ``layoutMargins`` include the safe area (default true, as UIKit).
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { layoutMarginsDidChange() } }
    }

    /// A number to find the view by (``viewWithTag(_:)``).
    public var tag = 0

    /// A name used in debugging output and tests.
    public var accessibilityIdentifier: String?

    /// The superview, if any.
    public internal(set) weak var superview: UIView?

    /// The subviews, back to front. Standalone layers added with ``CALayer/addSublayer(_:)``
    /// are drawn among them but are not views, so they are not listed here (as in UIKit).
    public var subviews: [UIView] {
        childViews.allSatisfy(\.childRole.isSubview) ? childViews : childViews.filter(\.childRole.isSubview)
    }

    /// Every view whose layer is a sublayer of this view's layer, back to front: the
    /// ``subviews`` and, in their place among them, the views hosting standalone sublayers. The
    /// renderer draws these; the hierarchy calls keep them in order.
    package internal(set) var childViews: [UIView] = []

    /// What this view is to its superview: a subview, or a view drawn among the superview's
    /// `childViews` that is not one (a standalone layer's host, a transition's old content).
    /// Set once, when such a view is made, but for ``ChildRole/mask``, which a view has while
    /// it is another's mask (then it goes back to ``naturalRole``).
    package internal(set) var childRole = ChildRole.subview

    /// The view whose alpha channel masks this view's drawing and its subviews' (``mask``):
    /// owned by this view, its `superview` is this view, and it is not among `childViews`.
    package internal(set) var maskChild: UIView?

    /// A counter the renderer compares to decide whether the cached content is stale; it
    /// increases on every ``setNeedsDisplay()``, and when what is drawn with the content
    /// changes (the size, background, corners, border or content mode).
    public private(set) var contentVersion = 0

    /// How many times ``setNeedsDisplay()`` was called: ``draw(_:)`` draws again when this
    /// moved since it last drew.
    private(set) var displayRequests = 0

    /// Whether ``layoutSubviews()`` should run at the next layout pass.
    public internal(set) var needsLayout = true

    /// The safe area insets changed (called when the view lays out next; see
    /// ``safeAreaInsets``). The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// The layout margins changed (see ``layoutMargins``). The default asks for layout and
    /// tells the controller.
    open func layoutMarginsDidChange() {
        setNeedsLayout()
        owningController?.viewLayoutMarginsDidChange()
    }

    /// A view with the given frame (standardized; a non-finite frame becomes `.zero`).
    public init(frame: CGRect) {
        let frame = frame.isFinite && !frame.isNull ? frame.standardized : .zero
        super.init()
        model.bounds = CGRect(origin: .zero, size: frame.size)
        model.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Nothing decodes views on Linux (there are no nibs or storyboards): always nil. Declared, as
    /// in UIKit, so subclasses written for iOS compile.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Content

    /// Marks the content as changed: the renderer redraws it into its cached bitmap before the
    /// next frame, and a view that draws with ``draw(_:)`` draws again.
    public func setNeedsDisplay() {
        contentVersion &+= 1
        displayRequests &+= 1
    }

    /// The content bitmap is stale, but what ``draw(_:)`` drew stands (UIKit keeps a view's
    /// drawing when its size or background changes): the renderer draws the bitmap again.
    func contentNeedsRedrawing() {
        contentVersion &+= 1
    }

    /// Marks part of the content as changed. Today draws the whole view again, as
    /// ``setNeedsDisplay()`` does.
    public func setNeedsDisplay(_ rect: CGRect) {
        setNeedsDisplay()
    }

    /// How the content is placed in the bounds when their size changes (UIKit's
    /// `contentMode`): what ``draw(_:)`` drew is stretched by ``ContentMode/scaleToFill``
    /// (the default), placed by the others, and drawn again at the new size with
    /// ``ContentMode/redraw``. An image view places its image by it.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { contentNeedsRedrawing() } }
    }

    /// What ``draw(_:)`` drew when the view last drew (nil: it has not drawn yet).
    var recordedDrawing: RecordedDrawing?

    /// UIKit's custom drawing: override it and draw into `UIGraphicsGetCurrentContext()` (a
    /// ``CGContext``), with `UIBezierPath`'s `fill()` and `stroke()`, `UIColor`'s `setFill()`,
    /// images' and strings' `draw(in:)`, in the bounds' coordinates. `rect` is the bounds.
    ///
    /// It runs when UIKit runs it: when the view is first shown with a non-empty size, after
    /// ``setNeedsDisplay()``, and after a change of size when ``contentMode`` is
    /// ``ContentMode/redraw`` (otherwise the drawing is placed by the content mode). The
    /// background colour and border are drawn below and above it. The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// Custom drawing into the view's content with Today's ``GraphicsContext``, in its bounds
    /// coordinates (origin at the top left of the bounds size); subclasses that override it
    /// also return true from ``drawsContent``. The default draws what ``draw(_:)`` draws.
    open func draw(in context: GraphicsContext) {
        currentDrawing()?.replay(in: context, contentMode: contentMode, bounds: bounds.size)
    }

    /// Whether this view draws anything of its own besides background and border: by default,
    /// whether ``draw(_:)`` draws anything (asking it to draw when it has not yet); subclasses
    /// that override ``draw(in:)`` return true. The renderer skips caching empty views.
    open var drawsContent: Bool { currentDrawing() != nil }

    /// A key naming what ``draw(in:)`` draws, so that views drawing the same thing can share one
    /// bitmap, as two image views share one decoded image. Views of the same class returning
    /// equal keys promise identical pixels when their size, background, corners and border also
    /// match; the renderer then draws the content once. Nil (the default) never shares. A
    /// subclass that draws from state the key does not cover must override this.
    open var sharedContentKey: AnyHashable? { nil }

    /// Measures this view's own text with `measurer` as a window with that measurer will when
    /// the view joins it (see ``prepareTextForDisplay(with:)``). Views that show no text
    /// measure nothing; labels and buttons override it.
    func measureOwnText(with measurer: any TextMeasuring) {}

    /// The backdrop effect this view applies behind its content (nil for none). The renderer
    /// blurs and tints what was drawn behind the view; ``UIVisualEffectView`` answers from its
    /// style and presented effect amount.
    open var backdrop: Backdrop? { nil }

    /// The linear gradient this view's layer fills its rounded bounds with, over its
    /// background and under its border (nil for none): the renderer draws it straight onto the
    /// frame, as Core Animation draws a `CAGradientLayer`, rather than into a cached bitmap.
    /// ``GradientView`` answers from its gradient and axis; by default, the view's layer
    /// answers when it is a `CAGradientLayer` (a standalone one, or the view's ``layerClass``).
    open var gradientFill: LinearGradientFill? { (standaloneLayer ?? ownLayer)?.gradientFill }

    /// Tells the view's layer, if it has been made, that the window's clock moved (a shape
    /// layer shows its animated path and stroke as they are now).
    func layerAnimationsDidAdvance() {
        (standaloneLayer ?? ownLayer)?.animationsDidAdvance()
    }

    // MARK: Tint (see UIView+Tint.swift)

    /// The tint set on this view (nil: it inherits its superview's).
    var ownTintColor: UIColor?
    /// The tint adjustment mode set on this view (`.automatic`: its superview's).
    var ownTintAdjustmentMode: TintAdjustmentMode = .automatic

    /// The colour that marks what is interactive (UIKit's `tintColor`): the colour set on this
    /// view, else its nearest ancestor's, else the system blue; desaturated to grey where the
    /// ``tintAdjustmentMode`` is `.dimmed`. System buttons draw their titles in it. Setting it
    /// calls ``tintColorDidChange()`` on the view and on the views below that inherit it.
    open var tintColor: UIColor {
        get { resolvedTintColor }
        set { setOwnTintColor(newValue) }
    }

    /// Whether the tint is shown as it is or dimmed (UIKit's `tintAdjustmentMode`): reading it
    /// gives the mode in effect (`.automatic` follows the superview, `.normal` at the top);
    /// setting it calls ``tintColorDidChange()`` where the tint changes.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { resolvedTintAdjustmentMode }
        set { setOwnTintAdjustmentMode(newValue) }
    }

    /// Called when the view's tint changes: its own or an ancestor's colour or adjustment mode
    /// was set, or the view moved under a different tint. The default does nothing; views that
    /// draw in the tint redraw.
    open func tintColorDidChange() {}

    /// Where the view stands with the appearance proxies (see `UIView+Appearance.swift`).
    var appearanceRecord = AppearanceRecord()

    /// The appearance set on this view (`.unspecified`: it follows its controller or
    /// superview); see ``overrideUserInterfaceStyle``.
    var interfaceStyleOverride: UIUserInterfaceStyle = .unspecified
    /// The traits last reported to this view (nil until it first took part in a trait update),
    /// what ``traitCollectionDidChange(_:)`` is given as the previous traits.
    var reportedTraits: UITraitCollection?
    /// A dynamic background colour as set, and the colour it was resolved to for the layer; see
    /// ``backgroundColor``.
    var dynamicBackground: (declared: UIColor, resolved: UIColor)?

    /// Called when the view's traits changed (UIKit's `traitCollectionDidChange(_:)`): the
    /// window's size class or appearance, or an ``overrideUserInterfaceStyle`` above it, or the
    /// view moved under other traits. `previousTraitCollection` is what they were. The new
    /// traits are ``UITraitCollection/current`` during the call. The default does nothing;
    /// dynamic colours set as backgrounds are already resolved again, and views that draw are
    /// already marked to draw again when the appearance changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Hooks (overridable)

    /// Called before the view moves to a new superview (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}

    /// Called after the view entered or left a window.
    open func didMoveToWindow() {}

    /// Called after a subview was added (UIKit's hook). The default does nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed (UIKit's hook). The default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// A subview was hidden or shown (a stack view re-arranges). The default does nothing.
    func subviewDidChangeHidden(_ subview: UIView) {}

    /// Lays out the subviews. The default sets the frames Auto Layout solved for the subviews
    /// positioned by constraints (autoresizing has already run for the others when the size
    /// changed); an override that positions subviews with constraints calls super first, as in
    /// UIKit.
    open func layoutSubviews() {
        autoLayout.memberOf?.applyFrames(toSubviewsOf: self)
    }

    // MARK: Auto Layout hooks (see AutoLayout/UIView+AutoLayout.swift)

    /// Whether the class lays out with constraints (UIKit's class property; Today lays out any
    /// view that has constraints, so this is informational).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Override to change constraints in one batch before layout; call super last. The default
    /// does nothing.
    open func updateConstraints() {}

    /// The size the content wants (``noIntrinsicMetric`` on an axis where it has no opinion, the
    /// default). Labels, image views and buttons report their content's size. A view positioned
    /// by constraints hugs it at its ``contentHuggingPriority(for:)`` and resists going below it
    /// at its ``contentCompressionResistancePriority(for:)``.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The first and last baselines of the view's text, from its vertical centre, for the
    /// baseline anchors (nil: the view has no text, and its baselines are its bottom edge).
    var baselinesFromCenter: (first: Double, last: Double)? { nil }

    /// Whether ``intrinsicContentSize`` depends on the width the view is given (a multi-line
    /// label), so that a new width re-measures it.
    var intrinsicSizeDependsOnWidth: Bool { false }

    /// The size of the content the view scrolls, which its content layout guide spans and
    /// constraints to its edges from inside decide (a scroll view's ``UIScrollView/contentSize``;
    /// nil: the view does not scroll, and setting it does nothing).
    var layoutContentSize: CGSize? {
        get { nil }
        set {}  // nothing to set: the view does not scroll
    }

    /// The size that best fits the view's content within `size`; the default is the current
    /// size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Whether a point in the view's bounds coordinates is inside it: inside the bounds by
    /// default. Override it to make a view take touches outside its bounds (or fewer inside).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive view containing the point (in this view's bounds
    /// coordinates), front to back; nil when the point misses. As in UIKit, a point for which
    /// ``point(inside:with:)`` is false returns nil without looking at the subviews, so a
    /// subview sticking out of its superview's bounds is not hit there; hidden, transparent
    /// (alpha < 0.01), non-interactive and animating views (without `.allowUserInteraction`)
    /// take no touches. Subviews are tried front to back in ``subviewsInDrawingOrder``.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let state = presentation
        guard isUserInteractionEnabled, !state.isHidden, state.alpha >= 0.01 else { return nil }
        // Views animating without `.allowUserInteraction` take no touches, as in UIKit.
        if animations.contains(where: { !$0.allowsUserInteraction }) { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviewsInDrawingOrder.reversed() {
            guard let local = subview.convertFromSuperview(point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    // MARK: Touches (the responder chain)

    /// The next responder: the controller whose root view this is, else the superview.
    open override var next: UIResponder? { owningController ?? superview }

    /// A view can be its window's first responder.
    override var firstResponderWindow: UIWindow? { window }

    /// Delivers one touch to this view as UIKit's `touches…` call for its phase.
    func deliver(_ touch: UITouch) {
        let event = UIEvent(touches: [touch], timestamp: touch.timestamp)
        switch touch.phase {
        case .began: touchesBegan([touch], with: event)
        case .moved: touchesMoved([touch], with: event)
        case .ended: touchesEnded([touch], with: event)
        case .cancelled: touchesCancelled([touch], with: event)
        }
    }

    // MARK: Model changes

    /// Reacts to a change of the model: a new size lays out the subviews (autoresizing) and,
    /// since the content bitmap is drawn at the view's size, redraws; background, border and
    /// corner changes redraw.
    func modelDidChange(from old: LayerState) {
        let new = model
        if old != new { recordAnimations(from: old, to: new) }
        if let engine = autoLayout.memberOf, new.center != old.center || new.bounds.size != old.bounds.size {
            engine.frameDidChange(of: self)
        }
        if new.isHidden != old.isHidden { superview?.subviewDidChangeHidden(self) }
        if new.bounds != old.bounds { (standaloneLayer ?? ownLayer)?.boundsDidChange() }
        if new.bounds.size != old.bounds.size {
            resizeSubviews(from: old.bounds.size)
            setNeedsLayout()
            contentNeedsRedrawing()
        } else if new.backgroundColor != old.backgroundColor || new.borderWidth != old.borderWidth
            || new.borderColor != old.borderColor || new.cornerRadius != old.cornerRadius
        {
            contentNeedsRedrawing()
        }
    }
}
