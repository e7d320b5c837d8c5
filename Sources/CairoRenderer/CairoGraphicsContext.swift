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
        Cairo.setPath(context, path.elements)
        Cairo.setColor(context, color)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }

    func stroke(_ path: Path, with color: UIColor, style: StrokeStyle) {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
        Cairo.setPath(context, path.elements)
        Cairo.setColor(context, color)
        cairo_save(context)
        cairo_set_line_width(context, style.lineWidth)
        let cap = switch style.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join = switch style.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        cairo_set_miter_limit(context, style.miterLimit.isFinite ? Swift.max(1, style.miterLimit) : 10)
        if let dashes = style.drawnDashes {
            cairo_set_dash(context, dashes, Int32(dashes.count), style.dashPhase.isFinite ? style.dashPhase : 0)
        }
        cairo_stroke(context)
        cairo_restore(context)
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

    func draw(_ image: UIImage, in rect: CGRect) {
        guard rect.isFinite, rect.width > 0, rect.height > 0, let surface = images.surface(for: image) else { return }
        cairo_save(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
        cairo_set_source_surface(context, surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_paint(context)
        cairo_restore(context)
    }

    func draw(_ string: String, style: TextStyle, in rect: CGRect, fromTop: Bool) {
        text.draw(string, style: style, in: rect, fromTop: fromTop, on: context)
    }

    func saveState() { cairo_save(context) }

    func restoreState() { cairo_restore(context) }

    func clip(to path: Path) {
        Cairo.setPath(context, path.elements)
        cairo_clip(context)
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
