import CairoRenderer
import Foundation

extension Frame {
    /// Whether `other` has the same size and the same bytes on every pixel: what the tests of
    /// compositing in part (damage, bands, copied scrolling) compare with a whole composite.
    @MainActor
    public func hasSamePixels(as other: Frame) -> Bool {
        withUnsafeBytes { mine in
            other.withUnsafeBytes { theirs in
                guard let mine, let theirs, mine.count == theirs.count, let a = mine.baseAddress, let b = theirs.baseAddress else { return false }
                return memcmp(a, b, mine.count) == 0
            }
        }
    }
}
