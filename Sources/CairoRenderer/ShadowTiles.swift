import CCairo
import Motion
import UIKit

/// Blurred rounded-rectangle masks for shadows, drawn nine-sliced so any size costs the same:
/// a tile holds the four blurred corners and one stretchable middle; only its corner radius,
/// blur and scale matter, so a card growing to full screen reuses one tile every frame.
///
/// A corner slice spans the blur outside the shape, the rounding and the blur inside the
/// shape, so the middle slice is solid and is filled, not masked (for a card at scale 3 that
/// halves the shadow's cost, measured with `today bench app`). The slices are clipped without
/// antialiasing, so neighbours share their edge pixels exactly (no seams). A shape too small
/// for its corner slices gets a tile of its own size instead.
@MainActor
final class ShadowTiles {
    struct UIKey: Hashable {
        var cornerRadius: Double
        var blurRadius: Double
        var scale: Double
        /// The shape's size for a whole-shape tile; nil for a nine-slice tile.
        var size: CGSize?
    }

    /// A tile: the mask surface (device scale set, so in points) and its geometry in points.
    struct Tile {
        let surface: CairoSurface
        /// The tile's size.
        let size: CGSize
        /// A corner slice's side.
        let corner: Double
        /// How far the blur reaches beyond the shape (3σ).
        let extent: Double
    }

    /// The tiles made so far, by key.
    private(set) var tiles: [UIKey: Tile] = [:]

    /// The nine-slice tile for a corner radius and Core Animation shadow radius (σ = radius / 2;
    /// the blur reaches 3σ beyond the shape), or with `size`, the whole blurred shape.
    func tile(cornerRadius: Double, blurRadius: Double, scale: Double, size: CGSize? = nil) -> Tile? {
        let quantized = Self.quantized
        // The scale is rounded up to a quarter, so a card shrinking under the finger (0.95)
        // keeps its tile instead of blurring a new one every frame.
        let key = UIKey(cornerRadius: quantized(cornerRadius), blurRadius: quantized(blurRadius), scale: (scale * 4).rounded(.up) / 4,
                      size: size.map { CGSize(width: quantized($0.width), height: quantized($0.height)) })
        if let tile = tiles[key] { return tile }
        let sigma = key.blurRadius / 2
        let (extent, corner) = Self.geometry(cornerRadius: key.cornerRadius, blurRadius: key.blurRadius)
        let tileSize = key.size.map { CGSize(width: $0.width + 2 * extent, height: $0.height + 2 * extent) }
            ?? CGSize(width: 2 * corner + 2, height: 2 * corner + 2)
        let pixelWidth = Int((tileSize.width * key.scale).rounded(.up)), pixelHeight = Int((tileSize.height * key.scale).rounded(.up))
        guard let surface = CairoSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: key.scale) else { return nil }
        let context = cairo_create(surface.pointer)!
        let shape = Path(roundedRect: CGRect(x: extent, y: extent, width: tileSize.width - 2 * extent, height: tileSize.height - 2 * extent),
                         cornerRadius: key.cornerRadius, curve: .continuous)
        Cairo.setPath(context, shape.elements)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        cairo_fill(context)
        cairo_destroy(context)
        var data = surface.pixels(in: (0, 0, pixelWidth, pixelHeight))
        BoxBlur.blur(&data, width: pixelWidth, height: pixelHeight, sigma: sigma * key.scale)
        guard let blurred = CairoSurface.from(pixels: data, width: pixelWidth, height: pixelHeight, scale: key.scale) else { return nil }
        let tile = Tile(surface: blurred, size: tileSize, corner: corner, extent: extent)
        if tiles.count > 64 { tiles.removeAll() }
        tiles[key] = tile
        return tile
    }

    /// Radii and sizes are kept to a quarter point, so nearly equal shadows share a tile.
    static func quantized(_ value: Double) -> Double { (value * 4).rounded() / 4 }

    /// How far the blur reaches beyond the shape (3σ, rounded up to a point) and a corner
    /// slice's side: blur outside + rounding (continuous corners reach 1.28 r) + blur inside.
    static func geometry(cornerRadius: Double, blurRadius: Double) -> (extent: Double, corner: Double) {
        let extent = (3 * quantized(blurRadius) / 2).rounded(.up)
        return (extent, quantized(cornerRadius) * 1.28 + 2 * extent)
    }

    /// The shadow of a rounded rectangle `shape` (points, in the user space it will be drawn
    /// in) with colour and opacity, its tile made or found now, ready to be drawn nine-sliced on
    /// any thread (nil when there is nothing to draw).
    func shadow(of shape: CGRect, cornerRadius: Double, blurRadius: Double, color: UIColor, opacity: Double,
                scale: Double) -> ShadowDrawing? {
        let radius = Swift.min(cornerRadius, Swift.min(shape.width, shape.height) / 2)
        guard shape.isFinite, shape.width > 0, shape.height > 0, opacity > 0 else { return nil }
        let (extent, corner) = Self.geometry(cornerRadius: radius, blurRadius: blurRadius)
        let destination = shape.insetBy(dx: -extent, dy: -extent)
        // Too small to slice: the whole blurred shape, drawn as it is.
        let whole = destination.width < 2 * corner || destination.height < 2 * corner
        guard let tile = tile(cornerRadius: radius, blurRadius: blurRadius, scale: scale, size: whole ? shape.size : nil) else { return nil }
        return ShadowDrawing(bitmap: SharedBitmap(tile.surface), tileSize: tile.size, corner: tile.corner, destination: destination,
                             whole: whole, color: color, opacity: opacity)
    }
}

