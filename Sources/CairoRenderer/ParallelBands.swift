import Dispatch
import Foundation

/// Runs pixel work in bands across the machine's cores. The bitmap loops (the backdrop's
/// shrink, blur and upscale) touch disjoint rows or columns per band, so they split without
/// locks; a band is never smaller than `minimum` items, so small images stay on one thread.
enum ParallelBands {
    /// Bands to split into: the active cores, at most four.
    static let count = Swift.max(1, Swift.min(4, ProcessInfo.processInfo.activeProcessorCount))

    /// Calls `body` with consecutive ranges covering `0..<total`, concurrently when there is
    /// enough work. With `piecesPerCore` above 1 the work is cut finer than one band a core,
    /// and each core takes the next piece as it finishes one: work whose cost varies along the
    /// items (the rows of a blend that skips what an opaque card covers) then ends on every
    /// core at about the same time, for a few microseconds a piece.
    static func forEach(_ total: Int, minimum: Int = 64, piecesPerCore: Int = 1, _ body: @Sendable (Range<Int>) -> Void) {
        let bands = ranges(total, minimum: minimum, bands: count * Swift.max(1, piecesPerCore))
        if bands.count <= 1 { bands.first.map(body); return }
        DispatchQueue.concurrentPerform(iterations: bands.count) { band in body(bands[band]) }
    }

    /// ``forEach(_:minimum:piecesPerCore:_:)``, one band a core, returning each band's result in
    /// the bands' order (none for nothing to do).
    static func map<Result: Sendable>(_ total: Int, minimum: Int = 64, _ body: @Sendable (Range<Int>) -> Result) -> [Result] {
        let bands = ranges(total, minimum: minimum)
        if bands.count <= 1 { return bands.map(body) }
        let results = UnsafeMutablePointer<Result?>.allocate(capacity: bands.count)
        results.initialize(repeating: nil, count: bands.count)
        defer { results.deinitialize(count: bands.count); results.deallocate() }
        let slots = BandResults(base: results)
        DispatchQueue.concurrentPerform(iterations: bands.count) { band in slots.base[band] = body(bands[band]) }
        return bands.indices.map { band in
            guard let result = results[band] else { preconditionFailure("band \(band) of \(bands.count) returned nothing") }
            return result
        }
    }

    /// The bands `0..<total` is cut into: as many as `bands` (``count`` by default), each at
    /// least `minimum` items (one band for less work), none for nothing.
    static func ranges(_ total: Int, minimum: Int, bands: Int = count) -> [Range<Int>] {
        guard total > 0 else { return [] }
        let bands = Swift.max(1, Swift.min(bands, total / Swift.max(1, minimum)))
        return (0..<bands).map { band in (total * band / bands)..<(total * (band + 1) / bands) }
    }
}

/// Result slots handed to bands that each write their own.
private struct BandResults<Result>: @unchecked Sendable {
    /// The first slot.
    let base: UnsafeMutablePointer<Result?>
}

/// A pixel pointer handed to bands that write disjoint parts of it.
struct SharedPixels: @unchecked Sendable {
    /// The first pixel.
    let base: UnsafeMutablePointer<UInt32>
}
