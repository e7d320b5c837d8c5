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
    struct TileKey: Hashable {
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
    private(set) var tiles: [TileKey: Tile] = [:]

    /// What a whole shadow mask depends on: the shape's size, corner radius and shadow radius
    /// (quarter points) and the exact device scale it is shown at.
    struct MaskKey: Hashable {
        /// The shape's size in points.
        var size: CGSize
        /// Its corner radius in points.
        var cornerRadius: Double
        /// Its Core Animation shadow radius.
        var blurRadius: Double
        /// Device pixels a point.
        var scale: Double
    }

    /// A whole shadow drawn once at device resolution from its nine-slice tile: an 8-bit mask
    /// of the shape grown by the blur, and the part of it that is solid (in mask pixels).
    struct WholeMask {
        /// The 8-bit mask of the shape grown by the blur, at device resolution.
        let surface: CairoSurface
        /// Its pixels that are all opaque, filled instead of masked.
        let solid: PixelRect
    }

    /// Whole masks by key; those not asked for in this frame or the last are dropped.
    private(set) var masks: [MaskKey: WholeMask] = [:]
    /// The keys asked for in this frame and in the last.
    private var askedThisFrame: Set<MaskKey> = [], askedLastFrame: Set<MaskKey> = []
    /// The most mask bytes kept (a card's at scale 3 is about 2 MB).
    static let maximumMaskBytes = 32 << 20

    /// The nine-slice tile for a corner radius and Core Animation shadow radius (σ = radius / 2;
    /// the blur reaches 3σ beyond the shape), or with `size`, the whole blurred shape.
    func tile(cornerRadius: Double, blurRadius: Double, scale: Double, size: CGSize? = nil) -> Tile? {
        let quantized = Self.quantized
        // The scale is rounded up to a quarter, so a card shrinking under the finger (0.95)
        // keeps its tile instead of blurring a new one every frame.
        let key = TileKey(cornerRadius: quantized(cornerRadius), blurRadius: quantized(blurRadius), scale: (scale * 4).rounded(.up) / 4,
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

    /// The shadow of `shape` for a view shown unscaled at `scale` device pixels a point, whose
    /// point (0, 0) lands on device pixel `origin`: drawn at a whole pixel (the shadow moves
    /// with its view's bitmap, which is snapped to whole pixels too) from a whole 8-bit mask,
    /// its solid middle filled. That is an integer-offset mask for pixman, several times faster
    /// than stretching the nine-slice tile's edges every frame (a card's shadow at scale 3:
    /// 2.8 ms in the scrolling phase, measured). The mask is made when a shape of that size is
    /// asked for in two frames running, so a card growing every frame keeps the nine slices;
    /// until then (and when it is too large to keep) the nine slices are drawn where and as
    /// large as the mask would be, which gives its bytes: a frame's pixels do not depend on
    /// whether the mask was made yet (a frame composited only where it changed keeps the
    /// shadows of the frame before). Nil for shapes too small to slice.
    func wholeShadow(of shape: CGRect, cornerRadius: Double, blurRadius: Double, color: UIColor, opacity: Double,
                     scale: Double, origin: CGPoint) -> WholeShadowDrawing? {
        let radius = Swift.min(cornerRadius, Swift.min(shape.width, shape.height) / 2)
        guard shape.isFinite, shape.width > 0, shape.height > 0, opacity > 0, scale > 0, scale.isFinite, origin.isFinite else { return nil }
        let (extent, corner) = Self.geometry(cornerRadius: radius, blurRadius: blurRadius)
        let key = MaskKey(size: CGSize(width: Self.quantized(shape.width), height: Self.quantized(shape.height)),
                          cornerRadius: Self.quantized(radius), blurRadius: Self.quantized(blurRadius), scale: scale)
        let grown = CGSize(width: key.size.width + 2 * extent, height: key.size.height + 2 * extent)
        guard grown.width >= 2 * corner, grown.height >= 2 * corner else { return nil }
        let x = (origin.x + (shape.minX - extent) * scale).rounded(), y = (origin.y + (shape.minY - extent) * scale).rounded()
        guard Swift.abs(x) < 1e9, Swift.abs(y) < 1e9 else { return nil }
        askedThisFrame.insert(key)
        let width = Int((grown.width * key.scale).rounded(.up)), height = Int((grown.height * key.scale).rounded(.up))
        if masks[key] == nil, askedLastFrame.contains(key) { masks[key] = makeMask(key, grown: grown) }
        if let mask = masks[key] {
            return WholeShadowDrawing(source: .mask(SharedBitmap(mask.surface), solid: mask.solid), x: Int(x), y: Int(y),
                                      width: width, height: height, color: color, opacity: opacity)
        }
        guard let tile = tile(cornerRadius: key.cornerRadius, blurRadius: key.blurRadius, scale: key.scale) else { return nil }
        let slices = ShadowDrawing(bitmap: SharedBitmap(tile.surface), tileSize: tile.size, corner: tile.corner,
                                   destination: CGRect(origin: .zero, size: grown), whole: false, color: color, opacity: opacity)
        return WholeShadowDrawing(source: .slices(slices, scale: key.scale), x: Int(x), y: Int(y), width: width, height: height,
                                  color: color, opacity: opacity)
    }

    /// Draws the nine-slice shadow of a `key`-sized shape into a new 8-bit mask and finds its
    /// solid middle.
    ///
    /// Only what varies is drawn through the stretched slices: the corners with a margin, and
    /// one column across the top and bottom edges and one row across the sides. Along an edge
    /// a stretched slice is the same at every step (it is a straight edge of the blurred
    /// shape), so the rest of each edge is copied from that column or row, and the middle is
    /// the solid fill. Stretching 8-bit slices has no fast path in pixman: drawing the whole
    /// edges took 3.5 ms for a card's mask at scale 3 (measured), which made the frame where
    /// a scrolling feed's cards first get their masks the scrolling phase's worst.
    private func makeMask(_ key: MaskKey, grown: CGSize) -> WholeMask? {
        guard let tile = tile(cornerRadius: key.cornerRadius, blurRadius: key.blurRadius, scale: key.scale) else { return nil }
        let width = Int((grown.width * key.scale).rounded(.up)), height = Int((grown.height * key.scale).rounded(.up))
        guard width * height <= Self.maximumMaskBytes / 4,
            let surface = CairoSurface(pixelWidth: width, pixelHeight: height, format: CAIRO_FORMAT_A8)
        else { return nil }
        // Past `reach` pixels from each side, the edges run straight (the slices' bilinear
        // filter reaches a pixel into the corner slices; three more are a margin).
        let reach = Int((tile.corner * key.scale).rounded(.up)) + 3
        let columns = 2 * reach < width ? (reach, width - reach) : nil, rows = 2 * reach < height ? (reach, height - reach) : nil
        let context = cairo_create(surface.pointer)!
        if let (first, last) = columns, let (top, bottom) = rows {
            // The corners, one column through the middle (top and bottom edges) and one row
            // through the middle (the sides): whole-pixel rectangles, a region for pixman.
            for (y, h) in [(0, top), (bottom, height - bottom)] {
                cairo_rectangle(context, 0, Double(y), Double(first), Double(h))
                cairo_rectangle(context, Double(last), Double(y), Double(width - last), Double(h))
            }
            cairo_rectangle(context, Double((first + last) / 2), 0, 1, Double(height))
            cairo_rectangle(context, 0, Double((top + bottom) / 2), Double(width), 1)
            cairo_clip(context)
        }
        cairo_scale(context, key.scale, key.scale)
        ShadowDrawing(bitmap: SharedBitmap(tile.surface), tileSize: tile.size, corner: tile.corner,
                      destination: CGRect(origin: .zero, size: grown), whole: false, color: .black, opacity: 1).draw(on: context)
        let status = cairo_status(context)
        cairo_destroy(context)
        cairo_surface_flush(surface.pointer)
        guard status == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface.pointer) else { return nil }
        if let columns, let rows {
            Self.extendEdges(of: data, stride: surface.stride, height: height, columns: columns, rows: rows)
            cairo_surface_mark_dirty(surface.pointer)
        }
        // The middle slice, less a pixel each side, if every pixel of it is opaque.
        let left = Int((tile.corner * key.scale).rounded(.up)) + 1, top = left
        let right = Int(((grown.width - tile.corner) * key.scale).rounded(.down)) - 1
        let bottom = Int(((grown.height - tile.corner) * key.scale).rounded(.down)) - 1
        let middle = PixelRect(x: left, y: top, width: Swift.max(0, right - left), height: Swift.max(0, bottom - top))
        let stride = surface.stride
        let solid = Self.isOpaque(middle, of: data, stride: stride) ? middle : PixelRect.empty
        var bytes = masks.values.reduce(0) { $0 + $1.surface.stride * $1.surface.pixelHeight }
        while bytes + stride * height > Self.maximumMaskBytes, let first = masks.first {
            bytes -= first.value.surface.stride * first.value.surface.pixelHeight
            masks.removeValue(forKey: first.key)
        }
        return WholeMask(surface: surface, solid: solid)
    }

    /// Fills an 8-bit mask drawn only at its corners (outside `columns` and `rows`), along one
    /// column through the middle of `columns` and one row through the middle of `rows`: each
    /// row's bytes inside `columns` are its middle column's, and each row inside `rows` is the
    /// middle row.
    nonisolated static func extendEdges(
        of data: UnsafeMutablePointer<UInt8>, stride: Int, height: Int, columns: (first: Int, last: Int), rows: (top: Int, bottom: Int)
    ) {
        let middleX = (columns.first + columns.last) / 2, middleY = (rows.top + rows.bottom) / 2
        for y in 0..<height where y < rows.top || y >= rows.bottom {
            let line = data + y * stride
            (line + columns.first).update(repeating: line[middleX], count: columns.last - columns.first)
        }
        let middle = data + middleY * stride
        for y in rows.top..<rows.bottom where y != middleY {
            (data + y * stride).update(from: middle, count: stride)
        }
    }

    /// Whether every byte of `rect` in an 8-bit mask (rows `stride` bytes apart) is 255.
    ///
    /// A plain loop, not `contains(where:)`: a closure made in this main-actor class checks its
    /// executor on every call, which cost 20 ms for one card's mask at scale 3 (measured).
    nonisolated static func isOpaque(_ rect: PixelRect, of data: UnsafePointer<UInt8>, stride: Int) -> Bool {
        guard !rect.isEmpty else { return false }
        for row in rect.y..<(rect.y + rect.height) {
            let line = data + row * stride + rect.x
            var all: UInt8 = 255
            for index in 0..<rect.width { all &= line[index] }
            if all != 255 { return false }
        }
        return true
    }

    /// Ends a frame: masks asked for in neither this frame nor the last are dropped.
    func endFrame() {
        masks = masks.filter { askedThisFrame.contains($0.key) || askedLastFrame.contains($0.key) }
        askedLastFrame = askedThisFrame
        askedThisFrame.removeAll(keepingCapacity: true)
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

/// A shadow drawn at a whole-pixel offset (see ``ShadowTiles/wholeShadow``), in device space:
/// from its whole mask, its solid middle filled and the rest masked, or, until the mask is
/// made, through the nine slices laid out as the mask holds them (the same bytes).
struct WholeShadowDrawing: Sendable {
    /// What a whole shadow is drawn from.
    enum Source: Sendable {
        /// The whole 8-bit mask and its solid pixels (empty: none are filled).
        case mask(SharedBitmap, solid: PixelRect)
        /// The nine slices, laid out from the mask's top-left pixel at `scale` pixels a point.
        case slices(ShadowDrawing, scale: Double)
    }

    /// What it is drawn from.
    let source: Source
    /// Where the mask's top-left pixel lands.
    let x: Int, y: Int
    /// The mask's size in pixels.
    let width: Int, height: Int
    /// The shadow's colour.
    let color: UIColor
    /// The shadow's opacity times its view's.
    let opacity: Double

    /// The device pixels it covers.
    var bounds: CGRect { CGRect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    /// Draws it in device space, whatever the context's transform.
    func draw(on context: OpaquePointer) {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_identity_matrix(context)
        let mask: SharedBitmap, solid: PixelRect
        switch source {
        case .mask(let bitmap, let pixels):
            (mask, solid) = (bitmap, pixels)
        case .slices(let slices, let scale):
            // Inside the mask's pixels, from its top-left pixel, as `ShadowTiles.makeMask` draws.
            cairo_rectangle(context, Double(x), Double(y), Double(width), Double(height))
            cairo_clip(context)
            cairo_translate(context, Double(x), Double(y))
            cairo_scale(context, scale, scale)
            slices.draw(on: context)
            return
        }
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * opacity)
        let inner = (x: Double(x + solid.x), y: Double(y + solid.y), width: Double(solid.width), height: Double(solid.height))
        if !solid.isEmpty {
            cairo_rectangle(context, inner.x, inner.y, inner.width, inner.height)
            cairo_fill(context)
        }
        // The ring around it through the mask, clipped to whole pixels (a region for pixman).
        cairo_rectangle(context, Double(x), Double(y), Double(width), Double(height))
        if !solid.isEmpty {
            cairo_rectangle(context, inner.x, inner.y, inner.width, inner.height)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
        }
        cairo_clip(context)
        guard let surface = mask.makeSurface(pixelsOnly: true) else { return }
        cairo_mask_surface(context, surface, Double(x), Double(y))
        cairo_surface_destroy(surface)
    }
}
