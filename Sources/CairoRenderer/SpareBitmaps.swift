import CCairo

/// Bitmaps no longer drawn, kept for the next ones with their memory already written: a new
/// bitmap's memory costs a page fault on the first touch of each page (about 4 ms for 12 MB
/// on a machine of this project's kind), more than drawing into it. A bitmap is taken by its
/// size, or made over the memory of a kept one that holds its pixels: the first card pressed
/// (a 1,236 × 1,416 bitmap at scale 3, wider than the frame) is drawn into the memory of a
/// frame-sized spare.
///
/// At most ``capacity`` bitmaps are kept; past it, the one kept longest is dropped.
struct SpareBitmaps {
    /// The most bitmaps kept.
    let capacity: Int
    /// The kept bitmaps, the oldest first.
    private(set) var bitmaps: [CairoSurface] = []

    /// A pool that keeps at most `capacity` bitmaps.
    init(capacity: Int) {
        self.capacity = Swift.max(0, capacity)
    }

    /// How many bitmaps are kept.
    var count: Int { bitmaps.count }

    /// Keeps a bitmap no longer drawn (the oldest kept one is dropped beyond ``capacity``).
    mutating func keep(_ bitmap: CairoSurface) {
        bitmaps.append(bitmap)
        bitmaps.removeFirst(Swift.max(0, bitmaps.count - capacity))
    }

    /// A `width` × `height` bitmap to be overwritten whole (its pixels transparent or left from
    /// an earlier use): a kept one of that size; else one made over the memory of the smallest
    /// kept bitmap that holds it, when it needs at least half of that memory (a small bitmap
    /// does not take a frame-sized spare a backdrop will want); else a new one. Nil when the
    /// memory or the surface is refused.
    mutating func take(width: Int, height: Int) -> CairoSurface? {
        if let index = bitmaps.firstIndex(where: { $0.pixelWidth == width && $0.pixelHeight == height }) {
            return bitmaps.remove(at: index)
        }
        let bytes = CairoSurface.stride(forWidth: width) * height
        let fitting = bitmaps.indices
            .filter { bitmaps[$0].memory.map { $0.byteCount >= bytes && $0.byteCount <= 2 * bytes } ?? false }
            .min { bitmaps[$0].memory?.byteCount ?? 0 < bitmaps[$1].memory?.byteCount ?? 0 }
        if let fitting, let memory = bitmaps[fitting].memory,
            let surface = CairoSurface(pixelWidth: width, pixelHeight: height, memory: memory)
        {
            bitmaps.remove(at: fitting)
            return surface
        }
        guard let memory = PixelMemory(byteCount: bytes) else { return nil }
        return CairoSurface(pixelWidth: width, pixelHeight: height, memory: memory)
    }

    /// Keeps `count` (at most ``capacity``) bitmaps of a size, made now and every page of them
    /// written once, so that the frames that need them later pay no page faults. Kept bitmaps
    /// whose memory is smaller are dropped first.
    mutating func prepare(count: Int, width: Int, height: Int) {
        let bytes = CairoSurface.stride(forWidth: width) * height
        bitmaps.removeAll { ($0.memory?.byteCount ?? $0.stride * $0.pixelHeight) < bytes }
        while bitmaps.count < Swift.min(count, capacity), let memory = PixelMemory(byteCount: bytes),
            let bitmap = CairoSurface(pixelWidth: width, pixelHeight: height, memory: memory)
        {
            let pixels = SharedPixels(base: memory.base.assumingMemoryBound(to: UInt32.self))
            let rowLength = bitmap.stride / 4
            ParallelBands.forEach(height, minimum: 64) { rows in
                (pixels.base + rows.lowerBound * rowLength).update(repeating: 0, count: rows.count * rowLength)
            }
            bitmaps.append(bitmap)
        }
    }
}
