import Dispatch
import Foundation

/// Runs pixel work in bands across the machine's cores. The bitmap loops (the backdrop's
/// shrink, blur and upscale) touch disjoint rows or columns per band, so they split without
/// locks; a band is never smaller than `minimum` items, so small images stay on one thread.
enum ParallelBands {
    /// Bands to split into: the active cores, at most four.
    static let count = Swift.max(1, Swift.min(4, ProcessInfo.processInfo.activeProcessorCount))

    /// Calls `body` with consecutive ranges covering `0..<total`, concurrently when there is
    /// enough work.
    static func forEach(_ total: Int, minimum: Int = 64, _ body: @Sendable (Range<Int>) -> Void) {
        guard total > 0 else { return }
        let bands = Swift.max(1, Swift.min(count, total / Swift.max(1, minimum)))
        if bands == 1 { body(0..<total); return }
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            body((total * band / bands)..<(total * (band + 1) / bands))
        }
    }
}

/// A pixel pointer handed to bands that write disjoint parts of it.
struct SharedPixels: @unchecked Sendable {
    /// The first pixel.
    let base: UnsafeMutablePointer<UInt32>
}
