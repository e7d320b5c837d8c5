import Foundation
import Motion

extension UIView {
    /// The part of the view's bounds covered by the window's ``UIWindow/screenSafeAreaInsets``
    /// (the status bar, the home indicator), plus the ``UIViewController/additionalSafeAreaInsets``
    /// of the controllers whose root views contain this one and what their containers add (a
    /// navigation bar) (UIKit's `safeAreaInsets`). Zero
    /// outside a window. Transforms are ignored, as in UIKit.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        if window === self { return window.screenSafeAreaInsets }
        let (own, safe) = frameAndSafeRect(in: window)
        if safe.isNull { return UIEdgeInsets(top: own.height, left: 0, bottom: 0, right: 0) }
        return UIEdgeInsets(top: Swift.min(own.height, Swift.max(0, safe.minY - own.minY)),
                            left: Swift.min(own.width, Swift.max(0, safe.minX - own.minX)),
                            bottom: Swift.min(own.height, Swift.max(0, own.maxY - safe.maxY)),
                            right: Swift.min(own.width, Swift.max(0, own.maxX - safe.maxX)))
    }

    /// The safe area as a rectangle in the view's bounds.
    public var safeAreaRect: CGRect { bounds.inset(by: safeAreaInsets) }

    /// Space around content (UIKit's `layoutMargins`): what was set (8 points on each side by
    /// default; for a controller's root view at least its
    /// ``UIViewController/systemMinimumLayoutMargins``, 16 points at the sides on an iPhone),
    /// plus the ``safeAreaInsets`` when ``insetsLayoutMarginsFromSafeArea``.
    public var layoutMargins: UIEdgeInsets {
        get {
            var own = assignedLayoutMargins
            if let controller = owningController, controller.viewRespectsSystemMinimumLayoutMargins {
                let minimum = controller.systemMinimumLayoutMargins
                own = UIEdgeInsets(top: Swift.max(own.top, minimum.top), left: Swift.max(own.left, minimum.leading),
                                   bottom: Swift.max(own.bottom, minimum.bottom), right: Swift.max(own.right, minimum.trailing))
            }
            guard insetsLayoutMarginsFromSafeArea else { return own }
            let safe = safeAreaInsets
            return UIEdgeInsets(top: own.top + safe.top, left: own.left + safe.left,
                                bottom: own.bottom + safe.bottom, right: own.right + safe.right)
        }
        set {
            guard newValue != assignedLayoutMargins else { return }
            assignedLayoutMargins = newValue
            layoutMarginsDidChange()
        }
    }

    /// ``layoutMargins`` by leading and trailing edge (UIKit's `directionalLayoutMargins`; the
    /// layout is left to right, so leading is left).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// The view's frame in the window's coordinates (every transform on the way ignored) and
    /// its safe part there: its superview's, inset further by its controller's additional
    /// insets (null when none of the view is safe). One walk up to the window.
    private func frameAndSafeRect(in window: UIWindow) -> (frame: CGRect, safe: CGRect) {
        if self === window {
            return (CGRect(origin: .zero, size: bounds.size), window.bounds.inset(by: window.screenSafeAreaInsets))
        }
        let ownSize = bounds.size
        guard let superview else { return (CGRect(origin: .zero, size: ownSize), .null) }
        let outer = superview.frameAndSafeRect(in: window)
        let frame = CGRect(x: outer.frame.minX + center.x - ownSize.width / 2 - superview.bounds.minX,
                           y: outer.frame.minY + center.y - ownSize.height / 2 - superview.bounds.minY,
                           width: ownSize.width, height: ownSize.height)
        guard !outer.safe.isNull else { return (frame, .null) }
        var safe = frame.intersection(outer.safe)
        if !safe.isNull, let controller = owningController {
            for insets in [controller.additionalSafeAreaInsets, controller.containerSafeAreaInsets] where insets != .zero {
                safe = safe.inset(by: insets)
            }
        }
        return (frame, safe)
    }
}
