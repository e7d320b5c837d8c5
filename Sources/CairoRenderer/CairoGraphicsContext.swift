import CCairo
import Motion
import UIKit

/// UIKit's ``GraphicsContext`` on a Cairo context: what a view's `draw(in:)` draws with.
@MainActor
final class CairoGraphicsContext: GraphicsContext {
    let context: OpaquePointer
    let text: PangoText
    let images: ImageSurfaceCache

    /// The shadow painting casts now, in device pixels; nil for none.
    private var shadow: DeviceShadow?
    /// The shadows ``saveState()`` saved, the last on top.
    private var savedShadows: [DeviceShadow?] = []

    init(context: OpaquePointer, text: PangoText, images: ImageSurfaceCache) {
        self.context = context
        self.text = text
        self.images = images
    }

    func fill(_ path: Path, with color: UIColor, rule: CGPathFillRule) {
        painting { Cairo.fill(context, path, with: color, rule: rule) }
    }

    func stroke(_ path: Path, with color: UIColor, style: StrokeStyle) {
        painting { Cairo.stroke(context, path, with: color, style: style) }
    }

    func fill(_ path: Path, with gradient: Gradient, from start: CGPoint, to end: CGPoint) {
        guard start.isFinite, end.isFinite, let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        fill(path, with: pattern, stops: gradient)
    }

    func fill(_ path: Path, with gradient: Gradient, circles: GradientCircles, extends: Bool) {
        guard circles.isDrawable,
            let pattern = cairo_pattern_create_radial(circles.startCenter.x, circles.startCenter.y, circles.startRadius,
                                                      circles.endCenter.x, circles.endCenter.y, circles.endRadius)
        else { return }
        cairo_pattern_set_extend(pattern, extends ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        fill(path, with: pattern, stops: gradient)
    }

    /// Fills a path with a gradient pattern given the gradient's stops, and releases it.
    private func fill(_ path: Path, with pattern: OpaquePointer, stops gradient: Gradient) {
        defer { cairo_pattern_destroy(pattern) }
        for (color, location) in zip(gradient.colors, gradient.locations) {
            cairo_pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha)
        }
        painting {
            Cairo.setPath(context, path.elements)
            cairo_set_source(context, pattern)
            cairo_fill(context)
        }
    }

    func draw(_ image: UIImage, in rect: CGRect, alpha: Double) {
        guard rect.isFinite, rect.width > 0, rect.height > 0, alpha > 0, image.pixelWidth > 0, image.pixelHeight > 0,
              let surface = images.surface(for: image) else { return }
        painting { paint(surface, in: rect, imageWidth: image.pixelWidth, imageHeight: image.pixelHeight, alpha: alpha) }
    }

