import Foundation

extension UIImage {
    /// Draws the image at its size with its top left corner at `point`, in the current context.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled into `rect` of the current context.
    @MainActor
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.drawImage(self, in: rect)
    }
}
