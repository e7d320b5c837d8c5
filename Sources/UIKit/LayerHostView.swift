import Foundation

/// The view behind a standalone layer (`CALayer()`, `CAGradientLayer()`): Today draws layers
/// through views, so a layer the app makes gets a view of its own that holds its state, and
/// ``CALayer/addSublayer(_:)`` puts that view among the superlayer's view's
/// `childViews`. It is not a subview (``UIView/subviews`` skips it), takes no touches
/// and has no autoresizing, as a layer has none.
///
/// Ownership has no cycle: out of a tree, the layer (which the app holds) owns this view and
/// this view refers to it weakly; in a tree, the tree owns this view and this view owns the
/// layer, which refers to it weakly. A layer the app no longer refers to stays on screen as long
/// as its superlayer holds it, and a tree that is dropped frees its layers with it.
@MainActor @preconcurrency
final class LayerHostView: UIView {
    /// How this view refers to its layer (see the type's discussion).
    private enum Owner {
        /// Out of any tree: the layer owns this view.
        case weak(WeakLayer)
        /// In a tree: this view owns the layer.
        case strong(CALayer)
    }

    /// A weak reference to a layer.
    private struct WeakLayer {
        weak var layer: CALayer?
    }

    private var owner: Owner

    /// The window's committed frames when this view joined it (nil out of a window): until
    /// the next commit the layer has not been on screen, and Core Animation does not animate
    /// a layer's first look.
    private var joinedAtCommit: Int?

    /// A view for `layer`, out of any tree.
    init(layer: CALayer) {
        owner = .weak(WeakLayer(layer: layer))
        super.init(frame: .zero)
        childRole = .standaloneLayer
        isUserInteractionEnabled = false
    }

    /// Nothing decodes views on Linux.
    required init?(coder: NSCoder) {
        return nil
    }

    override var standaloneLayer: CALayer? {
        switch owner {
        case .weak(let reference): reference.layer
        case .strong(let layer): layer
        }
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let layer = standaloneLayer else { return }
        let inTree = superview != nil
        owner = inTree ? .strong(layer) : .weak(WeakLayer(layer: layer))
        layer.hostDidMove(intoTree: inTree)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        joinedAtCommit = window?.committedFrames
    }

    /// Whether the layer has been on screen: it is in a window that committed a frame since
    /// it joined (a change to it now is animated implicitly).
    var hasBeenPresented: Bool {
        guard let joinedAtCommit, let window else { return false }
        return window.committedFrames > joinedAtCommit
    }
}
