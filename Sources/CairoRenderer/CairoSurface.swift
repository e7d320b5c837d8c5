import CCairo
import Motion
import UIKit

/// A UIKit path's elements.
typealias PathElements = [Path.Element]

/// An owned Cairo image surface (ARGB32, premultiplied, unless made as another format),
/// destroyed with the object.
final class CairoSurface {
    /// The `cairo_surface_t *`.
    let pointer: OpaquePointer
    /// Width in pixels.
    let pixelWidth: Int
    /// Height in pixels.
    let pixelHeight: Int
    /// The memory under the pixels, for a surface made over memory of its own (nil: Cairo's).
    let memory: PixelMemory?

    /// A transparent surface (premultiplied ARGB32 unless `format` says otherwise); nil when
    /// Cairo refuses the size (or out of memory).
    init?(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, format: cairo_format_t = CAIRO_FORMAT_ARGB32) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= CairoSurface.maximumSide, pixelHeight <= CairoSurface.maximumSide,
            let surface = cairo_image_surface_create(format, Int32(pixelWidth), Int32(pixelHeight))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.pointer = surface
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        memory = nil
        if scale != 1 { cairo_surface_set_device_scale(surface, scale, scale) }
    }

    /// A premultiplied ARGB32 surface over `memory`, its pixels whatever the memory holds
    /// (zero when new); nil when the memory is too small for the size or Cairo refuses it.
    /// The surface keeps the memory alive.
    init?(pixelWidth: Int, pixelHeight: Int, memory: PixelMemory) {
        let stride = Self.stride(forWidth: pixelWidth)
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= CairoSurface.maximumSide, pixelHeight <= CairoSurface.maximumSide,
            stride * pixelHeight <= memory.byteCount,
            let surface = cairo_image_surface_create_for_data(memory.base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                              Int32(pixelWidth), Int32(pixelHeight), Int32(stride))
        else { return nil }
        // Cairo holds the memory as long as it holds the surface (a pattern may outlive this
        // object): released by the surface's destroy callback.
        let retained = Unmanaged.passRetained(memory).toOpaque()
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_surface_set_user_data(surface, Self.memoryKey, retained, { Unmanaged<PixelMemory>.fromOpaque($0!).release() })
                == CAIRO_STATUS_SUCCESS
        else {
            Unmanaged<PixelMemory>.fromOpaque(retained).release()
            cairo_surface_destroy(surface)
            return nil
        }
        self.pointer = surface
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.memory = memory
    }

    /// The key under which a surface made over ``PixelMemory`` holds it.
    private nonisolated(unsafe) static let memoryKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// Takes ownership of an existing surface.
    init(adopting surface: OpaquePointer) {
        pointer = surface
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
        memory = nil
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Cairo's limit is 32767; the renderer keeps well inside it.
    static let maximumSide = 16384

    /// Bytes per row.
    var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// Bytes per row of a premultiplied ARGB32 surface `width` pixels wide.
    static func stride(forWidth width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
    }

    /// Reads the pixels of a rectangle (in pixels, clipped to the surface) tightly packed.
    func pixels(in rect: (x: Int, y: Int, width: Int, height: Int)) -> [UInt32] {
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return [] }
        var result = [UInt32](repeating: 0, count: rect.width * rect.height)
        let stride = self.stride
        result.withUnsafeMutableBufferPointer { output in
            for row in 0..<rect.height {
                let source = UnsafeRawPointer(data + (rect.y + row) * stride + rect.x * 4).assumingMemoryBound(to: UInt32.self)
                (output.baseAddress! + row * rect.width).update(from: source, count: rect.width)
            }
        }
        return result
    }

    /// A surface holding a copy of tightly packed pixels.
    static func from(pixels: [UInt32], width: Int, height: Int, scale: Double = 1) -> CairoSurface? {
        guard let surface = CairoSurface(pixelWidth: width, pixelHeight: height, scale: scale),
            let data = cairo_image_surface_get_data(surface.pointer)
        else { return nil }
        let stride = surface.stride
        pixels.withUnsafeBufferPointer { input in
            for row in 0..<height {
                let target = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                target.update(from: input.baseAddress! + row * width, count: width)
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }

    /// The surface's pixels as an ``UIImage`` at a scale.
    func image(scale: Double) -> UIImage? {
        UIImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
              pixels: pixels(in: (0, 0, pixelWidth, pixelHeight)))
    }
}

/// Cairo drawing helpers over an OpaquePointer `cairo_t *`.
enum Cairo {
    /// Sets the current transform from a projective transform's affine part.
    static func setMatrix(_ context: OpaquePointer, _ transform: CGAffineTransform) {
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_set_matrix(context, &matrix)
    }

    /// Replaces the current path with a UIKit path.
    static func setPath(_ context: OpaquePointer, _ path: PathElements) {
        cairo_new_path(context)
        for element in path {
            switch element {
            case .move(let point): cairo_move_to(context, point.x, point.y)
            case .line(let point): cairo_line_to(context, point.x, point.y)
            case .curve(let point, let control1, let control2):
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .close: cairo_close_path(context)
            }
        }
    }

    /// Sets a colour source.
    static func setColor(_ context: OpaquePointer, _ color: UIColor) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills `path` with `color` by `rule`.
    static func fill(_ context: OpaquePointer, _ path: Path, with color: UIColor, rule: CGPathFillRule) {
        setPath(context, path.elements)
        setColor(context, color)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }

    /// Strokes `path` with `color` in `style` (nothing for a width that is not positive and
    /// finite; a mitre limit below 1 or not finite is taken as 1 or 10).
    static func stroke(_ context: OpaquePointer, _ path: Path, with color: UIColor, style: StrokeStyle) {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
        setPath(context, path.elements)
        setColor(context, color)
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
}
