import Foundation
import Motion

extension UIView {
    /// The part of the view's bounds covered by the window's ``UIWindow/screenSafeAreaInsets``
    /// (the status bar, the home indicator), plus the ``UIViewController/additionalSafeAreaInsets``
    /// of the controllers whose root views contain this one (UIKit's `safeAreaInsets`). Zero
    /// outside a window. Transforms are ignored, as in UIKit.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        var insets = window === self ? window.screenSafeAreaInsets : .zero
        var safe = window.bounds.inset(by: window.screenSafeAreaInsets)
        var view: UIView? = self
        while let current = view, current !== window {
            if let additional = current.owningController?.additionalSafeAreaInsets, additional != .zero {
                let frame = current.untransformedFrame(in: window)
                safe = safe.intersection(frame.inset(by: additional))
            }
            view = current.superview
        }
        guard window !== self else { return insets }
        let own = untransformedFrame(in: window)
        if safe.isNull { return UIEdgeInsets(top: own.height, left: 0, bottom: 0, right: 0) }
        insets.top = Swift.min(own.height, Swift.max(0, safe.minY - own.minY))
        insets.left = Swift.min(own.width, Swift.max(0, safe.minX - own.minX))
        insets.bottom = Swift.min(own.height, Swift.max(0, own.maxY - safe.maxY))
        insets.right = Swift.min(own.width, Swift.max(0, own.maxX - safe.maxX))
        return insets
    }

    /// The safe area as a rectangle in the view's bounds.
    public var safeAreaRect: CGRect { bounds.inset(by: safeAreaInsets) }

    /// Space around content (UIKit's `layoutMargins`): what was set (8 points on each side by
    /// default), plus the ``safeAreaInsets`` when ``insetsLayoutMarginsFromSafeArea``.
    public var layoutMargins: UIEdgeInsets {
        get {
            guard insetsLayoutMarginsFromSafeArea else { return assignedLayoutMargins }
            let safe = safeAreaInsets
            let own = assignedLayoutMargins
            return UIEdgeInsets(top: own.top + safe.top, left: own.left + safe.left,
                                bottom: own.bottom + safe.bottom, right: own.right + safe.right)
        }
        set {
            guard newValue != assignedLayoutMargins else { return }
            assignedLayoutMargins = newValue
            layoutMarginsDidChange()
        }
    }

    /// The view's frame in the window's coordinates, ignoring every transform on the way.
    private func untransformedFrame(in window: UIWindow) -> CGRect {
        var origin = CGPoint.zero
        var view: UIView? = self
        while let current = view, current !== window {
            let superBounds = current.superview?.bounds.origin ?? .zero
            origin.x += current.center.x - current.bounds.width / 2 - superBounds.x
            origin.y += current.center.y - current.bounds.height / 2 - superBounds.y
            view = current.superview
        }
        return CGRect(origin: origin, size: bounds.size)
    }
}
