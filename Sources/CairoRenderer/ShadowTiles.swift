import CCairo
import Motion
import ViewKit

/// Blurred rounded-rectangle masks for shadows, drawn nine-sliced so any size costs the same:
/// a tile holds the four blurred corners and one stretchable middle; only its corner radius,
/// blur and scale matter, so a card growing to full screen reuses one tile every frame.
@MainActor
final class ShadowTiles {
    struct Key: Hashable {
        var cornerRadius: Double
        var blurRadius: Double
        var scale: Double
    }

    /// A tile: the mask surface (device scale set, so in points) and its geometry in points.
    struct Tile {
        let surface: CairoSurface
        let side: Double
        let corner: Double
        let extent: Double
    }

    private var tiles: [Key: Tile] = [:]

    /// The tile for a corner radius and Core Animation shadow radius (σ = radius / 2; the blur
    /// reaches 3σ beyond the shape).
    func tile(cornerRadius: Double, blurRadius: Double, scale: Double) -> Tile? {
        let key = Key(cornerRadius: (cornerRadius * 4).rounded() / 4, blurRadius: (blurRadius * 4).rounded() / 4, scale: scale)
        if let tile = tiles[key] { return tile }
        let sigma = key.blurRadius / 2
        let extent = (3 * sigma).rounded(.up)
        let corner = key.cornerRadius * 1.28 + extent  // continuous corners reach 1.28 r
        let side = 2 * corner + 2
        let pixels = Int((side * scale).rounded(.up))
        guard let surface = CairoSurface(pixelWidth: pixels, pixelHeight: pixels, scale: scale) else { return nil }
        let context = cairo_create(surface.pointer)!
        let shape = Path(roundedRect: Rect(x: extent, y: extent, width: side - 2 * extent, height: side - 2 * extent),
                         cornerRadius: key.cornerRadius, curve: .continuous)
        Cairo.setPath(context, shape.elements)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        cairo_fill(context)
        cairo_destroy(context)
        var data = surface.pixels(in: (0, 0, pixels, pixels))
        BoxBlur.blur(&data, width: pixels, height: pixels, sigma: sigma * scale)
        guard let blurred = CairoSurface.from(pixels: data, width: pixels, height: pixels, scale: scale) else { return nil }
        let tile = Tile(surface: blurred, side: side, corner: corner, extent: extent)
        if tiles.count > 64 { tiles.removeAll() }
        tiles[key] = tile
        return tile
    }

    /// Draws a shadow for a rounded rectangle `shape` (points, in the context's current user
    /// space) with colour and opacity, nine-sliced from the tile.
    func drawShadow(of shape: Rect, cornerRadius: Double, blurRadius: Double, color: Color, opacity: Double,
                    scale: Double, on context: OpaquePointer) {
        guard shape.isFinite, shape.width > 0, shape.height > 0, opacity > 0,
            let tile = tile(cornerRadius: Swift.min(cornerRadius, Swift.min(shape.width, shape.height) / 2), blurRadius: blurRadius, scale: scale)
        else { return }
        let destination = shape.insetBy(dx: -tile.extent, dy: -tile.extent)
        let cornerX = Swift.min(tile.corner, destination.width / 2)
        let cornerY = Swift.min(tile.corner, destination.height / 2)
        let sourceX = [0, tile.corner, tile.side - tile.corner, tile.side]
        let sourceY = sourceX
        let targetX = [destination.minX, destination.minX + cornerX, destination.maxX - cornerX, destination.maxX]
        let targetY = [destination.minY, destination.minY + cornerY, destination.maxY - cornerY, destination.maxY]
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * opacity)
        for row in 0..<3 {
            for column in 0..<3 {
                let target = Rect(x: targetX[column], y: targetY[row], width: targetX[column + 1] - targetX[column],
                                  height: targetY[row + 1] - targetY[row])
                let sourceWidth = sourceX[column + 1] - sourceX[column]
                let sourceHeight = sourceY[row + 1] - sourceY[row]
                guard target.width > 0, target.height > 0, sourceWidth > 0, sourceHeight > 0 else { continue }
                cairo_save(context)
                cairo_rectangle(context, target.minX, target.minY, target.width, target.height)
                cairo_clip(context)
                cairo_translate(context, target.minX, target.minY)
                cairo_scale(context, target.width / sourceWidth, target.height / sourceHeight)
                cairo_translate(context, -sourceX[column], -sourceY[row])
                let pattern = cairo_pattern_create_for_surface(tile.surface.pointer)!
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_mask(context, pattern)
                cairo_pattern_destroy(pattern)
                cairo_restore(context)
            }
        }
    }
}
