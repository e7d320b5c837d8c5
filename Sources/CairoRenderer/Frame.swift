import CCairo
import Foundation
import UIKit

/// One rendered frame: premultiplied ARGB32 pixels (native byte order: SDL's ARGB8888).
///
/// A frame shares the renderer's buffer, which the next ``CairoRenderer/render(_:)`` overwrites;
/// copy what you keep (``image()``), or present and write it before rendering again.
@MainActor
public struct Frame {
    let surface: CairoSurface?
    /// Pixels per point of this frame (below the renderer's scale only for huge windows).
    public let scale: Double
    /// Where the frame stands in its renderer's sequence: 0 for the first ``CairoRenderer/render(_:)``,
    /// then one more for each. A frame that is ``isUnchanged`` and numbered one after another
    /// has that frame's pixels (a writer that was given the one before may skip it).
    public var number = 0
    /// Whether this is the renderer's previous frame, returned again because nothing it is
    /// drawn from changed (its pixels are the ones already shown).
    public var isUnchanged = false
    /// The pixels that changed since the renderer's previous frame (composited again over it,
    /// or a scroll view's pixels moved by copying them; empty when nothing changed), or nil
    /// when the whole frame was composited. A host that shows every frame copies only these
    /// (`SDLHost` with `SDL_UpdateWindowSurfaceRects`).
    public var damage: [PixelRect]? = nil

    /// Width in pixels (0 for an empty window).
    public var pixelWidth: Int { surface?.pixelWidth ?? 0 }
    /// Height in pixels.
    public var pixelHeight: Int { surface?.pixelHeight ?? 0 }
    /// Bytes per row.
    public var bytesPerRow: Int { surface?.stride ?? 0 }

    /// Calls `body` with the pixel bytes (nil for an empty frame).
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer?) throws -> Result) rethrows -> Result {
        guard let surface, let data = cairo_image_surface_get_data(surface.pointer) else { return try body(nil) }
        return try body(UnsafeRawBufferPointer(start: data, count: surface.stride * surface.pixelHeight))
    }

    /// A copy of the frame as an image.
    public func image() -> UIImage? { surface?.image(scale: scale) }

    /// Writes the frame as a PNG with libpng at a low compression level (fast enough for frame
    /// dumps; see `PNGWriter`).
    public func writePNG(to path: String, compressionLevel: Int = 1) throws(RenderError) {
        guard let surface else { throw .emptyFrame(path: path) }
        try PNGWriter.write(surface: surface, to: path, compressionLevel: compressionLevel)
    }
}