    /// Paints an image's surface scaled into `rect`.
    private func paint(_ surface: CairoSurface, in rect: CGRect, imageWidth: Int, imageHeight: Int, alpha: Double) {
        cairo_save(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / Double(imageWidth), rect.height / Double(imageHeight))
        cairo_set_source_surface(context, surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        if alpha < 1 { cairo_paint_with_alpha(context, alpha) } else { cairo_paint(context) }
        cairo_restore(context)
    }

    func draw(_ string: String, style: TextStyle, in rect: CGRect, fromTop: Bool) {
        painting { text.draw(string, style: style, in: rect, fromTop: fromTop, on: context) }
    }

    func setBlendMode(_ mode: CGBlendMode) {
        cairo_set_operator(context, Self.cairoOperator(for: mode))
    }

    func setShadow(_ shadow: DrawingShadow?) {
        self.shadow = shadow.map { DeviceShadow($0, in: context) }
    }

    func saveState() {
        cairo_save(context)
        savedShadows.append(shadow)
    }

    func restoreState() {
        cairo_restore(context)
        if let saved = savedShadows.popLast() { shadow = saved }
    }

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

extension CairoGraphicsContext {
    /// Cairo's operator for a blend mode: the one of the same equation; `.plusDarker`, which
    /// Cairo lacks, is `DARKEN`.
    static func cairoOperator(for mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken, .plusDarker: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Runs `paint`, under the current shadow when there is one: what it paints is drawn into
    /// a group first, whose coverage, in the shadow's colour, blurred and moved, is painted
    /// before the group itself (both with the blend mode in force). The group covers the
    /// clip, so a shadow cast from outside the clip does not reach into it.
    private func painting(_ paint: () -> Void) {
        guard let shadow else { return paint() }
        cairo_push_group(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        paint()
        guard let group = cairo_pop_group(context) else { return }
        defer { cairo_pattern_destroy(group) }
        if let cast = shadow.cast(from: group) {
            cairo_set_source(context, cast)
            cairo_paint(context)
            cairo_pattern_destroy(cast)
        }
        cairo_set_source(context, group)
        cairo_paint(context)
    }
}

/// A ``DrawingShadow`` measured in device pixels when it was set, as Core Graphics measures a
/// shadow in the context's base space: the transform set after it does not move or blur it.
struct DeviceShadow {
    /// The offset in device pixels.
    let offset: (x: Double, y: Double)
    /// The blur's standard deviation in device pixels.
    let sigma: Double
    /// The colour.
    let color: UIColor

    /// The shadow `shadow` measured with `context`'s transform now and its target's device
    /// scale (which Cairo's user-to-device distances leave out).
    init(_ shadow: DrawingShadow, in context: OpaquePointer) {
        var scaleX = 1.0, scaleY = 1.0
        if let target = cairo_get_group_target(context) { cairo_surface_get_device_scale(target, &scaleX, &scaleY) }
        var dx = Double(shadow.offset.width), dy = Double(shadow.offset.height)
        cairo_user_to_device_distance(context, &dx, &dy)
        var unitX = 1.0, unitY = 0.0
        cairo_user_to_device_distance(context, &unitX, &unitY)
        offset = ((dx * scaleX).isFinite ? dx * scaleX : 0, (dy * scaleY).isFinite ? dy * scaleY : 0)
        let scale = (unitX * unitX + unitY * unitY).squareRoot() * scaleX
        sigma = scale.isFinite ? shadow.blur / 2 * scale : 0
        color = shadow.color
    }

    /// The largest shadow bitmap made, in pixels (the painted part of a group plus the blur's
    /// margin): past it, no shadow is cast.
    static let maximumPixelCount = 4096 * 4096

    /// A pattern painting the shadow of what `group` (a popped Cairo group) holds, in the
    /// group's user coordinates; the caller releases it (it holds its own bitmap). Nil when
    /// the group is not an image surface, nothing was painted in it, or the shadow would be
    /// too large.
    func cast(from group: OpaquePointer) -> OpaquePointer? {
        var found: OpaquePointer?
        guard cairo_pattern_get_surface(group, &found) == CAIRO_STATUS_SUCCESS, let source = found,
            cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32
        else { return nil }
        cairo_surface_flush(source)
        let stride = Int(cairo_image_surface_get_stride(source))
        guard let data = cairo_image_surface_get_data(source),
            let ink = Self.inkBounds(data, stride: stride, width: Int(cairo_image_surface_get_width(source)),
                                     height: Int(cairo_image_surface_get_height(source)))
        else { return nil }
        // Only the painted part of the group is blurred (a group is the whole clip, a view's
        // bitmap, whatever was painted in it), inside the blur's margin.
        let margin = sigma >= 0.3 ? Int((3 * sigma).rounded(.up)) + 1 : 0
        let paddedWidth = ink.width + 2 * margin, paddedHeight = ink.height + 2 * margin
        guard paddedWidth * paddedHeight <= Self.maximumPixelCount else { return nil }
        // The coverage in the shadow's colour, premultiplied.
        let alpha = Swift.min(1, Swift.max(0, color.alpha))
        let tint = (red: color.red * alpha, green: color.green * alpha, blue: color.blue * alpha, alpha: alpha)
        var shade = [UInt32](repeating: 0, count: 256)
        for coverage in 0..<256 {
            let level = Double(coverage) / 255
            func channel(_ value: Double) -> UInt32 { UInt32((Swift.min(1, Swift.max(0, value)) * level * 255).rounded()) }
            shade[coverage] = channel(tint.alpha) << 24 | channel(tint.red) << 16 | channel(tint.green) << 8 | channel(tint.blue)
        }
        var pixels = [UInt32](repeating: 0, count: paddedWidth * paddedHeight)
        for row in 0..<ink.height {
            let line = UnsafeRawPointer(data + (ink.y + row) * stride).assumingMemoryBound(to: UInt32.self) + ink.x
            let base = (row + margin) * paddedWidth + margin
            for column in 0..<ink.width { pixels[base + column] = shade[Int(line[column] >> 24)] }
        }
        BoxBlur.blur(&pixels, width: paddedWidth, height: paddedHeight, sigma: sigma)
        guard let surface = CairoSurface.from(pixels: pixels, width: paddedWidth, height: paddedHeight),
            let pattern = cairo_pattern_create_for_surface(surface.pointer)
        else { return nil }
        // The shadow's bitmap is placed as the group's is (its device scale and offset, with
        // the same pattern matrix), moved to the ink, out by the margin, and by the offset:
        // its pixel q shows the group's pixel q + ink origin - margin, moved by the offset.
        var scaleX = 1.0, scaleY = 1.0, originX = 0.0, originY = 0.0
        cairo_surface_get_device_scale(source, &scaleX, &scaleY)
        cairo_surface_get_device_offset(source, &originX, &originY)
        cairo_surface_set_device_scale(surface.pointer, scaleX, scaleY)
        cairo_surface_set_device_offset(surface.pointer, originX + Double(margin - ink.x) - offset.x,
                                        originY + Double(margin - ink.y) - offset.y)
        var toGroup = cairo_matrix_t()
        cairo_pattern_get_matrix(group, &toGroup)
        cairo_pattern_set_matrix(pattern, &toGroup)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        return pattern
    }

    /// The smallest rectangle of pixels holding every pixel with some alpha, in ARGB32 rows
    /// `stride` bytes apart; nil when none has any.
    static func inkBounds(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int)
        -> (x: Int, y: Int, width: Int, height: Int)?
    {
        var minX = width, maxX = -1, minY = height, maxY = -1
        for row in 0..<height {
            let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            guard let first = (0..<width).first(where: { line[$0] >> 24 != 0 }) else { continue }
            let last = (first..<width).last { line[$0] >> 24 != 0 } ?? first
            minX = Swift.min(minX, first)
            maxX = Swift.max(maxX, last)
            minY = Swift.min(minY, row)
            maxY = row
        }
        guard maxX >= minX, maxY >= minY else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
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
