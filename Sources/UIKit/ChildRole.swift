extension UIView {
    /// What a view is to its superview. Every view in a superview's `childViews` is drawn;
    /// only subviews are listed in ``UIView/subviews`` and hear the subview callbacks. A mask
    /// is not among `childViews`: its superview keeps it apart (`maskChild`) and draws it
    /// only as the alpha its own drawing shows through.
    package enum ChildRole: Sendable {
        /// A subview, as UIKit has them.
        case subview
        /// The view behind a standalone `CALayer()` (see `LayerHostView`): a sublayer, not a
        /// subview.
        case standaloneLayer
        /// What a layer draws that Today draws through a view: the old look of a layer while a
        /// ``CATransition`` runs (`TransitionSnapshotView`), a ``CAShapeLayer``'s path
        /// (`ShapeContentView`), a ``CATextLayer``'s text (`TextLayerContentView`). Neither a
        /// subview nor a sublayer, as Core Animation draws these as a layer's content, outside
        /// the layer tree.
        case layerContent
        /// The view whose alpha masks its superview's drawing (``UIView/mask``, or the view
        /// behind a layer set as ``CALayer/mask``): neither a subview nor a sublayer, and not
        /// drawn on its own. A view has this role only while it is a mask.
        case mask

        /// Whether a view in this role is listed among ``UIView/subviews``.
        var isSubview: Bool { self == .subview }
        /// Whether a view in this role has a layer listed among ``CALayer/sublayers``.
        var isSublayer: Bool { self == .subview || self == .standaloneLayer }
    }
}
