import Foundation

/// The old content of a layer while a ``CATransition`` runs: a picture of the layer taken
/// when the transition was added, drawn beside the layer (or, for a window, inside it) and
/// moved and faded by the transition. It is neither a subview nor a sublayer
/// (`UIView.ChildRole.layerContent`), takes no touches, and shows only while the
/// transition does; the transition takes it away when it is taken off the layer.
@MainActor @preconcurrency
final class TransitionSnapshotView: SnapshotView {
    /// A picture of `size` points, hidden until the transition shows it.
    override init(image: UIImage, size: CGSize) {
        super.init(image: image, size: size)
        childRole = .layerContent
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// Nothing decodes views on Linux: always nil.
    required init?(coder: NSCoder) { nil }
}
