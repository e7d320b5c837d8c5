import CCairo
import CImageCodecs

/// Writes frames as PNG with libpng at a low zlib level. Cairo's own PNG writer uses a fixed,
/// slow level (about 220 ms a frame at scale 2, measured); level 1 makes frame dumps cheap.
/// Files are written whole or not at all (``AtomicFile``).
enum PNGWriter {
    /// Writes a surface to a PNG file.
    static func write(surface: CairoSurface, to path: String, compressionLevel: Int) throws(RenderError) {
        cairo_surface_flush(surface.pointer)
        guard let data = cairo_image_surface_get_data(surface.pointer) else { throw .emptyFrame(path: path) }
        try AtomicFile.write(to: path) { (temporaryPath: String) throws(RenderError) in
            var message = [CChar](repeating: 0, count: 256)
            let status = data.withMemoryRebound(to: UInt32.self, capacity: surface.stride / 4 * surface.pixelHeight) { pixels in
                today_png_write(temporaryPath, pixels, Int32(surface.pixelWidth), Int32(surface.pixelHeight), Int32(surface.stride),
                                Int32(Swift.min(9, Swift.max(0, compressionLevel))), &message, message.count)
            }
            guard status == 0 else {
                throw .writeFailed(path: path, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
        }
    }
}
