import CCairo
import Foundation
import UIKit

/// Draws `UIGraphicsImageRenderer`'s images with Cairo and Pango, as a view's content is
/// drawn. Hosts install it: `UIGraphicsImageRenderer.rasterizer = CairoImageRasterizer()`.
@MainActor
public final class CairoImageRasterizer: UIGraphicsImageRasterizing {
    /// Sets the text drawn (made when first needed).
    private lazy var text = PangoText(warn: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) })
    /// Surfaces of the images drawn.
    private let images = ImageSurfaceCache()

    /// A rasterizer.
    public init() {}

    /// An image of `size` points at `scale`, drawn by `draw`; nil when Cairo cannot make a
    /// bitmap of that size (larger than Cairo draws on a side).
    public func image(size: CGSize, scale: Double, opaque: Bool, draw: (any GraphicsContext) -> Void) -> UIImage? {
        let wide = (size.width * scale).rounded(.up), high = (size.height * scale).rounded(.up)
        guard size.isFinite, size.width > 0, size.height > 0, scale.isFinite, scale > 0,
            wide <= Double(CairoSurface.maximumSide), high <= Double(CairoSurface.maximumSide),
            let surface = CairoSurface(pixelWidth: Swift.max(1, Int(wide)), pixelHeight: Swift.max(1, Int(high)), scale: scale),
            let context = cairo_create(surface.pointer)
        else { return nil }
        defer { cairo_destroy(context) }
        if opaque {
            cairo_set_source_rgb(context, 0, 0, 0)
            cairo_paint(context)
        }
        // The surface's device scale maps points to pixels.
        draw(CairoGraphicsContext(context: context, text: text, images: images))
        cairo_surface_flush(surface.pointer)
        return surface.image(scale: scale)
    }
}
