import Foundation
import Motion

/// A view that shows an image (UIKit's `UIImageView`), scaled smoothly per its ``UIView/contentMode``
/// and clipped to its bounds.
open class UIImageView: UIView {
    /// The image; nil draws nothing.
    public var image: UIImage? { didSet { if image !== oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } } }

    /// The image's size (no intrinsic size without an image).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// An image view showing an image at its size.
    public init(image: UIImage? = nil) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Nothing decodes views or controllers on Linux (no nibs or storyboards): always nil.
    public required init?(coder: NSCoder) { nil }

    /// UIImage views draw their image.
    open override var drawsContent: Bool { (image?.pixelWidth ?? 0) > 0 }

    /// Draws the image per the content mode, clipped to the bounds; a template image
    /// (`.alwaysTemplate`) as its shape filled with the view's ``UIView/tintColor``.
    open override func draw(in context: GraphicsContext) {
        guard let image = imageAsDrawn else { return }
        let area = CGRect(origin: .zero, size: bounds.size)
        let target = contentMode.rect(for: image.size, in: area)
        context.saveState()
        context.clip(to: Path(rect: area))
        context.draw(image, in: target)
        context.restoreState()
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The template image last filled with the tint.
    private var filledTemplate = FilledImage()

    /// The image as drawn: a template filled with the tint, any other image as it is.
    var imageAsDrawn: UIImage? {
        guard let image, image.renderingMode == .alwaysTemplate else { return image }
        return filledTemplate.image(image, filledWith: tintColor)
    }

    /// A template image is drawn again in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.renderingMode == .alwaysTemplate { setNeedsDisplay() }
    }
}
