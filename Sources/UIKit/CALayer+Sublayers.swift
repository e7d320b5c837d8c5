import Foundation

extension CALayer {
    /// The layer this one is a sublayer of (nil for none): the layer of the superview, or of
    /// the view hosting the standalone layer it was added to. A mask has none, as in Core
    /// Animation.
    public var superlayer: CALayer? {
        guard let view = modelView, view.childRole != .mask else { return nil }
        return view.superview?.layer
    }

    /// An optional layer whose alpha channel masks this layer's drawing (Core Animation's
    /// `mask`): where it is opaque the layer's content, background, border, shadow and
    /// sublayers show through, where it is transparent they do not. Its colours do not
    /// matter, only their alpha: a ``CAShapeLayer``'s filled path shows the layer inside the
    /// path, a ``CAGradientLayer`` from opaque to clear fades it out. Set its frame (or a
    /// shape layer's path) in this layer's coordinates, as Core Animation asks; its
    /// properties animate as any layer's do, so an animated path reveals the layer. A view's
    /// layer used as a mask is its view's ``UIView/mask``.
    ///
    /// Core Animation leaves a mask that has a superlayer undefined: here it is taken out of
    /// its superlayer first. A layer that is this one or one of its superlayers is refused.
    /// A presentation layer's mask is nil.
    public var mask: CALayer? {
        get { modelView?.maskChild?.layer }
        set {
            guard let view = modelView else { return }
            if let newValue, newValue.modelView == nil { return }  // a presentation layer
            view.setMaskChild(newValue?.modelView)
        }
    }

    /// The sublayers, back to front: the subviews' layers and the standalone layers added,
    /// in drawing order (nil when there are none, as in Core Animation). Setting it removes
    /// the current sublayers and adds the new ones in order.
    public var sublayers: [CALayer]? {
        get {
            let children = (modelView?.childViews ?? []).filter(\.childRole.isSublayer)
            return children.isEmpty ? nil : children.map(\.layer)
        }
        set {
            guard let view = modelView else { return }
            for child in view.childViews where child.childRole.isSublayer { child.removeFromSuperview() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` on top of the sublayers (in front of the subviews added so far; a subview
    /// added later goes in front of it), removing it from its old superlayer first. Adding a
    /// layer to itself or to one of its own sublayers does nothing.
    public func addSublayer(_ layer: CALayer) {
        guard let view = modelView, let child = layer.modelView else { return }
        view.insertChild(child, at: view.childViews.count)
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to their count; 0 is the back,
    /// behind every subview, where a background gradient goes).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard let view = modelView, let child = layer.modelView else { return }
        let others = view.childViews.filter { $0 !== child && $0.childRole.isSublayer }
        let position = Int(index) < others.count ? view.childViews.firstIndex { $0 === others[Int(index)] } ?? view.childViews.count
            : view.childViews.count
        view.insertChild(child, at: position)
    }

    /// Inserts `layer` just behind `sibling` (on top when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let view = modelView, let child = layer.modelView else { return }
        let index = sibling?.modelView.flatMap { target in view.childViews.firstIndex { $0 === target && $0 !== child } }
        view.insertChild(child, at: index ?? view.childViews.count)
    }

    /// Inserts `layer` just in front of `sibling` (on top when `sibling` is nil or not a
    /// sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let view = modelView, let child = layer.modelView else { return }
        let index = sibling?.modelView.flatMap { target in view.childViews.firstIndex { $0 === target && $0 !== child } }
        view.insertChild(child, at: index.map { $0 + 1 } ?? view.childViews.count)
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers and removes `oldLayer` (nothing
    /// happens when `oldLayer` is not a sublayer).
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let view = modelView, let old = oldLayer.modelView,
              old.superview === view, let new = newLayer.modelView else { return }
        insertSublayer(newLayer, below: oldLayer)
        if new.superview === view { old.removeFromSuperview() }
    }

    /// Removes the layer from its superlayer (a view's layer takes its view out of its
    /// superview, as on iOS).
    public func removeFromSuperlayer() {
        modelView?.removeFromSuperview()
    }
}