/// A shadow ready to draw: its tile's pixels and where they go (see ``ShadowTiles``).
struct ShadowDrawing: Sendable {
    let bitmap: SharedBitmap
    let tileSize: CGSize
    let corner: Double
    let destination: CGRect
    let whole: Bool
    let color: UIColor
    let opacity: Double

    /// Draws it, nine-sliced, in `context`'s current user space.
    func draw(on context: OpaquePointer) {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * opacity)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE)
        if whole {
            mask(from: CGRect(origin: .zero, size: tileSize), onto: destination, context: context)
            return
        }
        let sourceX = [0, corner, tileSize.width - corner, tileSize.width]
        let sourceY = [0, corner, tileSize.height - corner, tileSize.height]
        let targetX = [destination.minX, destination.minX + corner, destination.maxX - corner, destination.maxX]
        let targetY = [destination.minY, destination.minY + corner, destination.maxY - corner, destination.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let target = CGRect(x: targetX[column], y: targetY[row], width: targetX[column + 1] - targetX[column],
                                  height: targetY[row + 1] - targetY[row])
                guard target.width > 0, target.height > 0 else { continue }
                if row == 1, column == 1 {
                    // Solid: a plain fill, several times faster than a stretched mask.
                    cairo_rectangle(context, target.minX, target.minY, target.width, target.height)
                    cairo_fill(context)
                    continue
                }
                let source = CGRect(x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
                                  height: sourceY[row + 1] - sourceY[row])
                mask(from: source, onto: target, context: context)
            }
        }
    }

    /// Paints the current source through the part `source` of the tile, stretched onto
    /// `target` and clipped to it.
    /// The stretched tile is sampled through a matrix pixman holds exactly
    /// (`SharedBitmap.exactPattern`), so that bands draw what one thread draws.
    private func mask(from source: CGRect, onto target: CGRect, context: OpaquePointer) {
        guard source.width > 0, source.height > 0 else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_rectangle(context, target.minX, target.minY, target.width, target.height)
        cairo_clip(context)
        var current = cairo_matrix_t()
        cairo_get_matrix(context, &current)
        let userToDevice = CGAffineTransform(a: current.xx, b: current.yx, c: current.xy, d: current.yy, tx: current.x0, ty: current.y0)
        let tileToUser = CGAffineTransform(translationX: -source.minX, y: -source.minY)
            .concatenating(CGAffineTransform(scaleX: target.width / source.width, y: target.height / source.height))
            .concatenating(CGAffineTransform(translationX: target.minX, y: target.minY))
        guard let pattern = bitmap.exactPattern(pointsToDevice: tileToUser.concatenating(userToDevice)) else { return }
        cairo_identity_matrix(context)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_mask(context, pattern)
        cairo_pattern_destroy(pattern)
    }
}
