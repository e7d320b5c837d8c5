#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory for a bitmap's pixels, owned apart from any one surface over it, so that a bitmap
/// no longer drawn can give it to the next one that fits (``SpareBitmaps``): memory written
/// once has its pages in place, where new memory costs a page fault on the first touch of
/// each page (about 4 ms for 12 MB, measured on a machine of this project's kind).
final class PixelMemory {
    /// The first byte.
    let base: UnsafeMutableRawPointer
    /// How many bytes there are.
    let byteCount: Int

    /// Zeroed memory of `byteCount` bytes (its pages are mapped on first touch); nil when the
    /// system refuses it.
    init?(byteCount: Int) {
        guard byteCount > 0, let base = calloc(byteCount, 1) else { return nil }
        self.base = base
        self.byteCount = byteCount
    }

    deinit { free(base) }
}
