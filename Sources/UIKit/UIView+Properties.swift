import Foundation
import Motion

extension UIView {
    /// The view's own coordinate space: origin (the scroll offset) and size.
    public var bounds: CGRect {
        get { model.bounds }
        set { model.bounds = newValue.isFinite ? newValue : model.bounds }
    }

    /// The position of the anchor point (the middle, by default) in the superview.
    public var center: CGPoint {
        get { model.center }
        set { if newValue.isFinite { model.center = newValue } }
    }

    /// The rectangle the view occupies in its superview: the bounding box of its transformed
    /// bounds. Setting it sets ``center`` and the size of ``bounds`` (as if untransformed, like
    /// UIKit). Non-finite rectangles are ignored; negative sizes are standardized.
    public var frame: CGRect {
        get {
            let state = model
            let size = state.bounds.size
            let anchorOffset = CGPoint(x: state.anchorPoint.x * size.width, y: state.anchorPoint.y * size.height)
            let local = CGRect(x: -anchorOffset.x, y: -anchorOffset.y, width: size.width, height: size.height)
            if state.transform.isIdentity {
                return local.offsetBy(dx: state.center.x, dy: state.center.y)
            }
            let map = ProjectiveTransform(state.transform)
            guard let box = map.boundingBox(of: local) else { return .null }
            return box.offsetBy(dx: state.center.x, dy: state.center.y)
        }
        set {
            guard newValue.isFinite, !newValue.isNull else { return }
            let rect = newValue.standardized
            var state = model
            state.bounds.size = rect.size
            state.center = CGPoint(
                x: rect.minX + state.anchorPoint.x * rect.width,
                y: rect.minY + state.anchorPoint.y * rect.height)
            model = state
        }
    }

    /// The pivot of ``transform`` in unit coordinates of the bounds.
    public var anchorPoint: CGPoint {
        get { model.anchorPoint }
        set { if newValue.isFinite { model.anchorPoint = newValue } }
    }

    /// The 2D transform about the anchor point (the affine part of ``transform3D``).
    public var transform: CGAffineTransform {
        get { model.transform.affineTransform }
        set { model.transform = CATransform3D(newValue) }
    }

    /// The 3D transform about the anchor point, with perspective (`layer.transform`).
    public var transform3D: CATransform3D {
        get { model.transform }
        set { if newValue.isFinite { model.transform = newValue } }
    }

    /// The opacity, clamped to 0...1 (NaN becomes 0).
    public var alpha: CGFloat {
        get { CGFloat(model.alpha) }
        set { model.alpha = newValue.isNaN ? 0 : Swift.min(1, Swift.max(0, Double(newValue))) }
    }

    /// Whether the view and its subviews are hidden.
    public var isHidden: Bool {
        get { model.isHidden }
        set { model.isHidden = newValue }
    }

    /// The background colour. A dynamic colour (``UIColor/label``, ``UIColor/systemBackground``,
    /// one made with ``UIColor/init(dynamicProvider:)``) is kept as set, and the layer shows it
    /// resolved for the view's ``traitCollection``, again whenever the appearance changes.
    public var backgroundColor: UIColor? {
        get {
            if let dynamicBackground, model.backgroundColor == dynamicBackground.resolved { return dynamicBackground.declared }
            return model.backgroundColor
        }
        set {
            noteAppearanceSet("backgroundColor")
            guard let newValue, newValue.isDynamic else {
                dynamicBackground = nil
                model.backgroundColor = newValue
                return
            }
            let resolved = newValue.resolvedColor(with: traitCollection)
            dynamicBackground = (newValue, resolved)
            model.backgroundColor = resolved
        }
    }
}
