import Foundation
import Motion

/// A view showing a frozen picture of another view (what `snapshotView(afterScreenUpdates:)`
/// returns): the picture is taken once and does not follow later changes to the original.
open class SnapshotView: UIImageView {
    /// A snapshot showing `image` at `size` points.
    public init(image: UIImage, size: CGSize) {
        super.init(frame: CGRect(origin: .zero, size: size))
        self.image = image
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }
}

/// Renders a view to an image; the renderer conforms, and ``UIView/snapshotView(afterScreenUpdates:)``
/// uses the one its window was given.
@MainActor @preconcurrency
public protocol SnapshotRendering: AnyObject {
    /// A bitmap of the view and its subviews at the given scale, in the view's bounds (its
    /// own transform and alpha are not applied, as in UIKit), without the views in `omitted`
    /// and their subviews, or nil if it has no area.
    func snapshot(of view: UIView, scale: Double, leavingOut omitted: [UIView]) -> UIImage?
}

extension UIWindow {
    /// The renderer's snapshotter, used for snapshot views.
    public var snapshotter: (any SnapshotRendering)? {
        get { snapshotRenderer }
        set { snapshotRenderer = newValue }
    }
}

extension UIView {
    /// A new view showing a frozen bitmap of this view and its subviews, the size of its bounds
    /// (UIKit's `snapshotView(afterScreenUpdates:)`). With `afterScreenUpdates` true, pending
    /// layout runs first (the view's own when it is not in a window).
    ///
    /// As in UIKit, the view need not be in a window: a controller's view that is about to be
    /// presented (the flip tutorial snapshots it in `animateTransition(using:)`) is drawn with
    /// the renderer of the window its controller is presented from. Nil when no window with a
    /// renderer is found that way, or the view has no area.
    public func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        guard let image = snapshotImage(afterScreenUpdates: afterScreenUpdates) else { return nil }
        let snapshot = SnapshotView(image: image, size: bounds.size)
        snapshot.layer.cornerRadius = layer.cornerRadius
        snapshot.layer.cornerCurve = layer.cornerCurve
        snapshot.layer.maskedCorners = layer.maskedCorners
        snapshot.clipsToBounds = clipsToBounds
        return snapshot
    }

    /// A bitmap of this view and its subviews at its rendering window's screen scale, by that
    /// window's renderer, after pending layout with `afterScreenUpdates` (the view's own when it
    /// is not in a window); nil when no window with a renderer draws it, or it has no area.
    func snapshotImage(afterScreenUpdates: Bool) -> UIImage? {
        guard let window = renderingWindow, let snapshotter = window.snapshotter else { return nil }
        if afterScreenUpdates {
            if self.window != nil { window.layoutIfNeeded() } else { layoutIfNeeded() }
        }
        return snapshotter.snapshot(of: self, scale: window.screenScale, leavingOut: [])
    }

    /// The window whose renderer draws this view: its own, or for a view outside any window,
    /// the window of the controller its root view belongs to, or of the controller that one is
    /// presented from or contained in.
    var renderingWindow: UIWindow? {
        if let window { return window }
        var root = self
        while let superview = root.superview { root = superview }
        var controller = root.owningController
        while let current = controller {
            if let window = current.viewIfLoaded?.window { return window }
            controller = current.parent ?? current.presentingController
        }
        return nil
    }
}
