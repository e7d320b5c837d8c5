import Foundation
import Motion

extension UIView {
    /// The map from this view's bounds coordinates to its superview's bounds coordinates, for
    /// the given layer state (model or presentation) and the superview's state.
    ///
    /// A point p goes: minus the bounds origin and the anchor offset (so the anchor is at 0),
    /// through the 3D transform, plus the centre; then, if the superview has a sublayer
    /// transform, through it about the middle of the superview's bounds; and only then is it
    /// flattened onto the superview's plane. Keeping z until after the sublayer transform is
    /// what lets a superview's perspective (m34) foreshorten a subview turned about y, as in
    /// Core Animation; flattening first would drop the z that perspective divides by.
    nonisolated public static func mapToSuperview(_ state: LayerState, superviewState: LayerState?) -> ProjectiveTransform {
        let size = state.bounds.size
        let anchor = CGPoint(
            x: state.bounds.origin.x + state.anchorPoint.x * size.width,
            y: state.bounds.origin.y + state.anchorPoint.y * size.height)
        guard let parent = superviewState, !parent.sublayerTransform.isIdentity else {
            var map = ProjectiveTransform(translationX: -anchor.x, y: -anchor.y)
            if !state.transform.isIdentity { map = map.concatenating(ProjectiveTransform(state.transform)) }
            return map.concatenating(ProjectiveTransform(translationX: state.center.x, y: state.center.y))
        }
        let middle = parent.bounds.center
        var map = CATransform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
        if !state.transform.isIdentity { map = map.concatenating(state.transform) }
        map = map
            .concatenating(CATransform3D(translationX: state.center.x - middle.x, y: state.center.y - middle.y, z: 0))
            .concatenating(parent.sublayerTransform)
            .concatenating(CATransform3D(translationX: middle.x, y: middle.y, z: 0))
        return ProjectiveTransform(map)
    }

    /// The map from this view's bounds coordinates to the root of its tree (the window's
    /// coordinates when it is in a window), using presentation values when `presented` is true.
    public func mapToRoot(presented: Bool = false) -> ProjectiveTransform {
        var map = ProjectiveTransform.identity
        var current: UIView = self
        while let parent = current.superview {
            let state = presented ? current.presentation : current.model
            let parentState = presented ? parent.presentation : parent.model
            map = map.concatenating(UIView.mapToSuperview(state, superviewState: parentState))
            current = parent
        }
        return map
    }

    /// The point's position in another view's coordinates (nil: the root of the tree). Both
    /// views must share a root; points that cannot be mapped (a view turned edge-on, or scaled
    /// to zero) come back unchanged rather than as NaN.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let mapped = mapToRoot().apply(point) else { return point }
        guard let view else { return mapped }
        guard let inverse = view.mapToRoot().inverted(), let result = inverse.apply(mapped) else { return point }
        return result
    }

    /// A point in another view's coordinates (nil: the root) converted to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let rootPoint = view.map { $0.mapToRoot().apply(point) ?? point } ?? point
        guard let inverse = mapToRoot().inverted(), let result = inverse.apply(rootPoint) else { return point }
        return result
    }

    /// The bounding box of a rectangle mapped into another view's coordinates (nil: the root).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        return corners.map { convert($0, to: view) }.reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// The bounding box of a rectangle in another view's coordinates (nil: the root) mapped into
    /// this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        return corners.map { convert($0, from: view) }.reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// A point in the superview's coordinates mapped into this view's (presentation values, as
    /// hit testing sees what is drawn); nil when it cannot be mapped.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint? {
        let map = UIView.mapToSuperview(presentation, superviewState: superview?.presentation)
        return map.inverted()?.apply(point)
    }
}
