import Foundation

extension UIView {
    /// Draws a picture of this view and its subviews into `rect` of the current context (a
    /// `UIGraphicsImageRenderer`'s, or a view's in `draw(_:)`), as the screen shows them
    /// (UIKit's `drawHierarchy(in:afterScreenUpdates:)`), at its window's screen scale. With
    /// `afterScreenUpdates`, pending layout runs first. False, drawing nothing, when no
    /// context is current or no window with a renderer draws the view (see
    /// ``snapshotView(afterScreenUpdates:)``), or it has no area.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), let image = snapshotImage(afterScreenUpdates: afterScreenUpdates)
        else { return false }
        context.drawImage(image, in: rect)
        return true
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into `context` at their bounds' size, from the
    /// context's origin (Core Animation's `render(in:)`), as the screen shows them: see
    /// ``UIView/drawHierarchy(in:afterScreenUpdates:)``. A presentation layer draws nothing.
    public func render(in context: CGContext) {
        guard let view = modelView else { return }
        UIGraphicsPushContext(context)
        view.drawHierarchy(in: CGRect(origin: .zero, size: view.bounds.size), afterScreenUpdates: false)
        UIGraphicsPopContext()
    }
}
