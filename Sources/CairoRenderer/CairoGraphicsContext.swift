import CCairo
import Motion
import UIKit

/// UIKit's ``GraphicsContext`` on a Cairo context: what a view's `draw(in:)` draws with.
@MainActor
final class CairoGraphicsContext: GraphicsContext {
    let context: OpaquePointer
    let text: PangoText
    let images: ImageSurfaceCache

    init(context: OpaquePointer, text: PangoText, images: ImageSurfaceCache) {
        self.context = context
        self.text = text
        self.images = images
    }

    func fill(_ path: Path, with color: UIColor, rule: CGPathFillRule) {
        Cairo.fill(context, path, with: color, rule: rule)
    }

    func stroke(_ path: Path, with color: UIColor, style: StrokeStyle) {
        Cairo.stroke(context, path, with: color, style: style)
    }

    func fill(_ path: Path, with gradient: Gradient, from start: CGPoint, to end: CGPoint) {
        guard start.isFinite, end.isFinite, let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        for (color, location) in zip(gradient.colors, gradient.locations) {
            cairo_pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha)
        }
        Cairo.setPath(context, path.elements)
        cairo_set_source(context, pattern)
        cairo_fill(context)
    }

    func draw(_ image: UIImage, in rect: CGRect, alpha: Double) {
        guard rect.isFinite, rect.width > 0, rect.height > 0, alpha > 0, image.pixelWidth > 0, image.pixelHeight > 0,
              let surface = images.surface(for: image) else { return }
        cairo_save(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
        cairo_set_source_surface(context, surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        if alpha < 1 { cairo_paint_with_alpha(context, alpha) } else { cairo_paint(context) }
        cairo_restore(context)
    }

    func draw(_ string: String, style: TextStyle, in rect: CGRect, fromTop: Bool) {
        text.draw(string, style: style, in: rect, fromTop: fromTop, on: context)
    }

    func saveState() { cairo_save(context) }

    func restoreState() { cairo_restore(context) }

    func clip(to path: Path, rule: CGPathFillRule) {
        Cairo.setPath(context, path.elements)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }

    func concatenate(_ transform: CGAffineTransform) {
        // A transform that cannot be inverted would put the context in an error state for good.
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite),
            abs(transform.a * transform.d - transform.b * transform.c) > 1e-12
        else { return }
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(context, &matrix)
    }
}

/// Cairo surfaces for UIKit images. Content is drawn rarely (only when it changes), so a small
/// bounded cache is enough: past ``limit`` entries it starts over.
@MainActor
final class ImageSurfaceCache {
    private var surfaces: [ObjectIdentifier: (image: UIImage, surface: CairoSurface)] = [:]
    /// The most surfaces kept.
    let limit = 32

    /// The surface for an image (its pixel size, no device scale).
    func surface(for image: UIImage) -> CairoSurface? {
        let key = ObjectIdentifier(image)
        if let entry = surfaces[key], entry.image === image { return entry.surface }
        guard let surface = CairoSurface.from(pixels: image.pixels, width: image.pixelWidth, height: image.pixelHeight) else { return nil }
        if surfaces.count >= limit { surfaces.removeAll() }
        surfaces[key] = (image, surface)
        return surface
    }

    /// The number of cached surfaces.
    var count: Int { surfaces.count }
}
