import Foundation
import Motion

extension UIView {
    /// The part of the view's bounds covered by the window's ``UIWindow/screenSafeAreaInsets``
    /// (the status bar, the home indicator), plus the ``UIViewController/additionalSafeAreaInsets``
    /// of the controllers whose root views contain this one (UIKit's `safeAreaInsets`). Zero
    /// outside a window. Transforms are ignored, as in UIKit.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        if window === self { return window.screenSafeAreaInsets }
        let own = untransformedFrame(in: window)
        let safe = safeRect(in: window)
        if safe.isNull { return UIEdgeInsets(top: own.height, left: 0, bottom: 0, right: 0) }
        return UIEdgeInsets(top: Swift.min(own.height, Swift.max(0, safe.minY - own.minY)),
                            left: Swift.min(own.width, Swift.max(0, safe.minX - own.minX)),
                            bottom: Swift.min(own.height, Swift.max(0, own.maxY - safe.maxY)),
                            right: Swift.min(own.width, Swift.max(0, own.maxX - safe.maxX)))
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

    /// The safe part of the view in the window's coordinates: its superview's, inset further
    /// by its controller's additional insets (null when none of the view is safe).
    private func safeRect(in window: UIWindow) -> CGRect {
        if self === window { return window.bounds.inset(by: window.screenSafeAreaInsets) }
        guard let superview else { return .null }
        let outer = superview.safeRect(in: window)
        guard !outer.isNull else { return .null }
        var rect = untransformedFrame(in: window).intersection(outer)
        if !rect.isNull, let additional = owningController?.additionalSafeAreaInsets, additional != .zero {
            rect = rect.inset(by: additional)
            if rect.width < 0 || rect.height < 0 { return .null }
        }
        return rect
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
