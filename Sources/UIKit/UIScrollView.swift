import Foundation
import Motion

/// A view that scrolls its subviews (UIKit's `UIScrollView`): the content offset is the bounds
/// origin; drags rubber-band past the edges; a fling decelerates at ``decelerationRate`` per
/// millisecond and bounces back from the edges on a critically damped spring.
///
/// Finger input arrives through ``panGestureRecognizer``, which calls ``beginDragging()``,
/// ``drag(translation:)`` and ``endDragging(velocity:)`` (tests may call them directly); a
/// finger going down on moving content stops it. Motion after the finger lifts follows the
/// window's ``FrameClock``.
open class UIScrollView: UIView {
    /// The scrollable area's size.
    public var contentSize: CGSize = .zero {
        didSet { if !contentSize.isFinite { contentSize = oldValue } }
    }
    /// Extra scrollable space around the content.
    public var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { for observer in scrollObservers.values { observer(self) } } }
    }
    /// Whether content can be pulled past its edges (rubber band) and bounces back.
    public var bounces = true
    /// Whether a vertical drag bounces even when the content is shorter than the view.
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is narrower than the view.
    public var alwaysBounceHorizontal = false
    /// Whether drags scroll.
    public var isScrollEnabled = true
    /// Whether a finger going down on the content reaches it only after
    /// ``contentTouchDelay`` without the pan recognizing (UIKit's `delaysContentTouches`, on by
    /// default): a quick scroll never highlights the row or card under the finger, and a tap
    /// lifted sooner still reaches it (began, then ended).
    public var delaysContentTouches = true {
        didSet { delayedTouchesGestureRecognizer.isEnabled = delaysContentTouches }
    }
    /// The recognizer that holds the content's touches back while ``delaysContentTouches``.
    let delayedTouchesGestureRecognizer = ScrollViewDelayedTouchesGestureRecognizer()
    /// How long a touch on the content is held back when ``delaysContentTouches`` is on:
    /// 0.15 s, as UIKit.
    public static let contentTouchDelay = 0.15
    /// Whether the vertical indicator shows while scrolling.
    public var showsVerticalScrollIndicator = true
    /// Whether a horizontal indicator would show (accepted; Today draws the vertical one only).
    public var showsHorizontalScrollIndicator = true
    /// How the safe area adjusts the content inset (UIKit's). Accepted and not applied: content
    /// insets here are only what ``contentInset`` says, which is UIKit's `.never`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The content inset in effect: ``contentInset`` (see ``contentInsetAdjustmentBehavior``).
    public var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Velocity kept per millisecond after a fling (`Deceleration.normal` = 0.998).
    public var decelerationRate = Deceleration.normal
    /// Told about scrolling.
    public weak var delegate: (any UIScrollViewDelegate)?
    /// The spring that brings content back inside after an overscroll: critically damped,
    /// response 0.45 s (chosen to match the feel of iOS's bounce-back).
    public var bounceSpring = Spring(response: 0.45, dampingRatio: 1)

    /// Whether a finger is dragging the content.
    public private(set) var isDragging = false
    /// Whether the content is moving on its own (fling or bounce).
    public var isDecelerating: Bool { !axisMotions.x.isIdle || !axisMotions.y.isIdle }

    /// The vertical scroll indicator (a subview kept on top while visible).
    public let verticalIndicator = UIView()

    /// The pan that drags the content (UIKit's `panGestureRecognizer`); give it a delegate to
    /// let other gestures recognize with it.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()

    /// Whether the current touch went down while the content was moving, which stopped it (a
    /// tap that stops a fling does not select anything, as in UIKit).
    public internal(set) var touchStoppedMotion = false

    /// The motion of one axis after the finger lifts.
    enum AxisMotion {
        case idle
        case decelerating(Deceleration, origin: Double, start: Double)
        case bouncing(SpringMotion<Double>, start: Double)

        var isIdle: Bool { if case .idle = self { true } else { false } }
    }

    var axisMotions: (x: AxisMotion, y: AxisMotion) = (.idle, .idle)
    private var dragStartOffset: CGPoint = .zero
    private var clockToken: Int?

    /// A scroll view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        verticalIndicator.backgroundColor = UIColor(white: 0, alpha: 0.35)
        verticalIndicator.layer.cornerRadius = 1.5
        verticalIndicator.isHidden = true
        verticalIndicator.isUserInteractionEnabled = false
        addSubview(verticalIndicator)
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(delayedTouchesGestureRecognizer)
        panGestureRecognizer.addTarget { [weak self] recognizer in
            self?.handlePan(recognizer as! UIPanGestureRecognizer)
        }
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// The content size, for Auto Layout's content layout guide.
    override var layoutContentSize: CGSize? {
        get { contentSize }
        set { if let newValue { contentSize = newValue } }
    }

    /// Drives dragging from the pan: the content follows the finger from where the pan began
    /// (the pan's hysteresis does not make it jump), and the lift velocity becomes the fling.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            pan.setTranslation(.zero, in: nil)
            beginDragging()
        case .changed:
            drag(translation: pan.translation(in: nil))
        case .ended:
            endDragging(velocity: pan.velocity(in: nil))
        case .cancelled:
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    /// The scroll position: the bounds origin, on the screen's pixel grid.
    ///
    /// As in UIKit, a value set here (by a drag, a fling, a bounce or the app) is rounded to
    /// the nearest whole pixel of the screen the view is shown on (a half pixel rounding up), so
    /// content always scrolls by whole pixels: 3.8 becomes 4 at scale 1, 10.5 becomes 10⅔ at
    /// scale 3. Setting `bounds.origin` directly keeps a fraction, as it does in UIKit.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.isFinite else { return }
            let aligned = pixelAligned(newValue)
            guard aligned != bounds.origin else { return }
            bounds.origin = aligned
            setNeedsLayout()
            updateIndicator()
            delegate?.scrollViewDidScroll(self)
            for observer in scrollObservers.values { observer(self) }
        }
    }

    /// `point` rounded to the nearest whole pixel of the screen the view is shown on (its
    /// window's ``UIWindow/screenScale``; ``UIScreen/main``'s scale outside a window), a half
    /// pixel rounding up as in UIKit (−187.5 becomes −187⅓ at scale 3). A scale that is not a
    /// positive number leaves the point as it is.
    func pixelAligned(_ point: CGPoint) -> CGPoint {
        let scale = window?.screenScale ?? Double(UIScreen.main.scale)
        guard scale.isFinite, scale > 0, point.isFinite else { return point }
        func aligned(_ value: Double) -> Double { (value * scale + 0.5).rounded(.down) / scale }
        return CGPoint(x: aligned(point.x), y: aligned(point.y))
    }

    /// Containers that follow this view's scrolling besides its delegate (a navigation
    /// controller collapsing its large title), by the observer's identity: UIKit's key-value
    /// observation of `contentOffset`, kept inside UIKit.
    var scrollObservers: [ObjectIdentifier: @MainActor (UIScrollView) -> Void] = [:]

    /// Sets the offset, stopping any motion; `animated` moves there on the bounce spring.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated else {
            contentOffset = offset
            return
        }
        let now = window?.clock.time ?? 0
        axisMotions = (
            .bouncing(SpringMotion(spring: bounceSpring, from: contentOffset.x, to: offset.x), start: now),
            .bouncing(SpringMotion(spring: bounceSpring, from: contentOffset.y, to: offset.y), start: now))
        startFollowingClock()
    }

    /// The smallest offset: minus the leading insets.
    public var minimumContentOffset: CGPoint { CGPoint(x: -contentInset.left, y: -contentInset.top) }

    /// The largest offset: the content end plus the trailing inset minus the view size (never
    /// below the minimum).
    public var maximumContentOffset: CGPoint {
        let minimum = minimumContentOffset
        return CGPoint(
            x: Swift.max(minimum.x, contentSize.width + contentInset.right - bounds.width),
            y: Swift.max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
    }

    // MARK: Dragging

    /// A finger went down and started dragging: any motion stops where it is.
    public func beginDragging() {
        guard isScrollEnabled else { return }
        stopMotion()
        isDragging = true
        dragStartOffset = contentOffset
        delegate?.scrollViewWillBeginDragging(self)
        updateIndicator()
    }

    /// The finger moved by `translation` since ``beginDragging()`` (finger motion: dragging down
    /// shows content above). Past the edges the content follows through the rubber band, or
    /// stops at the edge when ``bounces`` is off.
    public func drag(translation: CGPoint) {
        guard isDragging, translation.isFinite else { return }
        let wanted = CGPoint(x: dragStartOffset.x - translation.x, y: dragStartOffset.y - translation.y)
        contentOffset = CGPoint(
            x: banded(wanted.x, minimum: minimumContentOffset.x, maximum: maximumContentOffset.x,
                      dimension: bounds.width, allowed: canBounceHorizontally),
            y: banded(wanted.y, minimum: minimumContentOffset.y, maximum: maximumContentOffset.y,
                      dimension: bounds.height, allowed: canBounceVertically))
    }

    /// The finger lifted, moving at `velocity` points per second (finger motion). The content
    /// decelerates, or springs back inside if it was pulled past an edge.
    public func endDragging(velocity: CGPoint) {
        guard isDragging else { return }
        isDragging = false
        endDraggingMotion(velocity: velocity.isFinite ? velocity : .zero)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: isDecelerating)
        if !isDecelerating { updateIndicator() }
    }

    /// Starts the fling or bounce for a lift at `velocity`.
    func endDraggingMotion(velocity: CGPoint) {
        let now = window?.clock.time ?? 0
        let (minimum, maximum) = pixelAlignedRange
        axisMotions = (
            motion(offset: contentOffset.x, velocity: -velocity.x, minimum: minimum.x,
                   maximum: maximum.x, scrollable: canScrollHorizontally, now: now),
            motion(offset: contentOffset.y, velocity: -velocity.y, minimum: minimum.y,
                   maximum: maximum.y, scrollable: canScrollVertically, now: now))
        if isDecelerating { startFollowingClock() }
    }

    /// Springs back inside the range if the content rests outside it (a finger that stopped a
    /// bounce lifted without dragging).
    public func settleIntoRange() {
        guard !isDragging, !isDecelerating else { return }
        endDraggingMotion(velocity: .zero)
    }

    /// Stops any fling or bounce where it is.
    public func stopMotion() {
        axisMotions = (.idle, .idle)
        stopFollowingClock()
    }

    /// Advances the fling or bounce to `time` (the window's clock calls this every frame).
    public func advanceMotion(to time: Double) {
        var x = Double(contentOffset.x), y = Double(contentOffset.y)
        let (minimum, maximum) = pixelAlignedRange
        axisMotions.x = step(axisMotions.x, offset: &x, minimum: minimum.x, maximum: maximum.x, time: time)
        axisMotions.y = step(axisMotions.y, offset: &y, minimum: minimum.y, maximum: maximum.y, time: time)
        contentOffset = CGPoint(x: x, y: y)
        if !isDecelerating {
            stopFollowingClock()
            updateIndicator()
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    // MARK: Internals

    /// The range of offsets on the pixel grid, for motion after the finger lifts: an offset
    /// rounded past an edge by less than a pixel is not taken for one pulled past it (which
    /// would start a bounce that cannot move), and a bounce comes to rest on a pixel.
    var pixelAlignedRange: (minimum: CGPoint, maximum: CGPoint) {
        (pixelAligned(minimumContentOffset), pixelAligned(maximumContentOffset))
    }

    var canScrollVertically: Bool { maximumContentOffset.y > minimumContentOffset.y }
    var canScrollHorizontally: Bool { maximumContentOffset.x > minimumContentOffset.x }
    var canBounceVertically: Bool { bounces && (canScrollVertically || alwaysBounceVertical) }
    var canBounceHorizontally: Bool { bounces && (canScrollHorizontally || alwaysBounceHorizontal) }

    /// A wanted offset on one axis, rubber-banded past the range (or clamped).
    func banded(_ value: Double, minimum: Double, maximum: Double, dimension: Double, allowed: Bool) -> Double {
        if value < minimum {
            return allowed ? minimum + RubberBand.offset(for: value - minimum, dimension: dimension) : minimum
        }
        if value > maximum {
            return allowed ? maximum + RubberBand.offset(for: value - maximum, dimension: dimension) : maximum
        }
        return value
    }

    /// The motion of one axis after the finger lifts.
    func motion(offset: Double, velocity: Double, minimum: Double, maximum: Double, scrollable: Bool, now: Double) -> AxisMotion {
        if offset < minimum || offset > maximum {
            let target = offset < minimum ? minimum : maximum
            return .bouncing(SpringMotion(spring: bounceSpring, from: offset, to: target, initialVelocity: velocity), start: now)
        }
        guard scrollable, Swift.abs(velocity) > 0.5 else { return .idle }
        return .decelerating(Deceleration(initialVelocity: velocity, rate: decelerationRate), origin: offset, start: now)
    }

    /// One axis at `time`: decelerating until rest or an edge (where it bounces, or stops when
    /// bouncing is off), bouncing until settled.
    func step(_ motion: AxisMotion, offset: inout Double, minimum: Double, maximum: Double, time: Double) -> AxisMotion {
        switch motion {
        case .idle:
            return .idle
        case .decelerating(let deceleration, let origin, let start):
            let elapsed = time - start
            if elapsed >= deceleration.duration() {
                offset = origin + deceleration.totalDistance
                offset = Swift.min(maximum, Swift.max(minimum, offset))
                return .idle
            }
            let position = origin + deceleration.value(at: elapsed)
            if position < minimum || position > maximum {
                let edge = position < minimum ? minimum : maximum
                guard bounces, let crossing = deceleration.time(toReach: edge - origin) else {
                    offset = edge
                    return .idle
                }
                // Hand the velocity at the edge to the bounce spring, which overshoots and returns.
                let spring = SpringMotion(spring: bounceSpring, from: edge, to: edge,
                                          initialVelocity: deceleration.velocity(at: crossing))
                let bouncing = AxisMotion.bouncing(spring, start: start + crossing)
                return step(bouncing, offset: &offset, minimum: minimum, maximum: maximum, time: time)
            }
            offset = position
            return motion
        case .bouncing(let spring, let start):
            let elapsed = time - start
            if elapsed >= spring.settlingDuration {
                offset = spring.target
                return .idle
            }
            offset = spring.value(at: elapsed)
            return motion
        }
    }

    func startFollowingClock() {
        guard clockToken == nil, let clock = window?.clock else { return }
        clockToken = clock.addObserver { [weak self] time in self?.advanceMotion(to: time) }
        updateIndicator()
    }

    func stopFollowingClock() {
        if let clockToken { window?.clock.removeObserver(clockToken) }
        clockToken = nil
    }

    /// Stops following the old window's clock when leaving it.
    open override func willMove(toSuperview newSuperview: UIView?) {
        if newSuperview == nil { stopMotion() }
    }

    /// Places the vertical indicator along the right edge, sized to the visible fraction, and
    /// shows it only while scrolling.
    func updateIndicator() {
        let visible = showsVerticalScrollIndicator && (isDragging || isDecelerating) && contentSize.height > bounds.height
        verticalIndicator.isHidden = !visible
        guard visible, contentSize.height > 0 else { return }
        bringSubviewToFront(verticalIndicator)
        let track = bounds.height - 6
        let length = Swift.max(36, track * bounds.height / (contentSize.height + contentInset.vertical))
        let range = maximumContentOffset.y - minimumContentOffset.y
        let progress = range > 0 ? (contentOffset.y - minimumContentOffset.y) / range : 0
        let y = contentOffset.y + 3 + (track - length) * Swift.min(1, Swift.max(0, progress))
        verticalIndicator.frame = CGRect(x: contentOffset.x + bounds.width - 6, y: y, width: 3, height: length)
    }
}
