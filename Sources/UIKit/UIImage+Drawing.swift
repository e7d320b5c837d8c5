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

    /// Draws the image at its size with its top left corner at `point`, combined with what is
    /// below by `blendMode`, at `alpha` (0…1) of its opacity.
    @MainActor
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled into `rect`, combined with what is below by `blendMode`, at
    /// `alpha` (0…1, clamped; NaN is 0) of its opacity.
    @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.drawImage(self, in: rect, alpha: Double(alpha))
        context.restoreGState()
    }
}
