import Foundation
import Motion

/// A pan that starts at an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`): it
/// fails unless the finger goes down within ``edgeZone`` points of one of ``edges`` of the
/// window and then moves away from that edge. The interactive pop and the swipe-to-dismiss of
/// a presented screen use it.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from (none by default, as in UIKit: set at least one).
    public var edges: UIRectEdge = [] {
        didSet { allowedDirections = Self.directions(away: edges) }
    }

    /// How close to an edge the finger must go down, in points (about what iOS allows).
    public var edgeZone: CGFloat = 20

    /// An edge pan that calls `action` on each state change.
    public convenience init(edges: UIRectEdge, action: @escaping @MainActor (UIScreenEdgePanGestureRecognizer) -> Void) {
        self.init()
        self.edges = edges
        allowedDirections = Self.directions(away: edges)  // an initializer does not run didSet
        addTarget { action($0 as! UIScreenEdgePanGestureRecognizer) }
    }

    /// An edge pan with no action yet (and no edges).
    public override init() {
        super.init()
        allowedDirections = []
    }

    /// Edge swipes see touches before the pans of the views under the finger, as on iOS.
    override var seesTouchesFirst: Bool { true }

    /// The directions that lead away from `edges`.
    static func directions(away edges: UIRectEdge) -> Set<Direction> {
        var directions: Set<Direction> = []
        if edges.contains(.left) { directions.insert(.right) }
        if edges.contains(.right) { directions.insert(.left) }
        if edges.contains(.top) { directions.insert(.down) }
        if edges.contains(.bottom) { directions.insert(.up) }
        return directions
    }

    /// Fails a touch that does not start near one of the edges.
    open override func touchBegan(_ touch: UITouch) {
        super.touchBegan(touch)
        guard state == .possible, numberOfTouches <= 1 else { return }
        guard let window = view?.window else { state = .failed; return }
        let point = touch.location
        let zone = Double(edgeZone)
        let bounds = window.bounds
        let near = (edges.contains(.left) && point.x - bounds.minX <= zone)
            || (edges.contains(.right) && bounds.maxX - point.x <= zone)
            || (edges.contains(.top) && point.y - bounds.minY <= zone)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= zone)
        if !near { state = .failed }
    }
}
