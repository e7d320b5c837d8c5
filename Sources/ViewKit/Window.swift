import Motion

/// The root of a view tree shown on a screen (UIKit's `UIWindow`). Its bounds are the screen in
/// points; the host sizes it and ticks its ``clock``.
open class Window: View {
    /// Time for everything in this window.
    public let clock = FrameClock()
    /// The renderer's text measurer, for labels' ``Label/sizeThatFits(_:)``.
    public var textMeasurer: (any TextMeasuring)?
    /// The screen scale (pixels per point) the window is shown at.
    public var screenScale: Double = 2
    /// Storage for ``snapshotter``.
    weak var snapshotRenderer: (any SnapshotRendering)?

    /// A window of the given size in points (negative and NaN sizes become 0).
    public init(size: Size) {
        let width = size.width.isFinite ? Swift.max(0, size.width) : 0
        let height = size.height.isFinite ? Swift.max(0, size.height) : 0
        super.init(frame: Rect(x: 0, y: 0, width: width, height: height))
        backgroundColor = .white
    }

    /// Resizes the window (a host's window was resized); subviews follow their autoresizing
    /// masks and layout runs at the next frame.
    public func resize(to size: Size) {
        let width = size.width.isFinite ? Swift.max(0, size.width) : 0
        let height = size.height.isFinite ? Swift.max(0, size.height) : 0
        frame = Rect(x: 0, y: 0, width: width, height: height)
    }

    /// The view each active touch began on (touches stay with the view they began on).
    var touchTargets: [Int: View] = [:]

    /// Delivers a touch: on `began` the deepest view under it (hit testing) receives it, and the
    /// rest of that touch's events go to the same view. Touches with non-finite locations, and
    /// moves or ends of unknown touches, are ignored.
    public func send(_ touch: Touch) {
        guard touch.location.isFinite else { return }
        switch touch.phase {
        case .began:
            if let previous = touchTargets[touch.identifier] {
                // A began without an end: finish the old one first, so nothing stays pressed.
                previous.touchCancelled(Touch(identifier: touch.identifier, location: touch.location, phase: .cancelled, timestamp: touch.timestamp))
            }
            guard let target = hitTest(touch.location) else {
                touchTargets[touch.identifier] = nil
                return
            }
            touchTargets[touch.identifier] = target
            target.touchBegan(touch)
        case .moved:
            touchTargets[touch.identifier]?.touchMoved(touch)
        case .ended:
            touchTargets.removeValue(forKey: touch.identifier)?.touchEnded(touch)
        case .cancelled:
            touchTargets.removeValue(forKey: touch.identifier)?.touchCancelled(touch)
        }
    }

    /// One frame's work before drawing: advance the clock (animations and scrolling move) and run
    /// the pending layout.
    public func tick(elapsed: Double) {
        clock.advance(by: elapsed)
        layoutIfNeeded()
    }
}
